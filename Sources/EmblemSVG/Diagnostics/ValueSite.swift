/// Where in an attribute's value a problem was found: the attribute, its value as parsed, and the byte
/// of that value where reading stopped. A diagnostic carrying one is placed at that byte of the file
/// (``SVGDocument/placing(_:)``) rather than at its element, so `d="M2 2 L5 x"` on the fourth line of a
/// tag is reported on that line, at the `x`.
struct ValueSite: Hashable, Sendable {
    var attribute: String
    var value: String
    var offset: Int
}
