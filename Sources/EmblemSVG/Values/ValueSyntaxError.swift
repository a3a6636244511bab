/// A value (an attribute or a CSS property) that does not follow its grammar.
///
/// Value parsers work on one attribute's text, so the location is a byte offset into that text; the
/// document layer adds the attribute's line and column. `message` is a full sentence that says what was
/// expected, so it can be shown to a user as is.
public struct ValueSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 byte offset in the value where parsing stopped.
    public var offset: Int
    /// What was expected, as a full sentence.
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at byte \(offset): \(message)" }
}
