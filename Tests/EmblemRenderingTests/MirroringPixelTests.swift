import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Foundation
import Testing

/// Right-to-left rendering through librsvg: a mirroring symbol's RTL image is the flip of its LTR image;
/// a fixed symbol does not change.
@Suite struct MirroringPixelTests {
    static let library = SymbolLibrary(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("symbols").path)

    static func image(_ name: String, direction: LayoutDirection) throws -> PixelImage {
        let (localized, _) = try library.localizedSymbol(named: name, locale: nil, direction: direction)
        let svg = SymbolRenderer(style: .monochrome(.black), size: 96).svgData(for: try localized.glyph())
        return try Rasterizer().image(svg: svg, size: .square(96))
    }

    /// Symbols whose info.json says they mirror and that have no RTL design of their own.
    static var mirroring: [String] {
        library.names.filter { (try? library.info(of: $0).mirroring) == .mirrors && !library.variantSuffixes(of: $0).contains("rtl") }
    }

    static var fixed: [String] { library.names.filter { (try? library.info(of: $0).mirroring) == .fixed } }

    @Test func thereAreSymbolsOfBothKinds() {
        #expect(Self.mirroring.count >= 3)
        #expect(Self.fixed.count >= 10)
    }

    @Test(arguments: mirroring)
    func rightToLeftIsTheFlipOfLeftToRight(_ name: String) throws {
        let ltr = try Self.image(name, direction: .leftToRight)
        let rtl = try Self.image(name, direction: .rightToLeft)
        let info = try Self.library.info(of: name)
        let difference = rtl.difference(from: ltr.flippedHorizontally(), threshold: 24)
        if info.neverMirrorLayers?.isEmpty ?? true {
            // Anti-aliasing at pixel edges is the only difference allowed.
            #expect(difference.fraction < 0.01, "\(name): \(difference)")
        }
        let (localized, _) = try Self.library.localizedSymbol(named: name, locale: nil, direction: .rightToLeft)
        #expect(localized.resolution.isMirrored)
    }

    @Test(arguments: fixed.prefix(12))
    func fixedSymbolsRenderIdenticallyInBothDirections(_ name: String) throws {
        let ltr = try Self.image(name, direction: .leftToRight)
        let rtl = try Self.image(name, direction: .rightToLeft)
        #expect(rtl.difference(from: ltr, threshold: 0).differingPixelCount == 0, "\(name)")
    }
}
