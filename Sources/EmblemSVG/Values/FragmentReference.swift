/// References to elements of the same document (`#id`), as `href` attributes and `url(…)` values make them.
enum FragmentReference {
    /// The id `url(#id)` (or `url("#id")`, spaces inside allowed) points to, when `text` is one such
    /// function and nothing else; nil for other values and for references to other documents.
    static func id(ofURL text: Substring) -> String? {
        var inner = text.trimmingASCIIWhitespace()
        guard inner.hasPrefix("url("), inner.hasSuffix(")") else { return nil }
        inner = inner.dropFirst(4).dropLast().trimmingASCIIWhitespace()
        if let quote = inner.first, quote == "\"" || quote == "'", inner.count >= 2, inner.last == quote {
            inner = inner.dropFirst().dropLast()
        }
        guard inner.first == "#", inner.count > 1 else { return nil }
        return String(inner.dropFirst())
    }

    /// The ids of every `url(#id)` in `text` (a paint, a `clip-path`, a `style` attribute …), in order.
    static func ids(inURLsOf text: String) -> [String] {
        guard text.containsASCII("url(") else { return [] }
        var ids: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "url(") {
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
            if let id = id(ofURL: rest[start.lowerBound...end]) { ids.append(id) }
            rest = rest[rest.index(after: end)...]
        }
        return ids
    }

    /// The id an `href` value points to (`#id`), or nil for another document.
    static func id(ofHref value: String) -> String? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard trimmed.hasPrefix("#"), trimmed.count > 1 else { return nil }
        return String(trimmed.dropFirst())
    }
}
