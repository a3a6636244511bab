/// What a symbol's script variants change: its letters or its digits.
///
/// SF Symbols has both kinds under the same suffixes: `character.book.closed.ar` draws an Arabic letter, while
/// `1.circle.ar` draws an Arabic-Indic digit (SF-SEMANTICS 4.1). The difference matters for a locale that
/// writes its script with Latin digits (`ar-u-nu-latn`, `hi-u-nu-latn`): it reads the script's letters, but its
/// digits are the base design's, so only a symbol of ``digits`` passes over its script variants for it.
///
/// ```swift
/// VariantContent(symbolName: "character.book.closed")  // .letters
/// VariantContent(symbolName: "1.circle")               // .digits
/// VariantContent(symbolName: "textformat.123")         // .digits
/// ```
public enum VariantContent: String, Hashable, Sendable, Codable {
    /// The variants draw the script's letters or words (`character`, `signature`, `textformat`).
    case letters
    /// The variants draw the script's digits (`1.circle`, `textformat.123`, `numbers`).
    case digits

    /// Inferred from a name written as SF Symbols names are: a symbol that shows digits has a component made
    /// of digits (`1.circle`, `00.square`, `textformat.12`) or the component `numbers`. Anything else is
    /// ``letters``, the kind most script variants are; a level in a name (`battery.100`) counts as digits, which
    /// changes nothing for a symbol without script variants.
    public init(symbolName: String) {
        let showsDigits = symbolName.utf8.split(separator: UInt8(ascii: ".")).contains { component in
            component.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                || component.elementsEqual("numbers".utf8)
        }
        self = showsDigits ? .digits : .letters
    }
}
