/// Where in a value a problem was found: the attribute or CSS property, the value as read, and the byte
/// of that value where reading stopped. A diagnostic carrying one is placed at that byte of the file
/// (``SVGDocument/placing(_:)``) rather than at its element, so `d="M2 2 L5 x"` on the fourth line of a
/// tag is reported on that line, at the `x`.
struct ValueSite: Hashable, Sendable {
    /// The attribute's name, or the property's.
    var name: String
    var value: String
    var offset: Int
    /// Whether the value is a declaration's, as the cascade reads it: from the attribute of its name
    /// (white space around it trimmed) or from the element's `style` attribute.
    var isDeclaration = false
}
