import EmblemGeometry
import EmblemSVG

/// Text is drawn: a calendar icon's date, a badge's "NEW". Recoloured in one colour, an icon must not keep
/// black text, so recolouring gives text the primary colour in monochrome, hierarchical and palette
/// modes, wherever it stands (the symbol pipeline paints it in its layer's colour: `paintedText`).
/// Multicolor keeps the file's own colours for text.
extension SymbolRecolorer {
    /// Whether elements of `kind` hold content not drawn where it stands (definitions, metadata, foreign
    /// content). A switch, not a set: asked of every element of every file recoloured, a set's lookup
    /// hashed each kind.
    static func isUndrawn(_ kind: SVGElementKind) -> Bool {
        switch kind {
        case .defs, .symbol, .clipPath, .mask, .pattern, .marker, .filter, .linearGradient, .radialGradient, .style,
             .title, .desc, .metadata, .foreignObject: true
        default: false
        }
    }

    /// Recolours every drawn `<text>` below `element`. `inherited` is the fill and stroke the element
    /// inherits (presentation attributes or `style` declarations of its ancestors), so stroked text stays
    /// stroked and text under `fill="none"` (as Tabler's icons set on the root) stays unfilled. Sheet
    /// rules are not consulted, except that the painting properties in `important` are written
    /// `!important` (see `importantPaintProperties`).
    static func recolorText(in element: inout XMLElement, color: Color, inherited: InheritedPaint = InheritedPaint(),
                            important: Set<String> = []) {
        guard !isUndrawn(element.kind) else { return }
        if element.kind == .text {
            paintText(&element, color: color, inherited: inherited, important: important)
            return
        }
        // Only towards text: most icons have none, and working out what each element hands down (its
        // style parsed) and writing every child back cost a recolouring ≈ 13,000 instructions an icon.
        // What this element hands down is worked out at the first child that holds text.
        var own: InheritedPaint?
        for index in element.children.indices {
            guard Self.holdsDrawnText(element.children[index]), case .element(var child) = element.children[index] else { continue }
            if own == nil { own = inherited.below(element) }
            recolorText(in: &child, color: color, inherited: own!, important: important)
            element.children[index] = .element(child)
        }
    }

    /// A symbol's text (``DrawingShape/text``) painted as its layer's paths are: in `color`, at the colour's
    /// opacity rather than its own (a faint text made its layer a lower level, which the colour says).
    package static func paintedText(_ text: XMLElement, color: Color) -> XMLElement {
        var text = text
        text[attribute: "opacity"] = nil
        text.removeStyleDeclarations(of: "opacity")
        paintText(&text, color: color, inherited: InheritedPaint())
        return text
    }

    /// Whether `node` is or holds a `<text>` that is drawn where it stands.
    static func holdsDrawnText(_ node: XMLNode) -> Bool {
        guard case .element(let element) = node, !isUndrawn(element.kind) else { return false }
        return element.kind == .text || element.children.contains(where: holdsDrawnText)
    }

    /// The fill and stroke an element inherits, as written (`none`, a colour, a paint reference).
    struct InheritedPaint {
        var fill: String?
        var stroke: String?

        /// What `element`'s children inherit: its own fill and stroke where it sets them.
        func below(_ element: XMLElement) -> InheritedPaint {
            InheritedPaint(fill: element.ownValue(of: "fill") ?? fill, stroke: element.ownValue(of: "stroke") ?? stroke)
        }
    }

    /// Gives a text element and every element inside it (spans, text paths, links) the colour as a
    /// `style` declaration, which beats presentation attributes and class rules: fill unless the element
    /// says `none`, stroke where one is drawn.
    static func paintText(_ element: inout XMLElement, color: Color, inherited: InheritedPaint, important: Set<String> = []) {
        let own = inherited.below(element)
        var declarations = DeclarationListParser.parse(element[attribute: "style"] ?? "")
        declarations.removeAll { ["fill", "stroke", "fill-opacity", "stroke-opacity"].contains($0.name) }
        if own.fill?.lowercased() != "none" {
            appendPaint("fill", color: color, to: &declarations)
        } else {
            declarations.append(Declaration(name: "fill", value: "none"))
        }
        if let stroke = own.stroke, stroke.lowercased() != "none" {
            appendPaint("stroke", color: color, to: &declarations)
        } else if element.ownValue(of: "stroke") != nil {
            declarations.append(Declaration(name: "stroke", value: "none"))
        }
        markImportant(&declarations, important)
        element[attribute: "style"] = declarations.styleText(compact: true)
        for index in element.children.indices {
            guard case .element(var child) = element.children[index] else { continue }
            paintText(&child, color: color, inherited: own, important: important)
            element.children[index] = .element(child)
        }
    }

}
