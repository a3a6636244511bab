import EmblemSVG

/// A fatal problem with a symbol: unknown names and variants, incompatible masters, unusable files.
public struct SymbolError: LocatedError, Hashable, Sendable {
    public enum Code: String, Hashable, Sendable {
        case unknownSymbol, unknownVariant, incompatibleMasters, invalidTemplate, invalidInfo, invalidOption
        /// A file too deep to draw safely (`ReferenceChain`).
        case limitExceeded
    }

    public var code: Code
    public var message: String
    public var location: SourceLocation?

    public init(_ code: Code, _ message: String, at location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }
}
