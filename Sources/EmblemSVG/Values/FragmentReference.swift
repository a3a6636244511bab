/// References to elements of the same document (`#id`), as `href` attributes and `url(…)` values make them.
///
/// A `url(` is read as CSS Syntax reads the token: its target quoted or not, spaces around it, then `)`,
/// or the end of the value, which closes whatever is open (`fill="url(#g"` paints with `#g` in browsers
/// and librsvg). An unquoted target followed by anything but `)` is a bad URL and refers to nothing.
package enum FragmentReference {
    /// One `url(…)` in a value: where it is, and its target as written (quotes and spaces removed).
    struct Call {
        var range: Range<Substring.Index>
        /// nil for a bad URL (`url(#a b)`).
        var target: Substring?

        /// The id it points to in this document, or nil (another document, `url(#)`, a bad URL).
        var id: String? {
            guard let target, target.first == "#", target.count > 1 else { return nil }
            return String(target.dropFirst())
        }
    }

    /// The id `url(#id)` (or `url("#id")`, spaces inside allowed) points to, when `text` is one such
    /// function and nothing else; nil for other values and for references to other documents.
    package static func id(ofURL text: Substring) -> String? {
        let trimmed = text.trimmingASCIIWhitespace()
        guard trimmed.hasPrefix("url("), let call = call(in: trimmed, at: trimmed.startIndex), call.range.upperBound == trimmed.endIndex
        else { return nil }
        return call.id
    }

    /// The ids of every `url(#id)` in `text` (a paint, a `clip-path`, a `style` attribute …), in order.
    static func ids(inURLsOf text: String) -> [String] {
        guard text.containsASCII("url(") else { return [] }
        return calls(in: text[...]).compactMap(\.id)
    }

    /// Every `url(…)` in `text`, in order.
    static func calls(in text: Substring) -> [Call] {
        var calls: [Call] = []
        var rest = text
        while let start = rest.range(of: "url(") {
            guard let call = call(in: text, at: start.lowerBound) else { break }
            calls.append(call)
            rest = text[call.range.upperBound...]
        }
        return calls
    }

    /// The `url(…)` starting at `start` (at its `u`), read to its `)` or the end of `text`.
    private static func call(in text: Substring, at start: Substring.Index) -> Call? {
        let bytes = text.utf8
        guard let open = bytes.index(start, offsetBy: 4, limitedBy: bytes.endIndex) else { return nil }
        let token = URLToken(bytes, from: open)
        return Call(range: start..<token.end, target: token.target.map { text[$0] })
    }

    /// What follows `url(` up to its `)`, read by CSS Syntax's rules for a URL token (and for `url(`
    /// with a quoted string, which is a function).
    struct URLToken<Bytes: Collection<UInt8>> {
        /// The target without quotes or spaces; nil for a bad URL.
        var target: Range<Bytes.Index>?
        /// Just after the `)`, or the end of the value.
        var end: Bytes.Index
        /// What closes the call when the value ended inside it: `)`, or the quote and `)`; empty otherwise.
        var missingClosers = ""

        /// Reads from `open`, just after `url(`.
        init(_ bytes: Bytes, from open: Bytes.Index) {
            var index = open
            func skipWhitespace() { while index < bytes.endIndex, ASCII.isWhitespace(bytes[index]) { bytes.formIndex(after: &index) } }
            skipWhitespace()
            let targetStart: Bytes.Index, targetEnd: Bytes.Index
            if index < bytes.endIndex, bytes[index] == ASCII.quote || bytes[index] == ASCII.apostrophe {
                let quote = bytes[index]
                targetStart = bytes.index(after: index)
                index = targetStart
                while index < bytes.endIndex, bytes[index] != quote { bytes.formIndex(after: &index) }
                targetEnd = index
                if index < bytes.endIndex { bytes.formIndex(after: &index) } else { missingClosers = String(UnicodeScalar(quote)) }
            } else {
                targetStart = index
                while index < bytes.endIndex, bytes[index] != ASCII.closeParen, !ASCII.isWhitespace(bytes[index]) { bytes.formIndex(after: &index) }
                targetEnd = index
            }
            skipWhitespace()
            var isBad = false
            if index < bytes.endIndex, bytes[index] != ASCII.closeParen {
                // A bad URL: CSS skips to the `)` (or the end), and the call refers to nothing.
                isBad = true
                while index < bytes.endIndex, bytes[index] != ASCII.closeParen { bytes.formIndex(after: &index) }
            }
            let isClosedByEnd = index == bytes.endIndex
            if isClosedByEnd { missingClosers += ")" }
            end = isClosedByEnd ? index : bytes.index(after: index)
            target = isBad ? nil : targetStart..<targetEnd
        }
    }

    /// The id an `href` value points to (`#id`), or nil for another document.
    package static func id(ofHref value: String) -> String? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard trimmed.hasPrefix("#"), trimmed.count > 1 else { return nil }
        return String(trimmed.dropFirst())
    }
}
