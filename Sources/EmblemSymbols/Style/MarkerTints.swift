import EmblemGeometry
import EmblemSVG

/// Copies of markers whose drawn content is painted in one colour, for shapes recoloured with markers
/// on them: an arrow's head drawn by `marker-end` is part of the icon, and stayed in its own colour while
/// the line took the new one. A marker can be shared by shapes of different layers, so each colour gets
/// its own copy rather than the marker changing; copies are made once each (by marker and colour) and
/// named `emblem-marker-N` in the order they are first asked for, so the same input gives the same output.
///
/// Content painted `context-stroke` or `context-fill` follows the shape already and is left as it is,
/// as are masks, clip paths and other definitions inside the marker, which are not drawn where they stand.
package struct MarkerTints {
    private var copies: DefinitionCopies
    /// The new markers, in the order they were made.
    package var elements: [XMLElement] { copies.elements }

    /// `roots`: where ids are looked up, a drawing's definitions, which stand on their own (inherited
    /// properties written on them), so what a marker's content paints can be read from it alone.
    /// `earlierIn`: the document, where the copies of an earlier run of recolouring are (see
    /// `DefinitionCopies`).
    package init(roots: [XMLElement], earlierIn document: [XMLElement]? = nil) {
        copies = DefinitionCopies(roots: roots, prefix: Self.prefix, earlierIn: document)
    }

    /// The copies' ids: `emblem-marker-N`.
    static let prefix = "emblem-marker"

    /// The properties that put markers on a shape (the `marker` shorthand is read into these three).
    package static let properties = ["marker-start", "marker-mid", "marker-end"]

    /// The marker properties of a shape painted `color`, each pointing to its marker's copy in the colour
    /// (``tint(_:color:)``); those kept as they are left out.
    package mutating func tinted(markersOf style: DrawingStyle, color: Color) -> [(property: String, reference: String)] {
        guard !style.extra.isEmpty else { return [] }
        return Self.properties.compactMap { property in
            style.extra[property].flatMap { tint($0, color: color) }.map { (property, $0) }
        }
    }

    /// `reference` (a `marker-start`, `marker-mid` or `marker-end` value, `url(#m)`) pointing to a copy of
    /// its marker with its content in `color`; nil when the reference is kept (no marker of this
    /// drawing, or nothing in it to paint).
    package mutating func tint(_ reference: String, color: Color) -> String? {
        guard let id = FragmentReference.id(ofURL: reference[...]) else { return nil }
        guard let marker = copies.lookup()(id), marker.kind == .marker else { return nil }
        let key = id + "\u{0}" + PaintWriter.string(for: color)
        if let tintID = copies.id(madeFor: key) { return "url(#\(tintID))" }
        var painted = marker
        guard Self.paint(&painted, color: color, inherited: SymbolRecolorer.InheritedPaint(), isRoot: true) else { return nil }
        let tintID = copies.add(for: key) { tintID in
            var copy = DefinitionCopies.renamingIDs(in: painted, includingOwn: false, copyID: tintID)
            copy[attribute: "id"] = tintID
            return copy
        }
        return "url(#\(tintID))"
    }

    /// Paints the drawn elements below `element` (the marker itself when `isRoot`) in `color`, as the
    /// recolourer paints shapes: a fill unless it is `none` or transparent, a stroke where one is drawn.
    /// Returns whether anything was painted.
    private static func paint(_ element: inout XMLElement, color: Color, inherited: SymbolRecolorer.InheritedPaint, isRoot: Bool) -> Bool {
        guard isRoot || !SymbolRecolorer.isUndrawn(element.kind) else { return false }
        let own = inherited.below(element)
        if element.kind == .text {
            SymbolRecolorer.paintText(&element, color: color, inherited: inherited)
            return true
        }
        var painted = false
        if drawsPaint(element.kind) {
            var declarations = DeclarationListParser.parse(element[attribute: "style"] ?? "")
            // Fill is black unless set; stroke is none.
            let fills = own.fill.map(Self.isRecolorable) ?? true, strokes = own.stroke.map(Self.isRecolorable) ?? false
            declarations.removeAll { ($0.name == "fill" || $0.name == "fill-opacity") && fills || ($0.name == "stroke" || $0.name == "stroke-opacity") && strokes }
            if fills { SymbolRecolorer.appendPaint("fill", color: color, to: &declarations, replacingOpacity: true) }
            if strokes { SymbolRecolorer.appendPaint("stroke", color: color, to: &declarations, replacingOpacity: true) }
            if fills || strokes {
                element[attribute: "style"] = declarations.styleText(compact: true)
                painted = true
            }
        }
        for index in element.children.indices {
            guard case .element(var child) = element.children[index] else { continue }
            if paint(&child, color: color, inherited: own, isRoot: false) {
                element.children[index] = .element(child)
                painted = true
            }
        }
        return painted
    }

    /// Elements that paint a fill or stroke of their own (a `use` hands its paint down to what it draws).
    private static func drawsPaint(_ kind: SVGElementKind) -> Bool {
        switch kind {
        case .path, .rect, .circle, .ellipse, .line, .polyline, .polygon, .use: true
        default: false
        }
    }

    /// Whether a fill or stroke value as written paints something the colour should replace: not `none`,
    /// not a transparent colour, and not `context-fill`/`context-stroke`, which follow the shape.
    private static func isRecolorable(_ value: String) -> Bool {
        let lowered = value.lowercased()
        guard lowered != "none", !lowered.hasPrefix("context-") else { return false }
        if case .color(let color)? = try? CSSColorParser.parse(value) { return color.alpha > 0 }
        return true
    }
}
