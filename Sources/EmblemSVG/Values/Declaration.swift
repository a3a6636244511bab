/// One CSS declaration, `name: value [!important]`, from a `style` attribute or a `<style>` rule.
public struct Declaration: Hashable, Sendable, CustomStringConvertible {
    /// The property name. Standard and vendor names (`fill`, `-sfsymbols-clear-behind`) are ASCII-lowercased
    /// because CSS names are case-insensitive; custom properties (`--x`) keep their case because theirs are not.
    public var name: String
    /// The value text with surrounding whitespace and the `!important` marker removed, otherwise as written.
    public var value: String
    /// Whether the declaration ended in `!important`.
    public var isImportant: Bool

    public init(name: String, value: String, isImportant: Bool = false) {
        self.name = name
        self.value = value
        self.isImportant = isImportant
    }

    public var description: String { "\(name): \(value)\(isImportant ? " !important" : "")" }
}

/// Parses a list of declarations: a `style` attribute or the inside of a CSS rule's braces.
///
/// Follows CSS error recovery: a declaration without a name or a colon, or with a bad string (a raw
/// newline inside quotes, which ends the string there), is skipped and parsing continues after the next
/// `;` that is not inside parentheses or quotes, so one typo does not lose the rest.
/// Comments are removed. Unknown and custom properties are kept (`-sfsymbols-clear-behind: true`,
/// `--accent: red`), so later stages can read SF Symbols annotations.
///
/// ```swift
/// DeclarationListParser.parse("fill: red; opacity:.5 !important")
/// // [fill: red, opacity: .5 !important]
/// ```
public enum DeclarationListParser {
    public static func parse(_ styleAttribute: String) -> [Declaration] {
        withUTF8Bytes(styleAttribute) { parse(CSSText.removingComments($0)[...]) }
    }

    /// Parses declarations from comment-free bytes.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [Declaration] {
        var declarations: [Declaration] = []
        CSSText.forEachPart(of: bytes, separatedBy: ASCII.semicolon) { part in
            if let declaration = declaration(part) { declarations.append(declaration) }
        }
        return declarations
    }

    /// One `name: value` chunk, or `nil` when it is not a valid declaration.
    static func declaration(_ chunk: ArraySlice<UInt8>) -> Declaration? {
        // The first colon that is not escaped (`fill\:red` is one identifier, and no declaration).
        var colonIndex: Int?
        var i = chunk.startIndex
        while i < chunk.endIndex {
            if chunk[i] == ASCII.backslash { i += 2; continue }
            if chunk[i] == ASCII.colon { colonIndex = i; break }
            i += 1
        }
        guard let colon = colonIndex else { return nil }
        var name = CSSText.trimmed(chunk[chunk.startIndex..<colon])
        if name.contains(ASCII.backslash) {
            // An escaped name (`f\69ll`) is the identifier it decodes to, as CSS reads it.
            guard let (decoded, end) = Selector.identifier(name, at: name.startIndex), end == name.endIndex else { return nil }
            name = ArraySlice(decoded.utf8)
        }
        guard !name.isEmpty, name.allSatisfy({ ASCII.isWordByte($0) || $0 >= 0x80 }) else { return nil }
        // A bad string (a raw newline in quotes) matches no property's grammar, custom ones' included.
        guard !CSSText.containsBadString(chunk[(colon + 1)...]) else { return nil }
        var value = CSSText.trimmed(chunk[(colon + 1)...])
        var isImportant = false
        if let bang = value.lastIndex(of: ASCII.exclamation) {
            let marker = CSSText.trimmed(value[(bang + 1)...])
            if marker.count == 9, zip(marker, "important".utf8).allSatisfy({ ASCII.lowercased($0) == $1 }) {
                isImportant = true
                value = CSSText.trimmed(value[value.startIndex..<bang])
            }
        }
        let isCustom = name.count > 2 && name.first == ASCII.minus && name.dropFirst().first == ASCII.minus
        if value.isEmpty && !isCustom { return nil }
        // Names are nearly always written in lower case already: lowering them made an array each.
        let nameText = isCustom || !name.contains(where: { $0 >= 0x41 && $0 <= 0x5A })
            ? String(decoding: name, as: UTF8.self)
            : String(decoding: name.map(ASCII.lowercased), as: UTF8.self)
        return Declaration(name: nameText, value: String(decoding: value, as: UTF8.self), isImportant: isImportant)
    }
}

extension Array where Element == Declaration {
    /// The declarations as a `style` attribute's value, in order: `name: value` joined by `; `, or with no
    /// spaces (`fill:#f00;stroke-width:2`) when `compact`, as `recolor` writes what it sets. Written as
    /// ``XMLOutput`` appends: interpolating each declaration and joining them cost ≈ 2,000 instructions a
    /// recoloured shape.
    package func styleText(compact: Bool = false) -> String {
        var output = XMLOutput(capacity: reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 14 })
        for declaration in self {
            if !output.isEmpty {
                output.append(ASCII.semicolon)
                if !compact { output.append(ASCII.space) }
            }
            output.append(declaration.name)
            output.append(ASCII.colon)
            if !compact { output.append(ASCII.space) }
            output.append(declaration.value)
            if declaration.isImportant { output.append(" !important") }
        }
        return String(decoding: output.writtenBytes, as: UTF8.self)
    }
}
