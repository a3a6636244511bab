/// New names for ids, applied to the elements that carry them and to every same-document reference to them
/// (`url(#id)` in any attribute or paint, `href="#id"`), so that the content of two documents can share one.
/// A replace animation draws its outgoing and incoming symbols in one SVG: with a `<clipPath id="a">` in
/// each, the incoming shapes were clipped by the outgoing clip, which came first.
///
/// ```swift
/// let renaming = IDRenaming.avoiding(["a"], in: outgoingDefinitions)   // a → a-2
/// renaming.renamed("url(#a)")                                         // "url(#a-2)"
/// ```
public struct IDRenaming: Hashable, Sendable {
    /// Old id → new id.
    public let names: [String: String]

    public init(_ names: [String: String]) { self.names = names }

    /// Names for the ids of `elements` (and their descendants) that `taken` holds, each the id with the
    /// first suffix `-2`, `-3` … that neither `taken` nor `elements` holds.
    public static func avoiding(_ taken: Set<String>, in elements: [XMLElement]) -> IDRenaming {
        let own = Set(XMLElement.firstElementsByID(under: elements).keys)
        var used = taken.union(own)
        var names: [String: String] = [:]
        for id in own.sorted() where taken.contains(id) {
            var number = 2
            while used.contains("\(id)-\(number)") { number += 1 }
            names[id] = "\(id)-\(number)"
            used.insert("\(id)-\(number)")
        }
        return IDRenaming(names)
    }

    public var isEmpty: Bool { names.isEmpty }

    /// `text` with every `url(#old)` (quoted or not, spaces inside allowed, closed by the end of the
    /// value or not) pointing to its new name, as `url(#new)`.
    public func renamed(_ text: String) -> String {
        guard !names.isEmpty, text.containsASCII("url(") else { return text }
        var result = ""
        var written = text.startIndex
        for call in FragmentReference.calls(in: text[...]) {
            guard let id = call.id, let new = names[id] else { continue }
            result += text[written..<call.range.lowerBound]
            result += "url(#\(new))"
            written = call.range.upperBound
        }
        return result + text[written...]
    }

    /// The element and its descendants with ids renamed and references pointing to the new names.
    public func renamed(_ element: XMLElement) -> XMLElement {
        guard !names.isEmpty else { return element }
        var element = element
        for index in element.attributes.indices {
            let attribute = element.attributes[index]
            let value: String
            switch attribute.name {
            case "id": value = names[attribute.value] ?? attribute.value
            case "href", "xlink:href":
                value = FragmentReference.id(ofHref: attribute.value).flatMap { names[$0] }.map { "#" + $0 } ?? attribute.value
            default: value = renamed(attribute.value)
            }
            if value != attribute.value { element.attributes[index].value = value }
        }
        for index in element.children.indices {
            switch element.children[index] {
            case .element(let child): element.children[index] = .element(renamed(child))
            case .text(let text) where element.kind == .style: element.children[index] = .text(renamed(text))
            case .cdata(let text) where element.kind == .style: element.children[index] = .cdata(renamed(text))
            default: break
            }
        }
        return element
    }

    /// The shape with its paints, clip, mask, filter, markers, enclosing effects and text pointing to the
    /// new names.
    public func renamed(_ shape: DrawingShape) -> DrawingShape {
        guard !names.isEmpty else { return shape }
        var shape = shape
        func paint(_ paint: Paint) -> Paint {
            guard case .reference(let raw, let fallback) = paint else { return paint }
            let new = renamed(raw)
            return new == raw ? paint : .reference(new, fallback: fallback)
        }
        func reference(_ value: String?) -> String? { value.map(renamed) }
        let (fill, stroke) = (paint(shape.style.fill), paint(shape.style.stroke))
        if fill != shape.style.fill { shape.style.fill = fill }
        if stroke != shape.style.stroke { shape.style.stroke = stroke }
        // Set only when changed: setting one copies the style's box of seldom-set properties.
        let (clipPath, mask, filter) = (reference(shape.style.clipPath), reference(shape.style.mask), reference(shape.style.filter))
        if clipPath != shape.style.clipPath { shape.style.clipPath = clipPath }
        if mask != shape.style.mask { shape.style.mask = mask }
        if filter != shape.style.filter { shape.style.filter = filter }
        if !shape.style.extra.isEmpty {
            let extra = shape.style.extra.mapValues(renamed)
            if extra != shape.style.extra { shape.style.extra = extra }
        }
        for index in shape.enclosingEffects.indices {
            var effect = shape.enclosingEffects[index]
            (effect.clipPath, effect.mask, effect.filter) = (reference(effect.clipPath), reference(effect.mask), reference(effect.filter))
            if effect != shape.enclosingEffects[index] { shape.enclosingEffects[index] = effect }
        }
        shape.text = shape.text.map(renamed)
        return shape
    }
}
