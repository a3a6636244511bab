/// Filter primitives librsvg 2.54 cannot draw safely, found before a document is drawn: one that
/// aborts the process, and one whose cost has no bound.
public enum FilterHazards {
    /// The most kernel values librsvg reads for `feConvolveMatrix`. It reads no more than 400 numbers,
    /// then builds a matrix of `orderX × orderY` from them and panics when they are fewer: an order of
    /// 21 aborted the whole process, and a batch with it.
    public static let maximumKernelValues = 400
    /// The most octaves of `feTurbulence` drawn. Ours: each octave adds noise at half the amplitude of the
    /// one before, so past 24 none moves a colour by one level in 2²⁴; librsvg computes every one
    /// asked for (10,000 took 2.6 s, a million ran for minutes).
    public static let maximumOctaves = 24

    /// The first `feConvolveMatrix` whose order asks for more kernel values than librsvg reads: the
    /// values asked for, and where.
    public static func oversizedKernel(in document: SVGDocument) -> (values: Int, location: SourceLocation?)? {
        var found: (Int, SourceLocation?)?
        visitFilterPrimitives(document.root) { primitive in
            guard found == nil, primitive.localName == "feConvolveMatrix" else { return }
            let order = primitive[attribute: "order"].flatMap { try? NumberListParser.parse($0) } ?? []
            guard let first = order.first, first.isFinite, first >= 1 else { return }
            let second = order.count > 1 ? order[1] : first
            guard second.isFinite, second >= 1 else { return }
            let values = first * second
            if values > Double(maximumKernelValues) { found = (values < 1e15 ? Int(values) : Int(1e15), primitive.location) }
        }
        return found
    }

    /// The document with every `feTurbulence`'s `numOctaves` above ``maximumOctaves`` lowered to it,
    /// and a warning for each (the tree is otherwise unchanged).
    public static func boundingOctaves(of document: SVGDocument) -> (document: SVGDocument, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func bound(_ element: inout XMLElement, inFilter: Bool) -> Bool {
            var changed = false
            if inFilter, element.localName == "feTurbulence", let text = element[attribute: "numOctaves"],
               let octaves = try? NumberListParser.parse(text).first, octaves > Double(maximumOctaves) {
                element[attribute: "numOctaves"] = String(maximumOctaves)
                diagnostics.append(Diagnostic(.warning, "numOctaves=\"\(text)\" is drawn as \(maximumOctaves): octaves past it change "
                                              + "no colour, and librsvg computes every one (a million ran for minutes).", at: element.location))
                changed = true
            }
            for index in element.children.indices {
                guard case .element(var child) = element.children[index],
                      bound(&child, inFilter: inFilter || child.kind == .filter) else { continue }
                element.children[index] = .element(child)
                changed = true
            }
            return changed
        }
        var copy = document
        _ = bound(&copy.root, inFilter: false)
        return (copy, diagnostics)
    }

    /// Whether the document has a `<filter>`: what to ask before the rest, for the many that have none.
    public static func containsFilter(_ document: SVGDocument) -> Bool { hasFilter(document.root) }

    private static func hasFilter(_ element: XMLElement) -> Bool {
        if element.kind == .filter { return true }
        for case .element(let child) in element.children where hasFilter(child) { return true }
        return false
    }

    /// Calls `body` with every element inside a `<filter>`.
    private static func visitFilterPrimitives(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        for case .element(let child) in element.children {
            if child.kind == .filter {
                visitAll(child, body)
            } else {
                visitFilterPrimitives(child, body)
            }
        }
    }

    private static func visitAll(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        for case .element(let child) in element.children {
            body(child)
            visitAll(child, body)
        }
    }
}
