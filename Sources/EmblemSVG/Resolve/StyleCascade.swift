import EmblemGeometry

/// The CSS cascade for one element: presentation attributes, then style-sheet rules in specificity order,
/// then the `style` attribute, then `!important` declarations; inherited properties come from the parent.
struct StyleCascade {
    let sheet: StyleSheet
    /// The nearest viewport's viewBox (its size, or the viewport's without one), which percentages and
    /// `transform-box: view-box` refer to; the resolver sets it on entering a nested `svg` or a `symbol`.
    var viewport: Rect

    /// Which dimension of the viewport a percentage refers to (SVG 2 §8.9).
    enum Axis {
        case horizontal, vertical
        /// Neither (a radius, a stroke width): the normalized diagonal, √((w² + h²) / 2).
        case diagonal
    }

    /// Properties SVG lets authors write as attributes.
    static let presentationAttributes: Set<String> = Set([
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "opacity",
        "display", "visibility", "clip-path", "mask", "filter", "paint-order", "vector-effect", "clip-rule",
        "shape-rendering", "marker-start", "marker-mid", "marker-end", "overflow", "transform-origin", "transform-box",
    ]).union(handedOnProperties)

    /// Inherited properties that only preserved content uses (text, images): kept in
    /// `DrawingStyle.inheritedExtra` and handed on to it.
    static let handedOnProperties: Set<String> = [
        "font", "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant",
        "font-weight", "font-kerning", "font-feature-settings", "font-variation-settings", "text-anchor",
        "text-rendering", "letter-spacing", "word-spacing", "kerning", "writing-mode", "direction",
        "dominant-baseline", "glyph-orientation-vertical", "text-orientation", "white-space", "image-rendering",
        "color-interpolation", "color-interpolation-filters", "color-rendering",
    ]

    /// Painting properties kept in `DrawingStyle.extra` that children inherit (the rest, `vector-effect`,
    /// start again from their initial value on every element).
    static let inheritedExtraPaint: Set<String> = [
        "paint-order", "clip-rule", "shape-rendering", "marker-start", "marker-mid", "marker-end",
    ]

    /// Properties kept in `DrawingStyle.extra` that start again from their initial value on every element.
    static let startingOverProperties = ["vector-effect"] + compositingProperties

    /// How an element is composited with what is behind it: CSS properties that SVG does not make
    /// attributes (Figma writes `style="mix-blend-mode: multiply"`), kept on groups and shapes and written
    /// back in their `style`.
    static let compositingProperties = ["isolation", "mix-blend-mode"]

    /// The declarations that apply to `element`, lowest priority first: its presentation attributes,
    /// the sheet's declarations that match it (`matched`, as `StyleSheet.declarations` orders them), its
    /// `style` attribute, then the `!important` ones of the last two.
    static func declarations(for element: XMLElement, matched: [Declaration]) -> [Declaration] {
        var normal: [Declaration] = []
        var important: [Declaration] = []
        // The `style` attribute is found in the same pass (`XMLAttribute.isNamed`, length first):
        // looking it up again walked the attributes twice (≈ 10 instructions an element on the Material
        // icons, which have one or two attributes; more on elements with many).
        var styleAttribute: String?
        for attribute in element.attributes {
            if Self.isPresentationAttribute(attribute.name) {
                normal.append(Declaration(name: attribute.name, value: Self.presentationValue(attribute.value)))
            } else if styleAttribute == nil, attribute.isNamed("style") {
                styleAttribute = attribute.value
            }
        }
        for declaration in matched {
            if declaration.isImportant { important.append(declaration) } else { normal.append(declaration) }
        }
        if let style = styleAttribute {
            for declaration in DeclarationListParser.parse(style) {
                if declaration.isImportant { important.append(declaration) } else { normal.append(declaration) }
            }
        }
        return important.isEmpty ? normal : normal + important
    }

    /// A presentation attribute's value as CSS reads it: a comment is whitespace there too (`fill="/* brand
    /// */ #f00"` is red in browsers and librsvg; it was an unreadable colour, and the shape drew black).
    static func presentationValue(_ value: String) -> String {
        guard value.containsASCII("/*") else { return value }
        return String(decoding: withUTF8Bytes(value) { CSSText.removingComments($0) }, as: UTF8.self).trimmingASCIIWhitespace()
    }

    /// Whether `name` is one of ``presentationAttributes``. Most attributes are not (`d`, `viewBox`, `id`,
    /// `x` …), and most of those are told apart by their first letter and length alone, without hashing
    /// the name (≈ 250 instructions a lookup, for every attribute of every element).
    static func isPresentationAttribute(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, first < 128, utf8.count < 64, presentationNameShapes[Int(first)] & (1 << UInt64(utf8.count)) != 0
        else { return false }
        return presentationAttributes.contains(name)
    }

    /// For each first byte, a bit for each length a presentation attribute starting with it has.
    private static let presentationNameShapes: [UInt64] = {
        var shapes = [UInt64](repeating: 0, count: 128)
        for name in presentationAttributes {
            let utf8 = name.utf8
            shapes[Int(utf8.first!)] |= 1 << UInt64(utf8.count)
        }
        return shapes
    }()

    /// Applies `declarations` on top of the style inherited from `parent`. Returns whether the element
    /// is displayed (`display: none` removes it) and its own custom properties.
    func apply(_ declarations: [Declaration], inheriting parent: DrawingStyle, location: SourceLocation?,
               diagnostics: inout [Diagnostic]) -> (style: DrawingStyle, isDisplayed: Bool, properties: [String: String]) {
        var style = parent
        // Non-inherited properties start from their initial values.
        // (Set only when set: writing one of these copies the parent's box of seldom-set properties.)
        style.opacity = 1
        if style.clipPath != nil { style.clipPath = nil }
        if style.mask != nil { style.mask = nil }
        if style.filter != nil { style.filter = nil }
        if !style.extra.isEmpty {
            for name in Self.startingOverProperties where style.extra[name] != nil { style.extra[name] = nil }
        }
        var isDisplayed = true
        var properties: [String: String] = [:]
        // Custom properties first: a `var()` sees all of the element's, whatever their order.
        var ownCustom: [String: String] = [:]
        for declaration in declarations where declaration.name.hasPrefix("--") {
            ownCustom[declaration.name] = declaration.value.trimmingASCIIWhitespace()
        }
        if !ownCustom.isEmpty { style.customScope = CustomPropertyScope(own: ownCustom, parent: style.customScope) }
        let customScope = style.customScope
        // Lengths in `em` measure the element's own font size, whichever declaration comes first.
        style.fontSize = ownFontSize(declarations, parent: parent)
        for declaration in declarations {
            var value = declaration.value.trimmingASCIIWhitespace()
            func warn(_ what: String) {
                diagnostics.append(Diagnostic(.warning, "Ignored \(declaration.name): \(DiagnosticText.quoted(value)) \(DiagnosticText.parenthesized(what)).",
                                              at: location).found(inDeclarationOf: declaration.name, value: value))
            }
            if !declaration.name.hasPrefix("--"), value.containsASCII("var(") {
                let substituted: String
                switch CustomPropertySubstitution.substituting(value, lookup: { customScope?.value($0) }) {
                case .success(let text): substituted = text
                case .failure(let failure):
                    warn(failure.explanation)
                    continue
                }
                value = substituted.trimmingASCIIWhitespace()
            }
            if value.containsASCII("\\"), !Self.keepsValueAsWritten(declaration.name) { value = CSSText.unescaped(value) }
            if let wide = CSSWideKeyword(value) {
                let inherits = wide == .inherit || (wide == .unset && Self.isInherited(declaration.name))
                take(declaration.name, from: inherits ? parent : DrawingStyle(), into: &style, isDisplayed: &isDisplayed)
                continue
            }
            switch declaration.name {
            case "fill", "stroke":
                do {
                    let paint = try CSSColorParser.parse(value)
                    if declaration.name == "fill" { style.fill = paint } else { style.stroke = paint }
                } catch { warn(error.message) }
            case "color":
                if let paint = try? CSSColorParser.parse(value), case .color(let color) = paint { style.color = color }
                else if value.lowercased() != "currentcolor" { warn("expected a colour") }
            case "fill-opacity": if let v = opacity(value) { style.fillOpacity = v } else { warn("expected a number") }
            case "stroke-opacity": if let v = opacity(value) { style.strokeOpacity = v } else { warn("expected a number") }
            case "opacity": if let v = opacity(value) { style.opacity = v } else { warn("expected a number") }
            case "fill-rule": if let v = DrawingStyle.FillRule(rawValue: value.asciiLowercased()) { style.fillRule = v } else { warn("expected nonzero or evenodd") }
            case "stroke-width":
                if let v = length(value, fontSize: style.fontSize) {
                    style.strokeWidth = max(v, 0)
                    noteViewportRelative(declaration.name, value, in: &style)
                } else { warn("expected a length") }
            case "stroke-linecap": if let v = DrawingStyle.LineCap(rawValue: value.asciiLowercased()) { style.lineCap = v } else { warn("expected butt, round or square") }
            case "stroke-linejoin": if let v = DrawingStyle.LineJoin(rawValue: value.asciiLowercased()) { style.lineJoin = v } else { warn("expected miter, round or bevel") }
            case "stroke-miterlimit": if let v = NumberScanning.wholeNumber(value), v >= 1 { style.miterLimit = v } else { warn("expected a number ≥ 1") }
            case "stroke-dasharray":
                if Self.isNone(value) {
                    style.dashArray = []
                    noteViewportRelative(declaration.name, value, in: &style)
                } else if let list = dashes(value, fontSize: style.fontSize) {
                    style.dashArray = list.count % 2 == 1 ? list + list : list
                    noteViewportRelative(declaration.name, value, in: &style)
                } else { warn("expected none or a list of non-negative lengths or percentages") }
            case "stroke-dashoffset":
                if let v = length(value, fontSize: style.fontSize) {
                    style.dashOffset = v
                    noteViewportRelative(declaration.name, value, in: &style)
                } else { warn("expected a length") }
            case "display": isDisplayed = !Self.isNone(value)
            case "visibility":
                switch value.asciiLowercased() {
                case "visible": style.isVisible = true
                case "hidden", "collapse": style.isVisible = false
                default: warn("expected visible, hidden or collapse")
                }
            case "clip-path": style.clipPath = Self.isNone(value) ? nil : value
            case "mask": style.mask = Self.isNone(value) ? nil : value
            case "filter": style.filter = Self.isNone(value) ? nil : value
            case "font-size":
                // Invalid in CSS, so ignored; handed on, it would reach Pango, which complains on stderr.
                if FontSize.isNegative(value) {
                    warn(FontSize.negativeMessage)
                    continue
                }
                if let size = fontSize(value, parent: parent) { style.fontSize = size }  // after var()
                // Text moved out of its document sizes itself against the root there, so a relative size
                // under an ancestor that set one is handed on as the size it computes to.
                style.inheritedExtra["font-size"] = FontSize.isRelative(value) && parent.inheritedExtra["font-size"] != nil
                    ? Self.pixelsText(style.fontSize) : value
            case "paint-order", "vector-effect", "clip-rule", "shape-rendering": style.extra[declaration.name] = value
            case "mix-blend-mode", "isolation":
                // Their initial values (Inkscape writes both on every shape) are left out.
                let initial = declaration.name == "isolation" ? "auto" : "normal"
                style.extra[declaration.name] = value.asciiLowercased() == initial ? nil : value
            case "marker-start", "marker-mid", "marker-end": style.extra[declaration.name] = Self.isNone(value) ? nil : value
            case "marker":  // the shorthand sets all three
                for name in Self.markerProperties { style.extra[name] = Self.isNone(value) ? nil : value }
            default:
                if declaration.name.hasPrefix("-") { properties[declaration.name] = value }
                else if Self.handedOnProperties.contains(declaration.name) { style.inheritedExtra[declaration.name] = value }
            }
        }
        return (style, isDisplayed, properties)
    }

    static let markerProperties = ["marker-start", "marker-mid", "marker-end"]

    /// Properties whose value is kept as written and handed on (custom and vendor ones, the text ones, the
    /// references and the painting ones Emblem does not draw with itself): their escapes stay, for writing
    /// back. Every other value is read with its escapes decoded.
    static func keepsValueAsWritten(_ name: String) -> Bool {
        name.hasPrefix("-") || handedOnProperties.contains(name) || keptAsWrittenProperties.contains(name)
    }

    static let keptAsWrittenProperties: Set<String> = [
        "paint-order", "vector-effect", "clip-rule", "shape-rendering", "mix-blend-mode", "isolation", "marker",
        "marker-start", "marker-mid", "marker-end", "clip-path", "mask", "filter",
    ]

    /// Whether a property inherits (for `unset`): all the painting ones but these.
    static func isInherited(_ name: String) -> Bool {
        switch name {
        case "opacity", "clip-path", "mask", "filter", "vector-effect", "mix-blend-mode", "isolation", "display", "overflow",
             "transform-origin", "transform-box": false
        default: true
        }
    }

    /// `none`, in any case, as CSS keywords are.
    static func isNone(_ value: String) -> Bool { value.utf8.count == 4 && value.asciiLowercased() == "none" }

    /// Sets property `name` to its value in `source`: the parent's for `inherit`, a fresh style's for
    /// `initial`. An inherited property must be set too, as an earlier declaration of the same element
    /// (a presentation attribute under a `style` saying `inherit`) may have changed it.
    private func take(_ name: String, from source: DrawingStyle, into style: inout DrawingStyle, isDisplayed: inout Bool) {
        switch name {
        case "fill": style.fill = source.fill
        case "stroke": style.stroke = source.stroke
        case "color": style.color = source.color
        case "fill-opacity": style.fillOpacity = source.fillOpacity
        case "stroke-opacity": style.strokeOpacity = source.strokeOpacity
        case "opacity": style.opacity = source.opacity
        case "fill-rule": style.fillRule = source.fillRule
        case "stroke-width", "stroke-dasharray", "stroke-dashoffset":
            switch name {
            case "stroke-width": style.strokeWidth = source.strokeWidth
            case "stroke-dasharray": if style.dashArray != source.dashArray { style.dashArray = source.dashArray }
            default: style.dashOffset = source.dashOffset
            }
            if style.viewportRelative[name] != source.viewportRelative[name] { style.viewportRelative[name] = source.viewportRelative[name] }
        case "stroke-linecap": style.lineCap = source.lineCap
        case "stroke-linejoin": style.lineJoin = source.lineJoin
        case "stroke-miterlimit": style.miterLimit = source.miterLimit
        case "visibility": style.isVisible = source.isVisible
        case "display": isDisplayed = true  // the initial `inline`, or a displayed parent's
        case "clip-path": if style.clipPath != source.clipPath { style.clipPath = source.clipPath }
        case "mask": if style.mask != source.mask { style.mask = source.mask }
        case "filter": if style.filter != source.filter { style.filter = source.filter }
        case "font-size":
            style.fontSize = source.fontSize
            if style.inheritedExtra[name] != source.inheritedExtra[name] { style.inheritedExtra[name] = source.inheritedExtra[name] }
        case "marker": for marker in Self.markerProperties { take(marker, from: source, into: &style, isDisplayed: &isDisplayed) }
        default:
            if Self.inheritedExtraPaint.contains(name) || Self.startingOverProperties.contains(name) {
                if style.extra[name] != source.extra[name] { style.extra[name] = source.extra[name] }
            } else if Self.handedOnProperties.contains(name), style.inheritedExtra[name] != source.inheritedExtra[name] {
                style.inheritedExtra[name] = source.inheritedExtra[name]
            }
        }
    }

    /// Notes a stroke width, dash array or dash offset whose value holds a percentage, which CSS inherits
    /// as a percentage and measures where it is used: in a nested viewport of another size it is another
    /// length (``measuringViewportRelative(_:)``). Any other value clears the note.
    private func noteViewportRelative(_ name: String, _ value: String, in style: inout DrawingStyle) {
        let relative = value.containsASCII("%") ? ViewportRelativeValue(text: value, fontSize: style.fontSize) : nil
        if style.viewportRelative[name] != relative { style.viewportRelative[name] = relative }
    }

    /// `style`, inherited into a new viewport, with its stroke width, dash array and dash offset measured
    /// again where they were given as percentages: of this cascade's viewport, which is the new one.
    /// (They were measured once, where declared, so `<g stroke-width="10%">` drew a nested viewport of
    /// another size with the outer one's width, where librsvg and CSS measure the inner one.)
    func measuringViewportRelative(_ style: DrawingStyle) -> DrawingStyle {
        guard !style.viewportRelative.isEmpty else { return style }
        var result = style
        for (name, value) in style.viewportRelative {
            switch name {
            case "stroke-width": if let v = length(value.text, fontSize: value.fontSize) { result.strokeWidth = max(v, 0) }
            case "stroke-dasharray":
                if let list = dashes(value.text, fontSize: value.fontSize) { result.dashArray = list.count % 2 == 1 ? list + list : list }
            default: if let v = length(value.text, fontSize: value.fontSize) { result.dashOffset = v }
            }
        }
        return result
    }

    /// The font size an element with `declarations` computes (its last valid `font-size`, or `parent`'s):
    /// what its lengths in `em` and `ex` measure, whichever declaration comes first.
    func ownFontSize(_ declarations: [Declaration], parent: DrawingStyle) -> Double {
        var size = parent.fontSize
        for declaration in declarations where declaration.name == "font-size" {
            if let own = fontSize(declaration.value.trimmingASCIIWhitespace(), parent: parent) { size = own }
        }
        return size
    }

    /// The font size `text` computes to under `parent`, CSS-wide keywords included; nil when it is none.
    func fontSize(_ text: String, parent: DrawingStyle) -> Double? {
        switch CSSWideKeyword(text) {
        case .inherit?, .unset?: parent.fontSize
        case .initial?: FontSize.medium
        case nil: FontSize.pixels(text, parent: parent.fontSize)
        }
    }

    /// A computed font size as text, in pixels.
    static func pixelsText(_ size: Double) -> String { NumberFormat(precision: 6).string(size) + "px" }

    /// A `stroke-dasharray` list: lengths, percentages (of the normalized diagonal) and numbers, separated
    /// by whitespace or commas; nil when an item is not one or is negative.
    private func dashes(_ text: String, fontSize: Double) -> [Double]? {
        var result: [Double] = []
        // A comma separates lists of items, none of which may be empty (`5,,2` is not a list).
        for group in text.utf8.split(separator: ASCII.comma, omittingEmptySubsequences: false) {
            let items = group.split(whereSeparator: ASCII.isWhitespace)
            guard !items.isEmpty else { return nil }
            for item in items {
                guard let dash = length(String(decoding: item, as: UTF8.self), fontSize: fontSize), dash >= 0 else { return nil }
                result.append(dash)
            }
        }
        return result
    }

    private func opacity(_ text: String) -> Double? {
        if text.hasSuffix("%"), let percent = NumberScanning.wholeNumber(String(text.dropLast())) { return min(max(percent / 100, 0), 1) }
        guard let value = NumberScanning.wholeNumber(text) else { return nil }
        return min(max(value, 0), 1)
    }

    /// A length in user units; a percentage of the viewport's dimension along `axis`.
    func length(_ text: String, axis: Axis = .diagonal, fontSize: Double = FontSize.medium) -> Double? {
        guard let parsed = try? Length.parse(text) else { return nil }
        let base = switch axis {
        case .horizontal: viewport.width
        case .vertical: viewport.height
        case .diagonal: ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
        return parsed.pixels(fontSize: fontSize, percentBase: base)
    }
}
