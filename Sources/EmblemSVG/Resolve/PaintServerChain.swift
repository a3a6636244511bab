/// What librsvg makes of a paint server's `href` chain.
package enum PaintServerChain {
    /// What a shape painted with a server draws, as librsvg 2.54 draws it.
    package enum Outcome: Sendable {
        /// The server's paint.
        case server
        /// The paint's fallback colour, or nothing without one: the chain breaks (see
        /// ``reachesBrokenReference(from:lookup:)``), or a pattern has no content anywhere along it, or a
        /// tile with no width or height (theirs are 0 unless set).
        case fallback
        /// Nothing, fallback or not: a gradient with no stops anywhere along its chain paints as `none`
        /// (SVG 2, 14.3.5, "zero stops").
        case nothing
        /// A gradient with no stops laid out in the box of the shape it paints: nothing, but where that
        /// box has no width or height, where librsvg looks first, the fallback. Without geometry (as
        /// recolouring reads) the two cannot be told apart, so a paint with a fallback keeps the server.
        case noStopsInBoxUnits
    }

    /// Whether librsvg, reading `server`'s `href` chain until every attribute it takes is set, comes to a
    /// reference to nothing (or to no paint server of its family): then it paints with the fallback,
    /// not with the server. A copy, which sets the geometry or a transform, can be complete before the
    /// break, and then paints where the original did not (a gradient whose chain ended in
    /// `href="#nothing"` drew in a nested svg only, and moved with a flipped shape in the symbol
    /// pipeline: differential fuzzing found both). `lookup` finds an element by id.
    package static func reachesBrokenReference(from server: XMLElement, lookup: (String) -> XMLElement?) -> Bool {
        walk(from: server, lookup: lookup).isBroken
    }

    /// What a paint referring to `server` draws (``Outcome``). Recolouring and the symbol pipeline's
    /// styles painted an empty gradient, or a pattern with nothing in it, in the style's colour, where
    /// the file draws nothing.
    package static func outcome(of server: XMLElement, lookup: (String) -> XMLElement?) -> Outcome {
        let walked = walk(from: server, lookup: lookup)
        if walked.isBroken { return .fallback }
        guard server.kind == .pattern else {
            if walked.hasContent { return .server }
            return walked.firstSet["gradientUnits"]?.trimmingASCIIWhitespace() == "userSpaceOnUse" ? .nothing : .noStopsInBoxUnits
        }
        let hasArea = ["width", "height"].allSatisfy { name in
            walked.firstSet[name].flatMap { try? Length.parse($0) }.map { $0.value > 0 } ?? false
        }
        return walked.hasContent && hasArea ? .server : .fallback
    }

    /// Reads the chain as librsvg does: whether it breaks, and whether any server along it has content
    /// (a gradient's stops, a pattern's children), and a pattern's tile `width` and `height` and a
    /// gradient's units as the chain sets them.
    private static func walk(from server: XMLElement, lookup: (String) -> XMLElement?)
        -> (isBroken: Bool, hasContent: Bool, firstSet: [String: String]) {
        let isPattern = server.kind == .pattern
        var unset: Set<String> = isPattern
            ? ["patternUnits", "patternContentUnits", "patternTransform", "viewBox", "preserveAspectRatio", "content"]
            : ["gradientUnits", "gradientTransform", "spreadMethod", "content"]
        let geometry = Set(ResolverRun.gradientGeometry[server.kind, default: []].map(\.name))
        unset.formUnion(geometry)
        var current = server
        var seen: Set<String> = []
        // A pattern's tile size, a gradient's units, as first set along the chain.
        var firstSet: [String: String] = [:]
        for _ in 0..<ReferenceChain.drawableLimit {
            // Geometry only from the same kind; a gradient's stops, or a pattern's content, from any.
            for attribute in current.attributes where current.kind == server.kind || !geometry.contains(String(attribute.name)) {
                let name = String(attribute.name)
                if isPattern ? name == "width" || name == "height" : name == "gradientUnits", unset.contains(name) { firstSet[name] = attribute.value }
                unset.remove(name)
            }
            if current.childElements.contains(where: { isPattern || $0.kind == .stop }) { unset.remove("content") }
            let hasContent = !unset.contains("content")
            guard !unset.isEmpty, let href = current[attribute: "href"] ?? current[attribute: "xlink:href"] else { return (false, hasContent, firstSet) }
            guard let id = FragmentReference.id(ofHref: href), seen.insert(id).inserted, let next = lookup(id),
                  (next.kind == .pattern) == isPattern, ResolverRun.gradientGeometry[next.kind] != nil
            else { return (true, hasContent, firstSet) }
            current = next
        }
        return (true, !unset.contains("content"), firstSet)
    }
}
