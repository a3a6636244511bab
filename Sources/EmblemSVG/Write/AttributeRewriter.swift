/// Rewrites geometry attribute values in canonical compact form. Values it cannot parse are kept as written:
/// normalizing must never lose information.
struct AttributeRewriter: Sendable {
    let precision: Int

    func rewrite(_ name: String, _ value: String, in kind: SVGElementKind) -> String {
        value
    }
}
