/// Rewrites geometry attribute values in canonical compact form. A value it cannot parse completely is
/// kept exactly as written (`nil`): normalizing must never lose information. What it returns contains only
/// numbers, command letters and colour syntax, so it needs no XML escaping.
struct AttributeRewriter: Sendable {
    let format: NumberFormat

    init(precision: Int) { format = NumberFormat(precision: precision) }

    /// Attributes holding one plain number (unitless lengths, opacities).
    private static let numeric: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "fx", "fy",
        "stroke-width", "opacity", "fill-opacity", "stroke-opacity", "stop-opacity", "stroke-miterlimit",
    ]
    private static let colors: Set<String> = ["fill", "stroke", "stop-color", "color", "flood-color", "lighting-color"]
    private static let transforms: Set<String> = ["transform", "gradientTransform", "patternTransform"]

    /// The rewritten value, or nil to keep it as written; `problem` is set when the value is broken (what a
    /// renderer would stop at), so the caller can report it.
    func rewrite(_ name: String, _ value: String, in kind: SVGElementKind, problem: inout ValueSyntaxError?) -> String? {
        guard kind != .unknown else { return nil }
        if name == "d", kind == .path {
            let (path, error) = PathDataParser.parse(value)
            problem = error
            return error == nil ? PathDataWriter.string(for: path, format: format) : nil
        }
        do throws(ValueSyntaxError) {
            if Self.transforms.contains(name) {
                return TransformWriter.string(for: try TransformListParser.parse(value), format: format)
            }
            if name == "points" || name == "viewBox" {
                return try NumberListParser.parse(value).map(format.string).joined(separator: " ")
            }
        } catch {
            problem = error
            return nil
        }
        if Self.numeric.contains(name) {
            guard let number = Double(value), number.isFinite else { return nil }
            return format.string(number)
        }
        if Self.colors.contains(name), let paint = try? CSSColorParser.parse(value), case .color = paint {
            return PaintWriter.string(for: paint, format: format)
        }
        return nil
    }
}
