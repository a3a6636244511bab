import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Every `.fill` symbol of the bundled library is its outline's silhouette filled: drawn in monochrome at
/// 96 px, at the lightest, regular and heaviest weights, it spans the outline's extent and puts no ink
/// outside the outline's silhouette (the outline's ink and everything it encloses). What a fill knocks
/// out is inside, so it is not counted either way.
@Suite struct FillSilhouetteTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")
    static let size = 96

    /// Fills that close an opening of their outline on purpose: the glass of `lightbulb.fill` is closed
    /// across its neck, where the outline leaves a gap above the base lines.
    static let closesAnOpening: Set<String> = ["lightbulb.fill"]

    static let fills: [String] = library.names.filter { name in
        name.hasSuffix(".fill") && library.names.contains(String(name.dropLast(".fill".count)))
    }

    /// Pixels with at least half alpha.
    static func ink(_ image: PixelImage) -> [Bool] {
        var ink = [Bool](repeating: false, count: image.width * image.height)
        for y in 0..<image.height { for x in 0..<image.width { ink[y * image.width + x] = image[x: x, y: y].alpha >= 128 } }
        return ink
    }

    /// The ink and everything it encloses: the pixels that cannot be reached from the image's border
    /// through pixels without ink (4-connected), grown by one pixel for anti-aliased edges.
    static func silhouette(of ink: [Bool], width: Int, height: Int) -> [Bool] {
        var outside = [Bool](repeating: false, count: ink.count)
        var stack: [Int] = []
        for x in 0..<width { stack += [x, (height - 1) * width + x] }
        for y in 0..<height { stack += [y * width, y * width + width - 1] }
        while let index = stack.popLast() {
            guard !outside[index], !ink[index] else { continue }
            outside[index] = true
            let (x, y) = (index % width, index / width)
            if x > 0 { stack.append(index - 1) }
            if x < width - 1 { stack.append(index + 1) }
            if y > 0 { stack.append(index - width) }
            if y < height - 1 { stack.append(index + width) }
        }
        var grown = outside.map { !$0 }
        for y in 0..<height {
            for x in 0..<width where outside[y * width + x] {
                let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                if neighbours.contains(where: { $0.0 >= 0 && $0.0 < width && $0.1 >= 0 && $0.1 < height && !outside[$0.1 * width + $0.0] }) {
                    grown[y * width + x] = true
                }
            }
        }
        return grown
    }

    /// The columns and rows that hold ink: (minimum x, minimum y, maximum x, maximum y).
    static func extent(of ink: [Bool], width: Int) -> (Int, Int, Int, Int) {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for (index, isInk) in ink.enumerated() where isInk {
            let (x, y) = (index % width, index / width)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        return (minX, minY, maxX, maxY)
    }

    @Test func everyFillHasItsOutline() {
        #expect(Self.fills.count >= 40, "\(Self.fills)")
    }

    @Test(arguments: fills)
    func fillIsItsOutlinesSilhouette(_ name: String) throws {
        let base = try Self.library.symbol(named: String(name.dropLast(".fill".count))).symbol
        let fill = try Self.library.symbol(named: name).symbol
        for weight in [SymbolWeight.ultralight, .regular, .black] {
            let outline = try RenderedGlyph(base.glyph(weight: weight), style: SymbolStyle(mode: .monochrome), size: Self.size)
            let filled = try RenderedGlyph(fill.glyph(weight: weight), style: SymbolStyle(mode: .monochrome), size: Self.size)
            let (outlineInk, fillInk) = (Self.ink(outline.image), Self.ink(filled.image))
            let (a, b) = (Self.extent(of: outlineInk, width: Self.size), Self.extent(of: fillInk, width: Self.size))
            #expect(abs(a.0 - b.0) <= 1 && abs(a.1 - b.1) <= 1 && abs(a.2 - b.2) <= 1 && abs(a.3 - b.3) <= 1,
                    "\(name) at \(weight): the fill spans \(b), the outline \(a)")
            guard !Self.closesAnOpening.contains(name) else { continue }
            let silhouette = Self.silhouette(of: outlineInk, width: Self.size, height: Self.size)
            let outside = zip(fillInk, silhouette).filter { $0 && !$1 }.count
            #expect(outside == 0, "\(name) at \(weight): \(outside) pixels of the fill lie outside the outline's silhouette")
        }
    }
}
