// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Emblem",
    platforms: [.macOS(.v15)],
    products: [
        // `import Emblem` brings in the six modules below it (Sources/Emblem/Emblem.swift).
        .library(name: "Emblem", targets: ["Emblem"]),
        .executable(name: "emblem", targets: ["emblem"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C libraries, each behind one thin shim.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // librsvg and cairo are loaded when first needed (dlopen), not linked: see its shim.h.
        .systemLibrary(name: "CLibRSVG"),
        // gzip, for .svgz files (librsvg links it already).
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // glibc's malloc.h, for the command line's allocator tuning.
        .systemLibrary(name: "CMalloc"),

        // The library, in the order data flows through it.
        .target(name: "EmblemGeometry"),
        .target(name: "EmblemSVG", dependencies: ["EmblemGeometry", "CLibXML2", "CZlib"]),
        .target(name: "EmblemSymbols", dependencies: ["EmblemGeometry", "EmblemSVG"]),
        .target(name: "EmblemAnimation", dependencies: ["EmblemGeometry"]),
        .target(name: "EmblemRendering", dependencies: ["EmblemGeometry", "EmblemSVG", "EmblemSymbols", "EmblemAnimation"]),
        .target(name: "EmblemRaster", dependencies: ["CLibRSVG", "CZlib", "EmblemSVG"]),
        .target(name: "Emblem", dependencies: [
            "EmblemGeometry", "EmblemSVG", "EmblemSymbols", "EmblemAnimation", "EmblemRendering", "EmblemRaster",
        ]),
        .target(name: "EmblemCommands", dependencies: [
            "EmblemGeometry", "EmblemSVG", "EmblemSymbols", "EmblemAnimation", "EmblemRendering", "EmblemRaster",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Executables.
        .executableTarget(name: "emblem", dependencies: ["EmblemCommands", "EmblemSVG", "CMalloc"]),
        .executableTarget(name: "emblem-bench", dependencies: [
            "EmblemSVG", "EmblemSymbols", "EmblemRendering", "EmblemRaster", "EmblemCommands", "CLibXML2", "CLibRSVG",
        ]),
        .executableTarget(name: "emblem-corpus", dependencies: ["EmblemGeometry", "EmblemSVG", "EmblemSymbols", "EmblemAnimation", "EmblemRendering", "EmblemRaster"]),

        // Tests mirror the modules; what several of them need (a seeded generator) sits in one support target.
        // Each test target lists every module its files import, and the umbrella's test every module the
        // umbrella brings in: SwiftPM rebuilds a target when a module it lists changes, and one reached only
        // through another module was left stale in an incremental build (a struct grown by a field crashed
        // the tests that used it until they were rebuilt).
        .target(name: "EmblemTestSupport", dependencies: ["CZlib", "EmblemGeometry"], path: "Tests/EmblemTestSupport"),
        .testTarget(name: "EmblemGeometryTests", dependencies: ["EmblemGeometry", "EmblemTestSupport"]),
        .testTarget(name: "EmblemSVGTests", dependencies: ["EmblemSVG", "EmblemGeometry", "EmblemTestSupport"]),
        // Fixtures and goldens are read from the checkout by #filePath, not bundled.
        .testTarget(name: "EmblemSymbolsTests", dependencies: ["EmblemSymbols", "EmblemSVG", "EmblemGeometry", "EmblemRaster", "EmblemTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "EmblemAnimationTests", dependencies: ["EmblemAnimation", "EmblemGeometry", "EmblemTestSupport"]),
        .testTarget(name: "EmblemRenderingTests", dependencies: ["EmblemRendering", "EmblemAnimation", "EmblemSymbols", "EmblemSVG", "EmblemGeometry",
                                                                 "EmblemRaster", "EmblemTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "EmblemRasterTests", dependencies: ["EmblemRaster", "EmblemTestSupport", "CZlib"]),
        // The README's library example, compiled against the umbrella module as a user of the package sees it.
        .testTarget(name: "EmblemTests", dependencies: ["Emblem", "EmblemAnimation", "EmblemGeometry", "EmblemRaster", "EmblemRendering", "EmblemSVG",
                                                        "EmblemSymbols", "EmblemTestSupport"]),
        .testTarget(name: "EmblemCommandsTests", dependencies: [
            "EmblemCommands", "EmblemAnimation", "EmblemRendering", "EmblemSymbols", "EmblemSVG", "EmblemGeometry", "EmblemRaster", "EmblemTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
