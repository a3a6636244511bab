// Round-trip fidelity check over public icon sets: every icon is rendered by librsvg as it is and after
// `emblem normalize`, and the pixels are compared. `make test` runs a fixed sample; `make corpus` runs all.
//
// With --recolor, every icon is instead recoloured (monochrome red, as `emblem recolor` does) and the output
// must parse, render, draw only red pixels and cover what the original covers; and the layers recolouring
// reads without geometry must be those of the whole import.
//
// With --symbol, every icon is instead read as a symbol and drawn in monochrome through the symbol
// pipeline (`emblem render --mode monochrome`), and must cover what the original covers, as recolouring must.
//
// With --multicolor, every icon is instead drawn through the symbol pipeline in its own colours
// (`emblem render --mode multicolor`): its layers flattened out of their groups must look as the file does.
// With --gradient too, it is also recoloured with gradients (`emblem recolor --gradient`) and must look as
// `emblem render --gradient` draws it.
//
// With --mirror, every icon is instead read as a file that mirrors (`--mirrors '*'`) and drawn through
// the symbol pipeline left to right and right to left: the right-to-left image must be the left-to-right
// one flipped (a plain file's margins are its viewBox, so the flip is about the canvas's centre).
//
// With --draw, every icon is instead drawn on through the symbol pipeline (Draw On's masks, as
// `emblem animate --effect drawOn` draws it): drawn whole it must be the still, pixel for pixel; drawn to
// nothing it must draw nothing; drawn half way it must draw within the still's ink, and less of it.
//
// With --minify, the normalized output is written on one line without the XML declaration, and with
// editor data, metadata and comments stripped (`emblem normalize --minify --strip all`): the smallest files.
//
// With --resolve, the icon is instead resolved (shapes to paths, use and symbol expanded, the cascade
// computed) and the drawing written by DrawingWriter, as `emblem render` draws plain SVGs: a pixel test
// of the resolver on real icons.
//
// Usage: emblem-corpus CORPORA_DIR [--sample N] [--size PX] [--report FILE.json] [--recolor] [--symbol] [--multicolor [--gradient]] [--mirror] [--draw] [--minify] [--resolve] [--sets a,b]
//   CORPORA_DIR holds one folder per icon set (../shared/corpora/unpack prints it).
import Dispatch
import EmblemAnimation
import EmblemRaster
import EmblemGeometry
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Synchronization

struct Settings {
    var root = ""
    var sample: Int?
    var size = 64
    var report: String?
    /// An icon passes when at most this fraction of its pixels differ by more than `threshold`.
    var tolerance = 0.005
    var threshold: UInt8 = 8
    /// The share of icons that must pass.
    var requiredPassRate = 0.995
    var recolor = false
    var symbol = false
    var multicolor = false
    var gradient = false
    var mirror = false
    var draw = false
    var minify = false
    var resolve = false
    var sets: [String]?
}

struct Failure: Codable {
    var file: String
    var reason: String
}

func parseArguments() -> Settings {
    var settings = Settings()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--sample": settings.sample = arguments.popFirst().flatMap { Int($0) }
        case "--size": settings.size = arguments.popFirst().flatMap { Int($0) } ?? settings.size
        case "--report": settings.report = arguments.popFirst()
        case "--recolor": settings.recolor = true
        case "--symbol": settings.symbol = true
        case "--multicolor": settings.multicolor = true
        case "--gradient": settings.gradient = true
        case "--mirror": settings.mirror = true
        case "--draw": settings.draw = true
        case "--minify": settings.minify = true
        case "--resolve": settings.resolve = true
        case "--sets": settings.sets = arguments.popFirst()?.split(separator: ",").map(String.init)
        case "-h", "--help":
            print("usage: emblem-corpus CORPORA_DIR [--sample N] [--size PX] [--report FILE.json] [--recolor] [--symbol] [--multicolor [--gradient]] [--mirror] [--draw] [--minify] [--resolve] [--sets a,b]")
            exit(0)
        default: settings.root = argument
        }
    }
    guard !settings.root.isEmpty, FileIO.isDirectory(settings.root) else {
        FileHandle.standardError.write("error: give the folder that holds the icon sets (../shared/corpora/unpack prints it).\n".data(using: .utf8)!)
        exit(2)
    }
    return settings
}

/// Every `step`-th file, so a sample is spread over the whole alphabet and always the same.
func sampled(_ files: [String], count: Int?) -> [String] {
    guard let count, count < files.count, count > 0 else { return files }
    let step = Double(files.count) / Double(count)
    return (0..<count).map { files[Int(Double($0) * step)] }
}

/// The resolver `emblem render -o x.svg` writes a plain file with (`SymbolImporter.importedFile`): paths keep
/// their data, written as they were, their geometry read only if asked for.
let drawingResolver = {
    var resolver = Resolver()
    resolver.keepsPathData = true
    resolver.defersPathGeometry = true
    return resolver
}()

/// Checks one icon; nil when it passes.
func check(_ path: String, settings: Settings) -> String? {
    let rasterizer = Rasterizer()
    let size = RasterSize.square(settings.size)
    let bytes: [UInt8]
    do { bytes = try FileIO.read(path) } catch { return "unreadable: \(error.message)" }
    let original: PixelImage
    do { original = try rasterizer.image(svg: bytes, size: size) } catch {
        return nil  // librsvg cannot draw the original either: nothing to compare, not a round-trip failure
    }
    let normalized: [UInt8]
    do {
        let document = try SVGDocument(bytes: bytes, file: path)
        // At the precision `emblem normalize` and `emblem render` choose for the document.
        let precision = document.defaultPrecision
        normalized = settings.resolve ? DrawingWriter(precision: precision).data(for: drawingResolver.resolve(document).drawing)
            : SVGWriter(options: .init(precision: precision, breaksLines: !settings.minify))
                .data(for: settings.minify ? document.stripping(.all).document : document)
    } catch {
        return "normalize failed: \(error)"
    }
    let image: PixelImage
    do { image = try rasterizer.image(svg: normalized, size: size) } catch { return "normalized output does not render: \(error)" }
    let difference = image.difference(from: original, threshold: settings.threshold)
    if !difference.sizesMatch { return "rendered size changed: \(original.size) → \(image.size)" }
    if difference.fraction > settings.tolerance {
        return "pixels differ: \(difference.differingPixelCount) of \(difference.pixelCount) beyond \(settings.threshold)/255 (max delta \(difference.maximumChannelDelta))"
    }
    return nil
}

/// Draws one icon as a symbol in monochrome and checks it keeps its shape; nil when it passes. Icons that
/// are not square are left out: the symbol pipeline draws into a square around the symbol's margins.
func checkSymbol(_ path: String, settings: Settings) -> String? {
    let bytes: [UInt8]
    do { bytes = try FileIO.read(path) } catch { return "unreadable: \(error.message)" }
    guard let original = try? Rasterizer().image(svg: bytes, size: .square(settings.size)) else { return nil }
    do {
        let document = try SVGDocument(bytes: bytes, file: path)
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        let box = Resolver().resolve(document).drawing.viewBox
        guard abs(box.width - box.height) <= 1e-9 * box.width else { return nil }
        let svg = SymbolRenderer(style: .monochrome(.black), size: Double(settings.size)).svgData(for: glyph)
        return shapeChange(from: original, to: try Rasterizer().image(svg: svg, size: .square(settings.size)))
    } catch {
        return "symbol failed: \(error)"
    }
}

/// Draws one square icon through the symbol pipeline in its own colours and checks it looks as the file
/// does (as the round trip's tolerance allows); with `--gradient`, also that recolouring it with gradients
/// draws what rendering it with gradients draws. Nil when it passes. Icons with text or content the
/// symbol leaves out (images) are left out.
func checkMulticolor(_ path: String, settings: Settings) -> String? {
    let bytes: [UInt8]
    do { bytes = try FileIO.read(path) } catch { return "unreadable: \(error.message)" }
    let size = RasterSize.square(settings.size)
    guard let original = try? Rasterizer().image(svg: bytes, size: size) else { return nil }
    do {
        let document = try SVGDocument(bytes: bytes, file: path)
        let symbol = try SymbolImporter().symbol(from: document).symbol
        let glyph = try symbol.glyph()
        let box = Resolver().resolve(document).drawing.viewBox
        guard abs(box.width - box.height) <= 1e-9 * box.width, SymbolImporter.undrawnContent(of: symbol).isEmpty,
              !glyph.layers.contains(where: { $0.textCount > 0 }) else { return nil }
        func compare(_ image: PixelImage, with reference: PixelImage, _ what: String) -> String? {
            let difference = image.difference(from: reference, threshold: settings.threshold)
            guard difference.fraction > settings.tolerance else { return nil }
            return "\(what): \(difference.differingPixelCount) of \(difference.pixelCount) pixels beyond \(settings.threshold)/255 (max delta \(difference.maximumChannelDelta))"
        }
        let drawn = try Rasterizer().image(svg: SymbolRenderer(style: .multicolor, size: Double(settings.size)).svgData(for: glyph), size: size)
        if let problem = compare(drawn, with: original, "multicolor differs from the file") { return problem }
        guard settings.gradient else { return nil }
        let style = SymbolStyle.multicolor.colorRendering(.gradient)
        let rendered = try Rasterizer().image(svg: SymbolRenderer(style: style, size: Double(settings.size)).svgData(for: glyph), size: size)
        let recolored = try SymbolRecolorer(style: style).recolor(document).document
        let recoloredImage = try Rasterizer().image(svg: recolorWriter.data(for: recolored), size: size)
        return compare(recoloredImage, with: rendered, "recolor --gradient differs from render --gradient")
    } catch {
        return "multicolor failed: \(error)"
    }
}

/// The writer `emblem recolor` writes with: values kept as written (rewriting them at 3 decimals moved
/// edges onto librsvg's sampling rows, which is not what a user gets).
let recolorWriter = SVGWriter(options: .init(rewritesValues: false))

/// How far an edge pixel of a mirrored image may be from the flipped one (see `checkMirror`).
let mirrorEdgeThreshold: UInt8 = 48

/// Draws one icon as a mirroring symbol in both directions and checks that right to left is left to
/// right flipped; nil when it passes.
func checkMirror(_ path: String, settings: Settings) -> String? {
    guard (try? Rasterizer().image(svg: try FileIO.read(path), size: .square(settings.size))) != nil else { return nil }
    do {
        let renderer = SymbolRenderer(style: .monochrome(.black), size: Double(settings.size))
        func image(_ direction: LayoutDirection) throws -> (PixelImage, isMirrored: Bool) {
            let (localized, _) = try SymbolImporter().localizedSymbol(contentsOfFile: path, locale: nil, direction: direction, mirroring: .mirrors)
            let svg = renderer.svgData(for: try localized.glyph())
            return (try Rasterizer().image(svg: svg, size: .square(settings.size)), localized.resolution.isMirrored)
        }
        // Text moves but is not flipped (SymbolTextPixelTests and MirrorsOptionTests check it there).
        let document = try SVGDocument(contentsOfFile: path)
        if try SymbolImporter().symbol(from: document).symbol.glyph().layers.contains(where: { $0.textCount > 0 }) { return nil }
        let (ltr, _) = try image(.leftToRight), (rtl, isMirrored) = try image(.rightToLeft)
        guard isMirrored else { return "the right-to-left design is not mirrored" }
        if let problem = mirrorProblem(ltr, rtl, settings: settings) { return "symbol pipeline: " + problem }
        // A plain file drawn as it is (`emblem render --direction rtl`): the resolved drawing, mirrored.
        let drawing = drawingResolver.resolve(document).drawing
        let size = (Double(settings.size), Double(settings.size))
        let writer = DrawingWriter(precision: NumberFormat.defaultPrecision(forViewport: drawing.viewBox), size: size)
        let drawn = try Rasterizer().image(svg: writer.data(for: drawing), size: .square(settings.size))
        let mirrored = try Rasterizer().image(svg: writer.data(for: drawing.mirroredHorizontally(viewportWidth: size.0)),
                                              size: .square(settings.size))
        if let problem = mirrorProblem(drawn, mirrored, settings: settings) { return "resolved drawing: " + problem }
        return nil
    } catch {
        return "mirroring failed: \(error)"
    }
}

/// Draws one icon on through the symbol pipeline whole, to nothing and half way; nil when each is what it
/// must be (see the header).
func checkDraw(_ path: String, settings: Settings) -> String? {
    guard (try? Rasterizer().image(svg: try FileIO.read(path), size: .square(settings.size))) != nil else { return nil }
    do {
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(contentsOfFile: path)).symbol.glyph()
        let renderer = SymbolRenderer(style: .monochrome(.black), size: Double(settings.size))
        let template = renderer.frameTemplate(for: glyph, drawDirection: .leftToRight)
        func image(_ svg: [UInt8]) throws -> PixelImage { try Rasterizer().image(svg: svg, size: .square(settings.size)) }
        func drawn(to end: Double) throws -> PixelImage {
            try image(template.svg(states: Array(repeating: LayerState(drawEnd: end), count: glyph.layers.count)))
        }
        let still = try image(renderer.svgData(for: glyph))
        let whole = try drawn(to: 1)
        let difference = whole.difference(from: still, threshold: 2)
        if difference.differingPixelCount > 0 {
            return "drawn whole, \(difference.differingPixelCount) pixels differ from the still (max delta \(difference.maximumChannelDelta))"
        }
        let nothing = try drawn(to: 0)
        if let inked = stride(from: 3, to: nothing.pixels.count, by: 4).first(where: { nothing.pixels[$0] > 0 }) {
            return "drawn to nothing, pixel \(inked / 4) is not empty"
        }
        let half = try drawn(to: 0.5)
        // Ink is any paint here (a gradient that fades to 20% is drawn all across), and outside is strong
        // paint where the still has none.
        var stillInk = 0, halfInk = 0, outside = 0
        for offset in stride(from: 3, to: half.pixels.count, by: 4) {
            if still.pixels[offset] > 0 { stillInk += 1 }
            if half.pixels[offset] > 0 { halfInk += 1 }
            if half.pixels[offset] >= 128, still.pixels[offset] == 0 { outside += 1 }
        }
        if outside > 0 { return "drawn half way, \(outside) pixels lie outside the still's ink" }
        // Less of it (how much less depends on where the ink lies along the way: a wipe across an icon whose
        // ink is mostly on its left draws most of it by half way).
        // Dots (strokes shorter than they are wide: Tabler's dotted icons) appear whole when their turn comes.
        let onlyDots = glyph.layers.allSatisfy { layer in
            layer.shapes.allSatisfy { ($0.path.lengthCentroid?.length ?? 0) < $0.style.strokeWidth }
        }
        if stillInk >= 50, halfInk >= stillInk, !onlyDots {
            return "drawn half way, \(halfInk) of the still's \(stillInk) ink pixels are drawn"
        }
        return nil
    } catch {
        return "drawing on failed: \(error)"
    }
}

/// Why `rtl` is not `ltr` flipped; nil when it is.
func mirrorProblem(_ ltr: PixelImage, _ rtl: PixelImage, settings: Settings) -> String? {
    // Cairo's anti-aliasing is not mirror-symmetric: librsvg drawing a file flipped by a transform of its
    // own differs from the flip of its image on edge pixels, by up to 28/255 over the public sets (29
    // pixels by 17/255 for account-school-outline). A flip that is wrong moves whole edges: 255.
    let threshold = max(settings.threshold, mirrorEdgeThreshold)
    let difference = rtl.difference(from: ltr.flippedHorizontally(), threshold: threshold)
    guard difference.fraction > settings.tolerance else { return nil }
    return "right to left is not left to right flipped: \(difference.differingPixelCount) of \(difference.pixelCount) pixels "
        + "beyond \(threshold)/255 (max delta \(difference.maximumChannelDelta))"
}

/// Recolours one icon red and checks the result parses, renders and draws only red; nil when it passes.
func checkRecolor(_ path: String, settings: Settings) -> String? {
    let red = Color(red8: 255, green8: 0, blue8: 0)
    let bytes: [UInt8]
    do { bytes = try FileIO.read(path) } catch { return "unreadable: \(error.message)" }
    guard let original = try? Rasterizer().image(svg: bytes, size: .square(settings.size)) else { return nil }
    let output: [UInt8]
    do {
        let document = try SVGDocument(bytes: bytes, file: path)
        let (recolored, _, _) = try SymbolRecolorer(style: .monochrome(red)).recolor(document)
        output = recolorWriter.data(for: recolored)
        _ = try SVGDocument(bytes: output)
        // Recolouring reads the icon without geometry: it must find the layers the whole import does.
        var lean = SymbolImporter()
        lean.buildsGeometry = false
        let layers = { (symbol: Symbol) in symbol.variants.map { symbol.glyphs[$0]!.layers } }
        let whole = layers(try SymbolImporter().symbol(from: document).symbol).map { $0.map(\.withoutPaths) }
        if layers(try lean.symbol(from: document).symbol).map({ $0.map(\.withoutPaths) }) != whole { return "the layers read without geometry differ from the whole import's" }
    } catch {
        return "recolor failed: \(error)"
    }
    let image: PixelImage
    do { image = try Rasterizer().image(svg: output, size: .square(settings.size)) } catch { return "recoloured output does not render: \(error)" }
    var drawn = 0, wrong = 0
    for offset in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[offset + 3] >= 128 {
        drawn += 1
        if image.pixels[offset] < 215 || image.pixels[offset + 1] > 40 || image.pixels[offset + 2] > 40 { wrong += 1 }
    }
    if drawn == 0 {
        // An empty icon (Papirus ships blank panel icons) has nothing to recolour.
        let originalDraws = stride(from: 3, to: original.pixels.count, by: 4).contains { original.pixels[$0] >= 128 }
        return originalDraws ? "recoloured output draws nothing" : nil
    }
    if Double(wrong) > Double(drawn) * 0.01 { return "\(wrong) of \(drawn) drawn pixels are not red" }
    return shapeChange(from: original, to: image)
}

/// Whether `image` keeps the shape of `original`; nil when it does. What was drawn is drawn, and nothing
/// else (beyond 1% of the pixels). A faint shape may become opaque, as a style's colour replaces its
/// opacity, but what drew nothing must still draw nothing: Papirus' invisible frame (`opacity:0`) once
/// became a solid square when recoloured.
func shapeChange(from original: PixelImage, to image: PixelImage) -> String? {
    var added = 0, lost = 0
    for offset in stride(from: 3, to: image.pixels.count, by: 4) {
        let before = original.pixels[offset], after = image.pixels[offset]
        guard (before == 0) != (after == 0), max(before, after) > 128 else { continue }
        if after > 0 { added += 1 } else { lost += 1 }
    }
    let pixels = image.pixels.count / 4
    if Double(added + lost) > Double(pixels) * 0.01 {
        return "the shape changed: \(added) pixels drawn that were not, \(lost) no longer drawn, of \(pixels)"
    }
    return nil
}

let settings = parseArguments()
let sets = (try? FileManager.default.contentsOfDirectory(atPath: settings.root))?.filter {
    !$0.hasPrefix(".") && FileIO.isDirectory(settings.root + "/" + $0) && (settings.sets?.contains($0) ?? true)
}.sorted() ?? []
var total = 0
var failures: [Failure] = []
let start = Date()
for set in sets {
    let directory = settings.root + "/" + set
    let files = sampled(FileIO.files(under: directory, withSuffix: ".svg"), count: settings.sample)
    let results = Mutex([String?](repeating: nil, count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        let path = directory + "/" + files[index]
        let reason = settings.recolor ? checkRecolor(path, settings: settings)
            : settings.symbol ? checkSymbol(path, settings: settings)
            : settings.multicolor ? checkMulticolor(path, settings: settings)
            : settings.mirror ? checkMirror(path, settings: settings)
            : settings.draw ? checkDraw(path, settings: settings) : check(path, settings: settings)
        results.withLock { $0[index] = reason }
    }
    let reasons = results.withLock { $0 }
    let setFailures = zip(files, reasons).compactMap { file, reason in reason.map { Failure(file: set + "/" + file, reason: $0) } }
    total += files.count
    failures += setFailures
    let passed = files.count - setFailures.count
    let outcome = settings.recolor ? "recoloured, parsed and drawn in red" : settings.symbol ? "drawn as symbols in their shape"
        : settings.multicolor ? (settings.gradient ? "drawn in their own colours as the file, recoloured with gradients as rendered" : "drawn in their own colours as the file")
        : settings.mirror ? "mirrored right to left as their left-to-right image flipped"
        : settings.draw ? "drawn on whole as still, to nothing as nothing, half way within their ink" : "identical within tolerance"
    print("\(set): \(passed)/\(files.count) \(outcome)")
}
for failure in failures { print("  FAIL \(failure.file): \(failure.reason)") }
let passRate = total == 0 ? 1 : Double(total - failures.count) / Double(total)
let seconds = Date().timeIntervalSince(start)
print(settings.recolor ? String(format: "recolor: %d/%d icons (%.2f%%) parse and render in the requested colour, %.1f s",
                                total - failures.count, total, passRate * 100, seconds) :
      settings.symbol ? String(format: "symbol: %d/%d icons (%.2f%%) drawn in monochrome in their own shape, %.1f s",
                               total - failures.count, total, passRate * 100, seconds) :
      settings.multicolor ? String(format: "multicolor: %d/%d icons (%.2f%%) drawn in their own colours as the file", total - failures.count, total, passRate * 100)
        + (settings.gradient ? ", recoloured with gradients as rendered" : "") + String(format: ", %.1f s", seconds) :
      settings.mirror ? String(format: "mirror: %d/%d icons (%.2f%%) drawn right to left as their left-to-right image flipped, %.1f s",
                               total - failures.count, total, passRate * 100, seconds) :
      settings.draw ? String(format: "draw: %d/%d icons (%.2f%%) drawn on whole as their still, to nothing as nothing, half way within their ink, %.1f s",
                             total - failures.count, total, passRate * 100, seconds) :
      String(format: "round trip: %d/%d icons (%.2f%%) identical at %dpx (≤ %.1f%% of pixels beyond %d/255), %.1f s",
             total - failures.count, total, passRate * 100, settings.size, settings.tolerance * 100, Int(settings.threshold), seconds))
if let report = settings.report {
    struct Report: Codable { var icons: Int; var passed: Int; var passRate: Double; var failures: [Failure] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let data = try? encoder.encode(Report(icons: total, passed: total - failures.count, passRate: passRate, failures: failures)) {
        try? FileIO.writeAtomically(Array(data), to: report)
    }
}
exit(passRate >= settings.requiredPassRate && total > 0 ? 0 : 1)
