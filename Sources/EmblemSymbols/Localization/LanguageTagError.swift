/// Why a string is not a BCP 47 language tag that ``LanguageTag`` accepts.
///
/// A struct wrapping an internal enum, so new failures can be added without breaking callers. Switch on `code`
/// to react to a kind of failure; show `message` (a full sentence) to people.
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for a kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The text is empty or only separators.
        public static let empty = Code(rawValue: "empty")
        /// A subtag holds a character other than an ASCII letter or digit, or is empty (two separators in a row).
        public static let invalidCharacter = Code(rawValue: "invalid-character")
        /// A subtag is longer than 8 characters.
        public static let subtagTooLong = Code(rawValue: "subtag-too-long")
        /// The first subtag is not a 2–3 or 5–8 letter language, `x` (private use) or `und`.
        public static let invalidLanguage = Code(rawValue: "invalid-language")
        /// A subtag is in a position where it cannot be a script, region, variant or extension.
        public static let misplacedSubtag = Code(rawValue: "misplaced-subtag")
        /// An extension or private-use singleton has no subtags after it, or is repeated.
        public static let invalidExtension = Code(rawValue: "invalid-extension")
        /// The same variant appears twice.
        public static let duplicateVariant = Code(rawValue: "duplicate-variant")
    }

    enum Kind: Hashable, Sendable {
        case empty
        case invalidCharacter(subtag: String)
        case subtagTooLong(subtag: String)
        case invalidLanguage(subtag: String)
        case misplacedSubtag(subtag: String)
        case emptyExtension(singleton: String)
        case repeatedExtension(singleton: String)
        case duplicateVariant(subtag: String)
    }

    let kind: Kind

    /// The text that was parsed, as given.
    public let tag: String

    init(_ kind: Kind, tag: String) {
        self.kind = kind
        self.tag = tag
    }

    public var code: Code {
        switch kind {
        case .empty: .empty
        case .invalidCharacter: .invalidCharacter
        case .subtagTooLong: .subtagTooLong
        case .invalidLanguage: .invalidLanguage
        case .misplacedSubtag: .misplacedSubtag
        case .emptyExtension, .repeatedExtension: .invalidExtension
        case .duplicateVariant: .duplicateVariant
        }
    }

    /// A full sentence describing the failure and what a valid tag looks like.
    public var message: String {
        let quoted = "“\(tag)”"
        switch kind {
        case .empty:
            return "The language tag is empty; use a BCP 47 tag such as “en”, “he-IL” or “zh-Hant-TW”."
        case .invalidCharacter(let subtag):
            return "The language tag \(quoted) has an invalid subtag “\(subtag)”; subtags are 1 to 8 ASCII letters "
                + "or digits separated by “-” or “_”."
        case .subtagTooLong(let subtag):
            return "The language tag \(quoted) has the subtag “\(subtag)”, which is longer than 8 characters."
        case .invalidLanguage(let subtag):
            return "The language tag \(quoted) starts with “\(subtag)”, which is not a language code; start with a "
                + "2- or 3-letter code such as “en” or “ckb”, “und”, or “x-” for a private-use tag."
        case .misplacedSubtag(let subtag):
            return "The language tag \(quoted) has the subtag “\(subtag)” where only a script (4 letters), a region "
                + "(2 letters or 3 digits), a variant or an extension may follow."
        case .emptyExtension(let singleton):
            return "The language tag \(quoted) has the extension “\(singleton)” with no subtags after it."
        case .repeatedExtension(let singleton):
            return "The language tag \(quoted) has the extension “\(singleton)” more than once."
        case .duplicateVariant(let subtag):
            return "The language tag \(quoted) has the variant “\(subtag)” more than once."
        }
    }

    public var description: String { message }
}
