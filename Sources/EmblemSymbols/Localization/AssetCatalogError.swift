/// Why ``AssetCatalogWriter`` cannot write a catalog for the symbols it was given.
///
/// A struct wrapping an internal enum, so new failures can be added without breaking callers. Switch on `code`
/// to react to a kind of failure; show `message` (a full sentence) to people.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for a kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A symbol name that cannot be a folder name: empty, starting with `.`, or holding `/`, `\` or a control
        /// character.
        public static let invalidSymbolName = Code(rawValue: "invalid-symbol-name")
        /// Two symbols with the same name.
        public static let duplicateSymbol = Code(rawValue: "duplicate-symbol")
        /// A variant key that is neither a known variant suffix nor a valid BCP 47 tag.
        public static let invalidVariant = Code(rawValue: "invalid-variant")
        /// Two variants of one symbol for the same locale or direction.
        public static let duplicateVariant = Code(rawValue: "duplicate-variant")
    }

    enum Kind: Hashable, Sendable {
        case invalidSymbolName(String)
        case duplicateSymbol(String)
        case invalidVariant(symbol: String, key: String, reason: String)
        case duplicateVariant(symbol: String, slot: String)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public var code: Code {
        switch kind {
        case .invalidSymbolName: .invalidSymbolName
        case .duplicateSymbol: .duplicateSymbol
        case .invalidVariant: .invalidVariant
        case .duplicateVariant: .duplicateVariant
        }
    }

    /// The symbol the failure concerns.
    public var symbolName: String {
        switch kind {
        case .invalidSymbolName(let name), .duplicateSymbol(let name): name
        case .invalidVariant(let name, _, _), .duplicateVariant(let name, _): name
        }
    }

    /// A full sentence describing the failure.
    public var message: String {
        switch kind {
        case .invalidSymbolName(let name):
            "The symbol name “\(name)” cannot name a folder; use a non-empty name that does not start with “.” and "
                + "holds no “/”, “\\” or control characters."
        case .duplicateSymbol(let name):
            "The symbol “\(name)” is given more than once; each symbol becomes one “\(name).symbolset” folder."
        case .invalidVariant(let name, let key, let reason):
            "The variant “\(key)” of the symbol “\(name)” is neither a variant suffix such as “rtl”, “ar” or "
                + "“zh.traditional” nor a valid language tag: \(reason)"
        case .duplicateVariant(let name, let slot):
            "The symbol “\(name)” has more than one variant for \(slot); keep one."
        }
    }

    public var description: String { message }
}
