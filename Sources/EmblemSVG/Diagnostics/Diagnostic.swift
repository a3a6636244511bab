/// A recoverable problem found while reading or resolving a document. The library returns these next to
/// its result and never prints them; the CLI prints them to stderr and `--strict` makes them fatal.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable { case warning, note }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity = .warning, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

extension Diagnostic {
    /// Broken path data: SVG draws the part before the error, so it is a warning that says where drawing stops.
    public static func pathDataStopped(_ error: ValueSyntaxError, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, "Path data stops at byte \(error.offset): \(error.message) The part before it is drawn.", at: location)
    }
}
