/// A recoverable problem found while reading or resolving a document. The library returns these next to
/// its result and never prints them; the CLI prints them to stderr and `--strict` makes them fatal.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable { case warning, note }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The byte of an attribute's value the problem was found at, until the diagnostic is placed there
    /// (``SVGDocument/placing(_:)``); `location` is its element's meanwhile.
    var valueSite: ValueSite?

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

    /// Broken path data in the `d` attribute `data` of the element at `location`, to be placed at the
    /// byte where it stops.
    static func pathDataStopped(_ error: ValueSyntaxError, in data: String, onElementAt location: SourceLocation?) -> Diagnostic {
        pathDataStopped(error, at: location).found(in: "d", value: data, at: error.offset)
    }

    /// This diagnostic, found at byte `offset` of attribute `attribute`'s value `value`.
    func found(in attribute: String, value: String, at offset: Int = 0) -> Diagnostic {
        var found = self
        found.valueSite = ValueSite(name: attribute, value: value, offset: offset)
        return found
    }

    /// This diagnostic, found at byte `offset` of the value `value` of property `property`, as the
    /// cascade reads it (a presentation attribute, or a declaration of the `style` attribute).
    func found(inDeclarationOf property: String, value: String, at offset: Int = 0) -> Diagnostic {
        var found = self
        found.valueSite = ValueSite(name: property, value: value, offset: offset, isDeclaration: true)
        return found
    }
}
