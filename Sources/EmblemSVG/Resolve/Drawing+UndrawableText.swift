import EmblemGeometry

extension Drawing {
    /// How many times the larger side of the view box a text's em box may measure and still be drawn.
    /// Ours: librsvg lays text out at its size on the canvas, and a text 10⁶–10⁷ times its canvas
    /// (a nested `<svg viewBox="0 0 1e-7 1e-7">` around it, or `transform="scale(1e7)"`) took 1–17 s
    /// per text inside cairo and pango; one a thousand times its canvas shows, at most, a sliver of one
    /// glyph, and costs nothing.
    public static let textSizeLimit = 1000.0
    /// The most characters one text may hold and be drawn. Ours: librsvg lays a text out in time that
    /// grows with the square of its length (10,000 characters 2.4 s, 20,000 13 s, 30,000 32 s), and
    /// 5,000 take ≈ 0.6 s; an icon's label is a few words.
    public static let textLengthLimit = 5000
    /// The most layout all the texts of a drawing may cost together and be drawn, in the units of
    /// ``layoutCost(ofCharacters:)``; the texts past it are left out. Ours: ≈ 2 s of librsvg's layout
    /// (1,000 texts of 100 characters cost 110,000 and took 1.3 s; 100 of 1,000 characters 200,000 and
    /// 2.5 s; 4 of 5,000 characters 120,000 and 1.7 s).
    public static let drawnTextBudget = 150_000
    /// The length at which a text's quadratic layout time equals its linear time. Ours, measured: librsvg
    /// takes ≈ 13 µs a character plus ≈ 17 ns a character squared (1,000 texts of 100 characters 1.3 s,
    /// one of 5,000 characters 0.46 s).
    static let quadraticTextLength = 1000

    /// What laying out a text of `count` characters costs, in characters of short text: `count` plus
    /// `count`²/``quadraticTextLength``. Counting characters alone let 20 texts of 5,000 characters
    /// (or one copied 20 times by `use`) through: 100,000 characters, 8.7 s to draw.
    static func layoutCost(ofCharacters count: Int) -> Int {
        count + count * count / quadraticTextLength
    }

    /// The drawing without the texts librsvg could not draw in reasonable time, each left out with a
    /// warning: those whose em box is more than ``textSizeLimit`` times the view box, those longer than
    /// ``textLengthLimit``, those past ``drawnTextBudget``, and those setting a font larger than
    /// ``fontSizeLimit`` in their own units. For what is to be drawn (writing a file
    /// back keeps its text).
    public func leavingOutUndrawableText() -> (drawing: Drawing, diagnostics: [Diagnostic]) {
        let side = max(viewBox.width, viewBox.height)
        // A view box with no size draws nothing, and measures nothing either.
        let limit = side > 0 && side.isFinite ? Self.textSizeLimit * side : .infinity
        var diagnostics: [Diagnostic] = []
        var layoutCost = 0
        var reportedBudget = false
        func fits(_ shape: DrawingShape, in outer: AffineTransform) -> Bool {
            guard let text = shape.text else { return true }
            let length = Self.characterCount(of: text)
            guard length <= Self.textLengthLimit else {
                diagnostics.append(Diagnostic(.warning, "A text of \(length) characters is left out: librsvg takes time that grows "
                                              + "with the square of a text's length to lay it out, and draws at most "
                                              + "\(Self.textLengthLimit) in one text here.", at: shape.location))
                return false
            }
            let cost = Self.layoutCost(ofCharacters: length)
            guard layoutCost + cost <= Self.drawnTextBudget else {
                if !reportedBudget {
                    reportedBudget = true
                    diagnostics.append(Diagnostic(.warning, "This text and those after it are left out: laying out the texts before "
                                                  + "them costs as much as \(layoutCost) characters of short text (a long text "
                                                  + "costs more a character, as librsvg's layout time grows with the square of "
                                                  + "its length), and a drawing lays out at most \(Self.drawnTextBudget).",
                                                  at: shape.location))
                }
                return false
            }
            let size = Self.emSize(of: shape, text: text, under: outer)
            guard !(size > limit) else {
                diagnostics.append(Diagnostic(.warning, "A text \(Int(min(size / side, 1e15))) "
                                              + "times the size of the view box is left out: far beyond anything it could show, "
                                              + "and librsvg takes seconds to lay out each such text.", at: shape.location))
                return false
            }
            let largest = Self.largestFontSize(in: text, own: shape.style.fontSize)
            guard !(largest > Self.fontSizeLimit) else {
                diagnostics.append(Diagnostic(.warning, "A text set in a font of \(NumberFormat(precision: 0).string(min(largest, 1e15))) units is left out: "
                                              + "librsvg lays text out in Pango, which holds at most \(Int(Self.fontSizeLimit)) here "
                                              + "(past 2,097,152 its sizes wrap around, and librsvg aborts the process).", at: shape.location))
                return false
            }
            layoutCost += cost
            return true
        }
        func pruned(_ group: DrawingGroup, in outer: AffineTransform) -> DrawingGroup {
            let total = outer.concatenating(group.transform)
            var group = group
            group.children = group.children.compactMap { child in
                switch child {
                case .group(let inner): .group(pruned(inner, in: total))
                case .shape(let shape): fits(shape, in: total) ? child : nil
                case .preserved: child
                }
            }
            return group
        }
        var drawing = self
        drawing.root = pruned(root, in: .identity)
        return (drawing, diagnostics)
    }

    /// What laying out `text` and everything in it costs, in the units of ``layoutCost(ofCharacters:)``.
    public static func layoutCost(of text: XMLElement) -> Int { layoutCost(ofCharacters: characterCount(of: text)) }

    /// The characters of a text and everything in it (`tspan`s, `textPath`s), which librsvg lays out as one.
    static func characterCount(of element: XMLElement) -> Int {
        element.children.reduce(0) { count, node in
            switch node {
            case .text(let text), .cdata(let text): count + text.unicodeScalars.count
            case .element(let child): count + characterCount(of: child)
            default: count
            }
        }
    }

    /// The transform a text written as it is carries itself (its CSS `transform`, else its attribute),
    /// as far as its stretch goes: the origin and reference box only move it. One that does not parse
    /// is identity, as librsvg takes it.
    /// The size of `shape`'s em box (its text `text`) in the space `outer` leads to: its font size at
    /// the largest stretch of its transforms, its own included.
    static func emSize(of shape: DrawingShape, text: XMLElement, under outer: AffineTransform) -> Double {
        let t = outer.concatenating(shape.transform).concatenating(Self.ownStretch(of: text))
        // The longer of the images of the unit vectors: the text's largest stretch.
        let stretch = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return stretch * shape.style.fontSize
    }

    static func ownStretch(of text: XMLElement) -> AffineTransform {
        if let style = text[attribute: "style"] {
            for declaration in DeclarationListParser.parse(style).reversed() where declaration.name == "transform" {
                if let matrix = try? CSSTransformParser.parse(declaration.value, referenceSize: (1, 1)) { return matrix }
            }
        }
        return text[attribute: "transform"].flatMap { try? TransformListParser.parse($0) } ?? .identity
    }
}
