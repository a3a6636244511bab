/// A fatal problem with an input: the document cannot be used at all.
///
/// Each error has a stable `code` (the CLI maps codes to exit statuses), a full-sentence `message`, and the
/// location in the input when there is one. Recoverable problems are `Diagnostic`s instead.
public struct SVGError: LocatedError, Hashable, Sendable {
    public enum Code: String, Hashable, Sendable {
        /// The bytes are not well-formed XML (including invalid UTF-8 and truncated files).
        case malformedXML
        /// Well-formed XML whose root is not an SVG `<svg>` element.
        case notSVG
        /// A documented limit (size, element count, nesting depth) was exceeded.
        case limitExceeded
        /// The document declares an entity Emblem does not expand (an external, parameter or nested one,
        /// or too many or too long plain-text ones) or refers to an undeclared one; external DTDs are
        /// never loaded.
        case refusedEntity
        /// The file could not be read or written.
        case io
        /// A value could not be parsed where a valid one is required.
        case invalidValue
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

/// An error with a full-sentence message and, when it has one, the place in the input it concerns. Its
/// description is what compilers print: `file:line:column: error: message`.
public protocol LocatedError: Error, CustomStringConvertible {
    var message: String { get }
    var location: SourceLocation? { get }
}

extension LocatedError {
    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}
