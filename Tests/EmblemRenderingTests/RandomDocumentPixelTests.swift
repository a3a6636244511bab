import EmblemRaster
import EmblemSVG
import EmblemTestSupport
import Testing

/// Differential testing against librsvg: seeded random documents (shapes of every kind, path data of
/// every command, groups, transforms, `use`, style sheets, presentation attributes and `style`,
/// inheritance, opacity, dashes, clip paths, nested viewports, markers, masks) are drawn by librsvg as
/// written, as the resolver's drawing, and as `emblem normalize` writes them; the images must agree as
/// the corpus round trip requires. Features where librsvg 2.54 departs from the specifications Emblem
/// follows (`var()`, `transform-origin`, symbol clipping) are left out.
struct RandomDocumentPixelTests {
    struct Generator {
        var random: SplitMix64

        mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
        mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
        mutating func number(_ range: ClosedRange<Double> = -20...120) -> String {
            let value = Double.random(in: range, using: &random)
            return pick([String(Int(value.rounded())), String(format2(value))])
        }
        func format2(_ value: Double) -> String { String(Double(Int((value * 100).rounded())) / 100) }

        static let colors = ["red", "#0a0", "#00f", "rgb(200,100,0)", "hsl(280 60% 40%)", "#123456", "currentColor", "none",
                             "rgba(0,0,0,.5)", "teal"]

        /// A paint and a transform for one element, with at most one `style` attribute between them.
        mutating func paintAndTransform() -> String {
            let paint = paint()
            let transform = transform()
            return paint + (paint.contains("style=") && transform.contains("style=") ? "" : transform)
        }

        mutating func transform() -> String {
            guard chance(0.4) else { return "" }
            let value = pick([
                "translate(\(number(-20...20)) \(number(-20...20)))", "rotate(\(number(-90...90)) \(number(0...100)) \(number(0...100)))",
                "scale(\(format2(Double.random(in: 0.5...1.5, using: &random))))", "skewX(\(number(-20...20)))",
                "matrix(1 0.1 -0.1 1 \(number(-10...10)) \(number(-10...10)))",
            ])
            return chance(0.3) ? " style=\"transform: \(value.replacingOccurrences(of: " ", with: ", ").replacingOccurrences(of: "(,", with: "("))\"" : " transform=\"\(value)\""
        }

        mutating func paint() -> String {
            var parts: [String] = []
            if chance(0.6) { parts.append("fill=\"\(pick(Self.colors))\"") }
            if chance(0.4) { parts.append("stroke=\"\(pick(Self.colors))\" stroke-width=\"\(number(0.5...6))\"") }
            if chance(0.2) { parts.append("stroke-linecap=\"\(pick(["round", "square", "butt"]))\" stroke-linejoin=\"\(pick(["round", "bevel", "miter"]))\"") }
            if chance(0.2) { parts.append("opacity=\"\(format2(Double.random(in: 0.3...1, using: &random)))\"") }
            if chance(0.1) { parts.append("stroke-dasharray=\"\(Int.random(in: 1...6, using: &random)) \(Int.random(in: 1...6, using: &random))\"") }
            if chance(0.1) { parts.append("fill-rule=\"evenodd\"") }
            if chance(0.15) { parts.append("class=\"\(pick(["a", "b", "c"]))\"") }
            if chance(0.15) { parts.append("style=\"fill: \(pick(Self.colors)); stroke-width: \(number(0.5...4))px\"") }
            if chance(0.1) { parts.append("color=\"\(pick(Array(Self.colors.prefix(6))))\"") }
            return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
        }

        mutating func pathData() -> String {
            var data = "M\(number(0...100)) \(number(0...100))"
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let command = pick(Array("LlHhVvCcSsQqTtAaZ"))
                switch command {
                case "L", "l", "T", "t": data += "\(command)\(number(-40...100)) \(number(-40...100))"
                case "H", "h", "V", "v": data += "\(command)\(number(-40...100))"
                case "C", "c": data += "\(command)\((0..<6).map { _ in number() }.joined(separator: " "))"
                case "S", "s", "Q", "q": data += "\(command)\((0..<4).map { _ in number() }.joined(separator: " "))"
                case "A", "a":
                    data += "\(command)\(number(1...40)) \(number(1...40)) \(number(0...90)) \(Int.random(in: 0...1, using: &random)) "
                        + "\(Int.random(in: 0...1, using: &random)) \(number()) \(number())"
                default: data += "Z"
                }
            }
            return data
        }

        mutating func shape() -> String {
            let style = paintAndTransform()
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return "<rect x=\"\(number(0...80))\" y=\"\(number(0...80))\" width=\"\(pick([number(1...60), "\(Int.random(in: 5...60, using: &random))%"]))\" height=\"\(number(1...60))\"\(pick(["", " rx=\"6\"", " rx=\"4\" ry=\"12\""]))\(style)/>"
            case 1: return "<circle cx=\"\(number(0...100))\" cy=\"\(number(0...100))\" r=\"\(pick([number(1...40), "10%"]))\"\(style)/>"
            case 2: return "<ellipse cx=\"\(number(0...100))\" cy=\"\(number(0...100))\" rx=\"\(number(1...40))\" ry=\"\(number(1...40))\"\(style)/>"
            case 3:
                let stroke = style.contains("stroke=") ? "" : " stroke=\"black\""
                return "<line x1=\"\(number())\" y1=\"\(number())\" x2=\"\(number())\" y2=\"\(number())\"\(stroke)\(style)/>"
            case 4:
                let points = (0..<Int.random(in: 2...7, using: &random)).map { _ in "\(number(0...100)),\(number(0...100))" }.joined(separator: " ")
                return "<\(pick(["polyline", "polygon"])) points=\"\(points)\"\(style)/>"
            default: return "<path d=\"\(pathData())\"\(style)/>"
            }
        }

        mutating func group(depth: Int) -> String {
            var items = ""
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if depth < 3 && chance(0.2) { items += group(depth: depth + 1) }
                else if chance(0.12) { items += "<use href=\"#s\(Int.random(in: 0...2, using: &random))\" x=\"\(number(-20...20))\"\(paintAndTransform())/>" }
                else if chance(0.06) { items += "<svg x=\"\(number(0...50))\" y=\"\(number(0...50))\" width=\"40\" height=\"30\" viewBox=\"0 0 40 40\">\(shape())</svg>" }
                else if chance(0.05) { items += "<path d=\"M10 10L50 60L90 20\" fill=\"none\" stroke=\"#000\" marker-start=\"url(#m)\" marker-end=\"url(#m)\"/>" }
                else { items += shape() }
            }
            let clip = chance(0.1) ? " clip-path=\"url(#c0)\"" : chance(0.05) ? " mask=\"url(#k)\"" : ""
            return "<g\(paintAndTransform())\(clip)>\(items)</g>"
        }

        mutating func document() -> String {
            let definitions = "<defs>" + (0..<3).map { "<g id=\"s\($0)\">\(shape())</g>" }.joined()
                + "<clipPath id=\"c0\"><rect x=\"10\" y=\"10\" width=\"80\" height=\"80\"/></clipPath>"
                + "<marker id=\"m\" markerWidth=\"6\" markerHeight=\"6\" refX=\"3\" refY=\"3\" markerUnits=\"userSpaceOnUse\"><circle cx=\"3\" cy=\"3\" r=\"3\" fill=\"#080\"/></marker>"
                + "<mask id=\"k\"><rect width=\"100\" height=\"100\" fill=\"#fff\"/><circle cx=\"50\" cy=\"50\" r=\"20\" fill=\"#000\"/></mask></defs>"
            let sheet = chance(0.5) ? "<style>.a { fill: \(pick(Self.colors)) } .b { stroke: \(pick(Self.colors)); stroke-width: 3 } g > .c { opacity: .6 } "
                + "rect:nth-child(2n) { fill: #c60 } circle + rect { stroke: #000 }</style>" : ""
            let rootStyle = pick(["", " fill=\"none\" stroke=\"#333\" stroke-width=\"2\"", " color=\"#c06\"", " style=\"fill: #456\""])
            let body = (0..<Int.random(in: 1...5, using: &random)).map { _ in chance(0.6) ? group(depth: 0) : shape() }.joined()
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(pick(["0 0 100 100", "-10 -10 120 120", "0 0 200 100"]))\"\(rootStyle)>\(sheet)\(definitions)\(body)</svg>"
        }
    }

    @Test(arguments: 0..<4)
    func resolvedDrawingsOfRandomDocumentsLookAsLibrsvgDrawsThem(batch: Int) throws {
        var generator = Generator(random: SplitMix64(seed: 0xE3B1_0000 + UInt64(batch)))
        let rasterizer = Rasterizer()
        for index in 0..<60 {
            try Self.expectResolvedDrawsAsWritten(generator.document(), rasterizer: rasterizer, "batch \(batch), document \(index)")
        }
    }

    /// Expects the resolver's drawing of `source` to look as librsvg draws `source` itself, at 96 px, as
    /// the corpus round trip requires (at most 0.5% of the pixels differing).
    ///
    /// Both ways a drawing's paths are written: from their geometry, and from their data as written
    /// (`Resolver.keepsPathData`, as `render` resolves a plain file), arcs as arcs.
    static func expectResolvedDrawsAsWritten(_ source: String, rasterizer: Rasterizer, _ context: String) throws {
        let original = try rasterizer.image(svg: Array(source.utf8), size: .square(96))
        let document = try SVGDocument(bytes: Array(source.utf8))
        for keepsPathData in [false, true] {
            var resolver = Resolver()
            resolver.keepsPathData = keepsPathData
            let resolved = try rasterizer.image(svg: DrawingWriter().data(for: resolver.resolve(document).drawing), size: .square(96))
            let difference = resolved.difference(from: original)
            #expect(difference.fraction <= 0.005, "\(context), keeping path data: \(keepsPathData): \(difference)\n\(source)")
        }
    }

    /// The same documents written back by `emblem normalize`'s writer, lined and minified, draw as
    /// written: compact path data, rewritten transforms, colours and numbers lose nothing visible.
    @Test(arguments: 0..<4)
    func normalizedRandomDocumentsDrawAsWritten(batch: Int) throws {
        var generator = Generator(random: SplitMix64(seed: 0xE3B1_0000 + UInt64(batch)))
        let rasterizer = Rasterizer()
        for index in 0..<60 {
            try Self.expectNormalizedDrawsAsWritten(generator.document(), rasterizer: rasterizer, "batch \(batch), document \(index)")
        }
    }

    /// Expects `source` written back by `emblem normalize`'s writer, lined and minified, to look as
    /// librsvg draws `source` itself, at 96 px, within the corpus round trip's tolerance.
    static func expectNormalizedDrawsAsWritten(_ source: String, rasterizer: Rasterizer, _ context: String) throws {
        let original = try rasterizer.image(svg: Array(source.utf8), size: .square(96))
        let document = try SVGDocument(bytes: Array(source.utf8))
        for writer in [SVGWriter(), SVGWriter(options: .init(breaksLines: false))] {
            let written = try rasterizer.image(svg: writer.data(for: document), size: .square(96))
            let difference = written.difference(from: original)
            #expect(difference.fraction <= 0.005, "\(context): \(difference)\n\(source)")
        }
    }
}
