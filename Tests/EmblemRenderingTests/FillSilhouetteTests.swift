import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Every `.fill` symbol of the bundled library is its outline's silhouette filled: drawn in monochrome at
/// 96 px, at the lightest, regular and heaviest weights, it spans the outline's extent and puts no ink
/// outside the outline's silhouette (the outline's ink and everything it encloses, narrow clearances
/// closed). What a fill knocks out is inside, so it is not counted either way.
@Suite struct FillSilhouetteTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")
    static let size = 96

    static let fills: [String] = library.names.filter { name in
        name.hasSuffix(".fill") && library.names.contains(String(name.dropLast(".fill".count)))
    }

    /// Pixels with at least half alpha.
    static func ink(_ image: PixelImage) -> [Bool] {
        var ink = [Bool](repeating: false, count: image.width * image.height)
        for y in 0..<image.height { for x in 0..<image.width { ink[y * image.width + x] = image[x: x, y: y].alpha >= 128 } }
        return ink
    }

    /// `mask` grown by `radius` pixels (a square neighbourhood).
    static func grown(_ mask: [Bool], by radius: Int, width: Int, height: Int) -> [Bool] {
        var result = mask
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                for dy in -radius...radius {
                    for dx in -radius...radius {
                        let (nx, ny) = (x + dx, y + dy)
                        if nx >= 0, nx < width, ny >= 0, ny < height { result[ny * width + nx] = true }
                    }
                }
            }
        }
        return result
    }

    /// The ink and everything it encloses: the pixels that cannot be reached from the image's border
    /// through pixels without ink (4-connected), where gaps in the ink up to `2 · closing` pixels wide
    /// count as closed (an erase layer's clearance opens an outline to the outside: `cloud.bolt`'s bolt
    /// cuts the cloud's line, and `person.2`'s front figure the back one's; `lightbulb.fill` closes the
    /// glass across its neck), and the outer edge is grown by one pixel for anti-aliasing. Checked the
    /// other way: measured against `circle` instead of their own outlines, 54 of the 67 fills fail.
    static func silhouette(of ink: [Bool], width: Int, height: Int, closing: Int = 5) -> [Bool] {
        let barrier = grown(ink, by: closing, width: width, height: height)
        var outside = [Bool](repeating: false, count: ink.count)
        var stack: [Int] = []
        for x in 0..<width { stack += [x, (height - 1) * width + x] }
        for y in 0..<height { stack += [y * width, y * width + width - 1] }
        while let index = stack.popLast() {
            guard !outside[index], !barrier[index] else { continue }
            outside[index] = true
            let (x, y) = (index % width, index / width)
            if x > 0 { stack.append(index - 1) }
            if x < width - 1 { stack.append(index + 1) }
            if y > 0 { stack.append(index - width) }
            if y < height - 1 { stack.append(index + width) }
        }
        // The closing's growth taken back from the outside (less the anti-aliasing pixel).
        let outer = grown(outside, by: closing - 1, width: width, height: height)
        return outer.map { !$0 }
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
            let silhouette = Self.silhouette(of: outlineInk, width: Self.size, height: Self.size)
            let outside = zip(fillInk, silhouette).filter { $0 && !$1 }.count
            #expect(outside == 0, "\(name) at \(weight): \(outside) pixels of the fill lie outside the outline's silhouette")
        }
    }
}
