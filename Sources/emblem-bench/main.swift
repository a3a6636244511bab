// Speed goals, each measured next to its floor in the same run:
//   parse + resolve + write of the Material Design Icons set  vs  libxml2 parsing the same bytes alone.
// Usage: swift run -c release emblem-bench CORPORA_DIR   (make bench)
import CLibXML2
import EmblemAnimation
import EmblemGeometry
import EmblemRendering
@_spi(Benchmarks) import EmblemRaster
@_spi(Benchmarks) import EmblemSVG
import EmblemSymbols
import Foundation

struct Corpus {
    var name: String
    var files: [[UInt8]]
    var bytes: Int { files.reduce(0) { $0 + $1.count } }

    init(directory: String, name: String) {
        self.name = name
        files = FileIO.files(under: directory, withSuffix: ".svg").compactMap { try? FileIO.read(directory + "/" + $0) }
    }
}

/// Best of `runs` timings of `body`, in seconds: the least disturbed run is the closest to the truth.
func best(of runs: Int = 5, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in seconds(body) }.min()!
}

/// One timing of `body`, in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Emblem's work and its floor timed back to back, round after round, so both see the same machine: the
/// median of the rounds' ratios does not move with a slow spell the way separate timings do.
func paired(rounds: Int = 9, _ body: () -> Void, floor floorBody: () -> Void)
    -> (seconds: Double, floor: Double, medianRatio: Double) {
    var fastest = Double.infinity, fastestFloor = Double.infinity
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let floorTime = seconds(floorBody), time = seconds(body)
        fastest = min(fastest, time)
        fastestFloor = min(fastestFloor, floorTime)
        ratios.append(time / floorTime)
    }
    return (fastest, fastestFloor, ratios.sorted()[rounds / 2])
}

func report(_ label: String, seconds: Double, items: Int, bytes: Int, unit: String = "files") {
    let perSecond = Double(items) / seconds
    let megabytes = Double(bytes) / 1_048_576 / seconds
    // Padded by hand: `%-44@` does not pad on Linux.
    let padded = label + String(repeating: " ", count: max(0, 54 - label.count))
    print("  " + padded + String(format: "%10.0f %@/s %8.1f MB/s  (%.3f s)", perSecond, unit as NSString, megabytes, seconds))
}

/// libxml2 parsing `bytes` into a tree and freeing it: the floor every goal is measured against. A C call
/// the optimizer cannot see into, so there is nothing to keep alive.
func parseWithLibxml2(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        xmlFreeDoc(xmlReadMemory(raw.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, nil,
                                 Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue)))
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
// `--profile PHASE` repeats one phase for a few seconds, for `perf record`: parse, resolve, write, all
// three, lean (all three, resolving without path geometry), read (the path data's segments read and
// dropped), geometry (read into paths), rewrite (the path data's compact rewrite alone), normalize
// (parse + write), render (parse + resolve + write the drawing), recolor (parse, layers, restyle, write),
// or floor (libxml2's xmlReadMemory alone).
var profiledPhase: String?
if let flag = arguments.firstIndex(of: "--profile"), flag + 1 < arguments.count {
    profiledPhase = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
guard let root = arguments.first, FileIO.isDirectory(root) else {
    print("usage: emblem-bench CORPORA_DIR [SYMBOLS_DIR] [--profile parse|resolve|write|read|geometry|rewrite|all|lean|normalize|render|recolor|reach|floor [--rounds N]] [--png-encoding [LABEL]]")
    exit(2)
}

let material = Corpus(directory: root + "/material-design-icons-pack", name: "Material Design Icons")
print("\(material.name): \(material.files.count) files, \(material.bytes / 1024) KiB, single thread, best of 5")

var sink = 0
// `--png-encoding [LABEL]` measures PNG encoding alone (only the lines whose label holds LABEL) and stops.
var pngEncodingFilter: String?
if let flag = arguments.firstIndex(of: "--png-encoding") {
    let hasLabel = flag + 1 < arguments.count
    pngEncodingFilter = hasLabel ? arguments[flag + 1] : nil
    arguments.removeSubrange(flag...(hasLabel ? flag + 1 : flag))
    reportAllPNGEncoding(symbols: SymbolLibrary(directory: arguments.dropFirst().first ?? "symbols"))
    exit(0)
}
let documents = material.files.compactMap { try? SVGDocument(bytes: $0) }
let resolver = Resolver()
let writer = SVGWriter()
let drawingWriter = DrawingWriter()
/// Every `d` attribute in the set, for timing the path data on its own.
let pathData: [String] = documents.flatMap { document in
    var found: [String] = []
    func collect(_ element: XMLElement) {
        if element.kind == .path, let data = element[attribute: "d"] { found.append(data) }
        element.childElements.forEach(collect)
    }
    collect(document.root)
    return found
}
var scratch: [UInt8] = []
scratch.reserveCapacity(1 << 16)
/// The path data rewritten compactly, as the writer does it, and nothing else.
@MainActor func rewriteAllPathData() {
    for data in pathData {
        scratch.removeAll(keepingCapacity: true)
        sink &+= PathDataBenchmarkHooks.rewrite(data, precision: 3, into: &scratch) ? scratch.count : 0
    }
}

/// The phases over the whole set, each once; the profile and the timed report both run these.
@MainActor func parseSet() {
    for file in material.files { sink &+= (try? SVGDocument(bytes: file))?.root.children.count ?? 0 }
}
/// What the harness reads of a drawing, borrowed: reading `.root.children` off the returned value copied the
/// whole root group first (≈ 700 instructions an icon that were the benchmark's, not Emblem's).
func nodeCount(_ drawing: borrowing Drawing) -> Int { drawing.root.children.count }
@MainActor func resolveSet() {
    for document in documents { sink &+= nodeCount(resolver.resolve(document).drawing) }
}
@MainActor func writeSet() {
    for document in documents { sink &+= writer.data(for: document).count }
}
/// The measure: parse, resolve the drawing, and write the document back. With ``leanResolver``, the
/// same without path geometry.
@MainActor func parseResolveWrite(resolvingWith resolver: Resolver = resolver) {
    for file in material.files {
        guard let document = try? SVGDocument(bytes: file) else { continue }
        sink &+= nodeCount(resolver.resolve(document).drawing) &+ writer.data(for: document).count
    }
}
/// A resolver that leaves the path geometry out (as recolouring resolves): with it, parse + resolve + write
/// bounds what any tuning of the path reading could give the measure.
let leanResolver = {
    var lean = Resolver()
    lean.buildsGeometry = false
    return lean
}()
/// What `emblem normalize` does to each file: parse and write back (at 3 decimals, the default for these
/// 24-unit icons).
@MainActor func normalizeSet() {
    for file in material.files {
        guard let document = try? SVGDocument(bytes: file) else { continue }
        sink &+= writer.data(for: document).count
    }
}
/// The resolver `emblem render -o x.svg` writes a plain file with: each path keeps its data and its compact
/// text, its geometry read only if asked for.
let renderResolver = {
    var keeping = Resolver()
    keeping.keepsPathData = true
    keeping.defersPathGeometry = true
    return keeping
}()
/// What `emblem render -o x.svg` does to each file: parse, resolve, and write the drawing (at 3 decimals,
/// as for the command).
@MainActor func renderSet() {
    for file in material.files {
        guard let document = try? SVGDocument(bytes: file) else { continue }
        sink &+= drawingWriter.data(for: renderResolver.resolve(document).drawing).count
    }
}
let recolorer = SymbolRecolorer(style: .monochrome(Color(red8: 255, green8: 0, blue8: 0)))
let keepWriter = SVGWriter(options: .init(rewritesValues: false))
/// What `emblem recolor` does to each file: parse, find the layers, restyle, and write back as written.
@MainActor func recolorSet() {
    for file in material.files {
        guard let document = try? SVGDocument(bytes: file), let (recolored, _, _) = try? recolorer.recolor(consume document) else { continue }
        sink &+= keepWriter.data(for: recolored).count
    }
}
/// The set's drawings resolved, for the checks made on a drawing before it is drawn to pixels.
let resolvedDrawings = documents.map { resolver.resolve($0).drawing }
/// The check every drawing drawn to pixels passes first: how far its shapes reach past the view box.
@MainActor func measureReach(of drawings: [Drawing]) {
    for drawing in drawings { sink &+= CoordinateReach.excess(of: drawing) == nil ? 1 : 2 }
}
/// libxml2 parsing every file of the set: the floor of the set's goals.
func parseSetWithLibxml2() { material.files.forEach(parseWithLibxml2) }

// `--rounds N` repeats the profiled phase N times instead of for four seconds: a fixed amount of work,
// for instruction counts under `valgrind --tool=callgrind`, which do not swing with the machine's speed.
var profiledRounds: Int?
if let flag = arguments.firstIndex(of: "--rounds"), flag + 1 < arguments.count {
    profiledRounds = Int(arguments[flag + 1])
    arguments.removeSubrange(flag...(flag + 1))
}
if let profiledPhase {
    let deadline = DispatchTime.now().uptimeNanoseconds + 4_000_000_000
    var round = 0
    while profiledRounds.map({ round < $0 }) ?? (DispatchTime.now().uptimeNanoseconds < deadline) {
        round += 1
        switch profiledPhase {
        case "parse": parseSet()
        case "resolve": resolveSet()
        case "write": writeSet()
        case "rewrite": rewriteAllPathData()
        case "read": for data in pathData { sink &+= PathDataBenchmarkHooks.readSegments(data) }
        case "geometry": for data in pathData { sink &+= PathDataParser.parse(data).path.elements.count }
        case "floor": parseSetWithLibxml2()
        case "normalize": normalizeSet()
        case "render": renderSet()
        case "all": parseResolveWrite()
        case "lean": parseResolveWrite(resolvingWith: leanResolver)
        case "recolor": recolorSet()
        case "reach": measureReach(of: resolvedDrawings)
        default:
            print("unknown phase \(profiledPhase)")
            exit(2)
        }
    }
    print("profiled \(profiledPhase) (\(sink))")
    exit(0)
}
var floor = best(parseSetWithLibxml2)

let parse = paired(parseSet, floor: parseSetWithLibxml2)
floor = min(floor, parse.floor)
report("Emblem parse", seconds: parse.seconds, items: material.files.count, bytes: material.bytes)

let resolveOnly = best(resolveSet)
report("  resolve alone", seconds: resolveOnly, items: documents.count, bytes: material.bytes)
let writeOnly = best(writeSet)
report("  write alone", seconds: writeOnly, items: documents.count, bytes: material.bytes)
// Where the time goes: the path data alone, read once, read into geometry, and rewritten compactly.
let pathBytes = pathData.reduce(0) { $0 + $1.utf8.count }
let readOnly = best { for data in pathData { sink &+= PathDataBenchmarkHooks.readSegments(data) } }
let readGeometry = best { for data in pathData { sink &+= PathDataParser.parse(data).path.elements.count } }
let rewriteOnly = best(rewriteAllPathData)
report("  path data: read only", seconds: readOnly, items: documents.count, bytes: pathBytes)
report("  path data: read into geometry (resolve's share)", seconds: readGeometry, items: documents.count, bytes: pathBytes)
report("  path data: read + compact rewrite (write's share)", seconds: rewriteOnly, items: documents.count, bytes: pathBytes)
let full = paired({ parseResolveWrite() }, floor: parseSetWithLibxml2)
floor = min(floor, full.floor)
report("libxml2 xmlReadMemory alone (floor)", seconds: floor, items: material.files.count, bytes: material.bytes)
report("Emblem parse + resolve + write", seconds: full.seconds, items: material.files.count, bytes: material.bytes)
print(String(format: "  ratio to floor: parse %.2f×, parse + resolve + write %.2f× (median of 9 paired rounds; goal ≤ 2×)",
             parse.medianRatio, full.medianRatio))
print(String(format: "  path data alone, as multiples of the floor: read %.2f×, into geometry %.2f×, compact rewrite %.2f×; "
             + "parse + these two = %.2f×",
             readOnly / floor, readGeometry / floor, rewriteOnly / floor,
             parse.medianRatio + (readGeometry + rewriteOnly) / floor))
// What drawing to pixels checks first, next to the same floor: a walk over every drawn shape's points.
let reachOnly = best { measureReach(of: resolvedDrawings) }
report("  reach check before drawing pixels", seconds: reachOnly, items: documents.count, bytes: material.bytes)
print(String(format: "  reach check: %.3f× the floor", reachOnly / floor))
// The two pipelines the command line runs on each file, next to the same floor.
let normalize = paired(normalizeSet, floor: parseSetWithLibxml2)
report("Emblem normalize (parse + write)", seconds: normalize.seconds, items: material.files.count, bytes: material.bytes)
let render = paired(renderSet, floor: parseSetWithLibxml2)
report("Emblem render to SVG (parse, resolve, write drawing)", seconds: render.seconds, items: material.files.count,
       bytes: material.bytes)
print(String(format: "  ratio to floor: normalize %.2f×, render to SVG %.2f× (median of 9 paired rounds)",
             normalize.medianRatio, render.medianRatio))
let recolor = paired(rounds: 5, recolorSet, floor: parseSetWithLibxml2)
report("Emblem recolor (parse + layers + restyle + write)", seconds: recolor.seconds, items: material.files.count, bytes: material.bytes)
print(String(format: "  recolor: %.0f icons/s, %.2f× the libxml2 parse floor (median of 5 paired rounds)",
             Double(material.files.count) / recolor.seconds, recolor.medianRatio))
// One large document: 100,000 shapes under one group, as a map or a sprite sheet has. Recolouring it was
// quadratic once (each change copied every sibling), 3.5 minutes; it must stay a small multiple of parsing it.
let large = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><g>"
    + String(repeating: "<rect fill=\"#123\" width=\"1\" height=\"1\"/>", count: 100_000) + "</g></svg>").utf8)
let largeFloor = best(of: 3) { parseWithLibxml2(large) }
let largeRecolor = best(of: 3) {
    guard let document = try? SVGDocument(bytes: large), let (recolored, _, _) = try? recolorer.recolor(consume document) else { return }
    sink &+= keepWriter.data(for: recolored).count
}
print(String(format: "  recolor of one document of 100,000 shapes: %.2f s, %.1f× libxml2 parsing it (%.3f s)",
             largeRecolor, largeRecolor / largeFloor, largeFloor))
// One document drawing an element with an id 20,000 times through `use`: each copy is written under a new
// name (`WrittenIDs`), which took 137 s once (each copy counted its number up from 2); it must stay a small
// multiple of parsing the document.
let manyUses = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs><path id=\"p\" d=\"M0 0h1v1z\"/></defs>"
    + (0..<20_000).map { "<use href=\"#p\" x=\"\($0 % 100)\"/>" }.joined() + "</svg>").utf8)
let manyUsesFloor = best(of: 3) { parseWithLibxml2(manyUses) }
let manyUsesRender = best(of: 3) {
    guard let document = try? SVGDocument(bytes: manyUses) else { return }
    sink &+= drawingWriter.data(for: renderResolver.resolve(document).drawing).count
}
print(String(format: "  render -o x.svg of one document of 20,000 uses of an element with an id: %.3f s, %.1f× libxml2 parsing it (%.4f s)",
             manyUsesRender, manyUsesRender / manyUsesFloor, manyUsesFloor))
if sink == 42 { print("") }  // keeps the optimizer from discarding the work

// MARK: Animation frames


let library = SymbolLibrary(directory: arguments.dropFirst().first ?? "symbols")
if let (symbol, _, _) = try? library.symbol(named: "cloud.sun.rain"), let glyph = try? symbol.glyph() {
    let effect = BounceSymbolEffect.bounce.byLayer.options(.repeat(.periodic(nil, delay: 0.2)))
    let animation = SymbolAnimation(glyph: glyph, defaults: symbol.defaults, content: .effect(effect), framesPerSecond: 60, duration: 10)
    let style = SymbolStyle.hierarchical(Color(red8: 0, green8: 122, blue8: 255))
    let template = FrameTemplate(glyph: animation.glyph, paints: style.layerPaints(for: animation.glyph),
                                 canvas: SymbolCanvas.box(for: animation.glyph, room: SymbolAnimation.canvasRoom), size: 128)
    let count = animation.frameCount
    print("\ncloud.sun.rain (\(glyph.layers.count) layers), bounce.byLayer repeating, \(count) frames at 128 px, single thread")
    let svgTime = best(of: 3) {
        for index in 0..<count { sink &+= template.svg(states: animation.states(ofFrame: index)).count }
    }
    report("SVG frames (states + SVG text)", seconds: svgTime, items: count, bytes: 0, unit: "frames")
    // Draw On masks every layer; its frames fill in each mask's dashes too.
    let drawOn = SymbolAnimation(glyph: glyph, defaults: symbol.defaults, content: .effect(DrawOnSymbolEffect.drawOn), framesPerSecond: 600)
    let drawTemplate = FrameTemplate(glyph: drawOn.glyph, paints: style.layerPaints(for: drawOn.glyph),
                                     canvas: SymbolCanvas.box(for: drawOn.glyph, room: SymbolAnimation.canvasRoom), size: 128,
                                     drawDirection: drawOn.drawDirection)
    let drawTime = best(of: 3) {
        for index in 0..<drawOn.frameCount { sink &+= drawTemplate.svg(states: drawOn.states(ofFrame: index)).count }
    }
    report("SVG frames, drawOn (masked layers)", seconds: drawTime, items: drawOn.frameCount, bytes: 0, unit: "frames")
    let frames = (0..<count).map { template.svg(states: animation.states(ofFrame: $0)) }
    let rasterizer = Rasterizer()
    let pngSample = Array(0..<min(count, 240))
    // Paired rounds, as the parse goals: timed apart, the two swung by ±8% from run to run.
    let pngFrames = paired(rounds: 7, {
        for index in pngSample {
            let svg = template.svg(states: animation.states(ofFrame: index))
            sink &+= (try? rasterizer.pngData(for: svg, size: .square(128)))?.count ?? 0
        }
    }, floor: {
        for index in pngSample { sink &+= (try? rasterizer.pngData(for: frames[index], size: .square(128)))?.count ?? 0 }
    })
    report("librsvg alone: render + PNG of the same SVGs (floor)", seconds: pngFrames.floor, items: pngSample.count, bytes: 0, unit: "frames")
    report("PNG frames (states + SVG + librsvg + PNG)", seconds: pngFrames.seconds, items: pngSample.count, bytes: 0, unit: "frames")
    print(String(format: "  SVG frames %.0f/s (goal ≥ 20,000/s); PNG frames %.3f× librsvg alone (goal ≤ 1.2×; median of 7 paired rounds)",
                 Double(count) / svgTime, pngFrames.medianRatio))
} else {
    print("\n(no symbols/ library here: run from the repository root to benchmark animation frames)")
}

// MARK: PNG encoding

/// Emblem's PNG encoder next to cairo's writer (libpng at its default level), the floor, on the same
/// premultiplied surfaces: time (median of paired rounds) and bytes.
@MainActor func reportPNGEncoding(_ label: String, _ images: @autoclosure () -> [PixelImage]) {
    if let pngEncodingFilter, !label.contains(pngEncodingFilter) { return }
    let images = images()
    let samples = images.compactMap { try? PNGEncodingBenchmarkHooks($0) }
    guard !samples.isEmpty else { return }
    let emblemBytes = samples.reduce(0) { $0 + ((try? $1.emblemPNG())?.count ?? 0) }
    let cairoBytes = samples.reduce(0) { $0 + $1.cairoPNG().count }
    let timing = paired(rounds: 5, { for sample in samples { sink &+= (try? sample.emblemPNG())?.count ?? 0 } },
                        floor: { for sample in samples { sink &+= sample.cairoPNG().count } })
    let pixels = images.reduce(0) { $0 + $1.width * $1.height }
    print(String(format: "  %@: %d images, %.1f Mpixel; Emblem %.3f s, %d bytes; cairo %.3f s, %d bytes: %.2f× the time, %.3f× the bytes",
                 label as NSString, images.count, Double(pixels) / 1e6, timing.seconds, emblemBytes, timing.floor, cairoBytes,
                 timing.medianRatio, Double(emblemBytes) / Double(cairoBytes)))
}

/// Every PNG encoding line: the bundled symbols at 128, 1,024 and 2,048 px, the public icons at 64 px (the
/// size icon sets are most often rendered at), and Lucide's line art at 256 and 1,024 px.
@MainActor func reportAllPNGEncoding(symbols library: SymbolLibrary) {
    print("\nPNG encoding, against cairo's PNG writer on the same surfaces (the floor), single thread")
    let symbolNames = Array(library.names.prefix(400))
    @MainActor func drawnSymbols(_ names: ArraySlice<String>, size: Int, style: SymbolStyle) -> [PixelImage] {
        names.compactMap { name in
            guard let (symbol, _, _) = try? library.symbol(named: name), let glyph = try? symbol.glyph() else { return nil }
            return try? Rasterizer().image(svg: SymbolRenderer(style: style, size: Double(size)).svgData(for: glyph), size: .square(size))
        }
    }
    let blue = SymbolStyle.hierarchical(Color(red8: 0, green8: 122, blue8: 255))
    reportPNGEncoding("bundled symbols, hierarchical, 128 px", drawnSymbols(symbolNames[...], size: 128, style: blue))
    reportPNGEncoding("bundled symbols, multicolor, 1,024 px", drawnSymbols(symbolNames.prefix(24), size: 1024, style: .multicolor))
    reportPNGEncoding("bundled symbols, hierarchical, 2,048 px", drawnSymbols(symbolNames.prefix(6), size: 2048, style: blue))
    // The four public sets, 250 icons each, drawn as `render --size 64` draws them.
    let publicIcons = { ["material-design-icons-pack", "tablericons2", "heroicons", "lucide"].flatMap { name in
        Corpus(directory: root + "/" + name, name: name).files.prefix(250)
    } }
    reportPNGEncoding("public icons, 64 px", publicIcons().compactMap { try? Rasterizer().image(svg: $0, size: .square(64)) })
    let lucide = Corpus(directory: root + "/lucide", name: "Lucide")
    reportPNGEncoding("Lucide (line art), 256 px", lucide.files.prefix(300).compactMap { try? Rasterizer().image(svg: $0, size: .square(256)) })
    reportPNGEncoding("Lucide (line art), 1,024 px", lucide.files.prefix(12).compactMap { try? Rasterizer().image(svg: $0, size: .square(1024)) })
}

reportAllPNGEncoding(symbols: library)
