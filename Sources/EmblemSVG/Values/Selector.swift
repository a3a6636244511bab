/// CSS specificity as (ids, classes, types): compared lexicographically, as the cascade does.
public struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var ids: Int
    public var classes: Int
    public var types: Int

    public init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
        (self.ids, self.classes, self.types) = (ids, classes, types)
    }

    public static func < (a: Specificity, b: Specificity) -> Bool {
        (a.ids, a.classes, a.types) < (b.ids, b.classes, b.types)
    }

    public var description: String { "(\(ids),\(classes),\(types))" }
}

/// One compound selector from a `<style>` sheet: an optional type (or `*`), ids and classes.
///
/// Icons only need what SVG exporters write, so matching is for single elements: `path`, `*`, `.a`, `#b`,
/// `path.a.b`. Selectors that need the document tree or state (combinators such as `g > path`,
/// pseudo-classes such as `:hover`, attribute selectors, pseudo-elements) are parsed, keep their
/// specificity, and are marked unsupported so they never match, rather than matching too much.
///
/// SF Symbols exports write class names with a colon, `.hierarchical-0:secondary` and
/// `.multicolor-1:systemRedColor`, which are meant as single class names. So `:` followed by a name after
/// a class continues the class name, unless the name is a CSS pseudo-class (`:hover`, `:first-child` …).
/// The escaped form `.hierarchical-0\:secondary` means the same class.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The element type, or `nil` for `*` or no type.
    public var typeName: String?
    /// The ids the element must have (one in practice).
    public var ids: [String]
    /// The classes the element must all have.
    public var classes: [String]
    /// `false` when the selector needs something we do not match on (see the type's discussion).
    public var isSupported: Bool
    public var specificity: Specificity
    /// The selector text as written, trimmed.
    public var text: String

    /// Whether an element with this type name, id and classes matches. Type names compare case-sensitively,
    /// as in XML documents.
    public func matches(elementName: String, id: String?, classes elementClasses: [String]) -> Bool {
        guard isSupported else { return false }
        if let typeName, typeName != elementName { return false }
        for required in ids where required != id { return false }
        for required in classes where !elementClasses.contains(required) { return false }
        return true
    }

    public var description: String { text }

    /// Pseudo-classes that end a class name instead of extending it (lower case).
    static let pseudoClasses: Set<String> = [
        "hover", "active", "focus", "focus-within", "focus-visible", "visited", "link", "any-link", "target",
        "first-child", "last-child", "only-child", "first-of-type", "last-of-type", "only-of-type",
        "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type", "not", "is", "where", "has",
        "root", "empty", "checked", "disabled", "enabled", "lang", "dir", "scope", "defined",
    ]

    /// Parses one selector of a group (no commas); `nil` when it is not valid CSS at all, which makes
    /// the whole rule invalid.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Selector? {
        let trimmed = CSSText.trimmed(bytes)
        guard !trimmed.isEmpty else { return nil }
        var selector = Selector(typeName: nil, ids: [], classes: [], isSupported: true, specificity: Specificity(),
                                text: String(decoding: trimmed, as: UTF8.self))
        var i = trimmed.startIndex
        if trimmed[i] == ASCII.asterisk {
            i += 1
        } else if let (name, next) = identifier(trimmed, at: i) {
            selector.typeName = name
            selector.specificity.types += 1
            i = next
        }
        while i < trimmed.endIndex {
            let byte = trimmed[i]
            if byte == ASCII.period || byte == ASCII.hash {
                guard var (name, next) = identifier(trimmed, at: i + 1) else { return nil }
                if byte == ASCII.period {
                    while next < trimmed.endIndex, trimmed[next] == ASCII.colon,
                          let (part, after) = identifier(trimmed, at: next + 1),
                          !pseudoClasses.contains(part.lowercased()), after == trimmed.endIndex || trimmed[after] != ASCII.openParen {
                        name += ":" + part
                        next = after
                    }
                    selector.classes.append(name)
                    selector.specificity.classes += 1
                } else {
                    selector.ids.append(name)
                    selector.specificity.ids += 1
                }
                i = next
            } else if byte == ASCII.colon {
                // A pseudo-class or pseudo-element: skip it (with its arguments), never match.
                var next = i + 1
                var isElement = false
                if next < trimmed.endIndex, trimmed[next] == ASCII.colon { next += 1; isElement = true }
                guard let (_, after) = identifier(trimmed, at: next) else { return nil }
                next = after
                if next < trimmed.endIndex, trimmed[next] == ASCII.openParen { next = CSSText.skipBalanced(trimmed, from: next) }
                if isElement { selector.specificity.types += 1 } else { selector.specificity.classes += 1 }
                selector.isSupported = false
                i = next
            } else if byte == ASCII.openBracket {
                i = CSSText.skipBalanced(trimmed, from: i)
                selector.specificity.classes += 1
                selector.isSupported = false
            } else if ASCII.isWhitespace(byte) || byte == 0x3E || byte == ASCII.plus || byte == 0x7E {
                // A combinator: the rest describes ancestors or siblings, which we do not track.
                selector.isSupported = false
                i += 1
                while i < trimmed.endIndex, ASCII.isWhitespace(trimmed[i]) || trimmed[i] == 0x3E
                    || trimmed[i] == ASCII.plus || trimmed[i] == 0x7E { i += 1 }
                if i < trimmed.endIndex, trimmed[i] == ASCII.asterisk {
                    i += 1
                } else if let (_, next) = identifier(trimmed, at: i) {
                    selector.specificity.types += 1
                    i = next
                }
            } else {
                return nil
            }
        }
        return selector
    }

    /// A CSS identifier at `index` (letters, digits, `-`, `_`, non-ASCII, and backslash escapes, which are
    /// decoded); `nil` when none starts there.
    static func identifier(_ bytes: ArraySlice<UInt8>, at index: Int) -> (String, Int)? {
        // An identifier cannot start with a digit (an escaped one, `\31 0`, is fine).
        guard index < bytes.endIndex, !ASCII.isDigit(bytes[index]) else { return nil }
        var result: [UInt8] = []
        var i = index
        while i < bytes.endIndex {
            let byte = bytes[i]
            if ASCII.isWordByte(byte) || byte >= 0x80 {
                result.append(byte)
                i += 1
            } else if byte == ASCII.backslash, i + 1 < bytes.endIndex {
                i += 1
                var hex: UInt32 = 0
                var digits = 0
                while digits < 6, i < bytes.endIndex, let value = ASCII.hexValue(bytes[i]) {
                    hex = hex * 16 + value
                    digits += 1
                    i += 1
                }
                if digits > 0 {
                    if i < bytes.endIndex, ASCII.isWhitespace(bytes[i]) { i += 1 }
                    result.append(contentsOf: String(UnicodeScalar(hex) ?? "\u{FFFD}").utf8)
                } else {
                    result.append(bytes[i])
                    i += 1
                }
            } else {
                break
            }
        }
        guard !result.isEmpty else { return nil }
        return (String(decoding: result, as: UTF8.self), i)
    }
}
