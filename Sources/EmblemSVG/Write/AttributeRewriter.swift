/// Rewrites geometry attribute values in canonical compact form. A value it cannot parse completely is
/// kept exactly as written: normalizing must never lose information. What it writes contains only
/// numbers, command letters and colour syntax, so it needs no XML escaping.
struct AttributeRewriter: Sendable {
    let format: NumberFormat

    init(precision: Int) { format = NumberFormat(precision: precision) }

    /// Appends the rewritten value to `output` and returns true, or appends nothing and returns false to
    /// keep the value as written; `problem` is set when the value is broken, so the caller can report it.
    func rewrite(_ name: String, _ value: String, in kind: SVGElementKind, into output: inout XMLOutput,
                 problem: inout ValueSyntaxError?) -> Bool {
        if name == "d", kind == .path {
            // Path data, nearly all of an icon's bytes, goes straight from text to text.
            switch PathDataRewriter.rewrite(value, format: format, into: &output) {
            case .rewritten: return true
            case .kept(let error): problem = error; return false
            }
        }
        guard mayRewrite(name, in: kind) else { return false }
        if name == "points" || name == "viewBox" { return appendNumberList(name, value, into: &output, problem: &problem) }
        if Self.numeric.contains(name) {
            // Rewritten only when the whole value is one SVG number, written from its digits. (Swift's
            // `Double(_:)`, read here before, also took hexadecimal: `x="0x10"`, which a renderer ignores,
            // became a valid 16.) Units, spaces and the rest are kept as written.
            guard let number = NumberScanning.wholeDecimal(value) else { return false }
            format.append(number, to: &output)
            return true
        }
        guard let text = rewrittenText(name, value, problem: &problem) else { return false }
        withUTF8Bytes(text) { output.appendBytes($0) }
        return true
    }

    /// A `points` or `viewBox` list in canonical form; on an error nothing stays appended.
    private func appendNumberList(_ name: String, _ value: String, into output: inout XMLOutput,
                                  problem: inout ValueSyntaxError?) -> Bool {
        // Whole numbers with single spaces (`0 0 24 24`, nearly every view box) are already what
        // `appendNumbers` writes: copied as they are, ≈ 1,300 instructions less a view box.
        let isCanonical = withUTF8Bytes(value) { bytes in
            guard PlainWholeNumbers.isCanonical(bytes) else { return false }
            output.appendBytes(bytes)
            return true
        }
        return isCanonical || appendNumbers(name, value, into: &output, problem: &problem)
    }

    /// A `points` or `viewBox` list number by number, each read and written at the precision (what
    /// ``appendNumberList(_:_:into:problem:)`` does without its shortcut); on an error nothing stays
    /// appended.
    func appendNumbers(_ name: String, _ value: String, into output: inout XMLOutput,
                       problem: inout ValueSyntaxError?) -> Bool {
        let mark = output.count
        var index = 0
        var collapses = false
        do throws(ValueSyntaxError) {
            try NumberListParser.forEachDecimal(in: value) { number in
                if output.count > mark { output.append(ASCII.space) }
                format.append(number, to: &output)
                // A view box's width and height must stay positive: a nested `<svg>` whose box
                // rounds to 0 would draw nothing at all.
                if name == "viewBox", index >= 2, number.value > 0, !(format.rounded(number.value) > 0) { collapses = true }
                index += 1
            }
            if collapses {
                output.truncate(to: mark)
                return false
            }
            return true
        } catch {
            output.truncate(to: mark)
            problem = error
            return false
        }
    }

    /// Whether ``rewrite(_:_:in:into:problem:)`` may rewrite attribute `name` of a `kind` element: false
    /// for nearly all it would keep as written, from the element's kind and the name's first letter.
    @inline(__always) func mayRewrite(_ name: String, in kind: SVGElementKind) -> Bool {
        kind == .path ? name == "d" || Self.mayRewrite(name) : kind != .unknown && Self.mayRewrite(name)
    }

    /// Whether `name` can be one of the attributes rewritten here, from its first letter alone: most
    /// attributes an icon carries (`id`, `class`, `xmlns`…) are passed over without a hash lookup.
    @inline(__always) static func mayRewrite(_ name: String) -> Bool {
        guard let first = name.utf8.first, first &- 0x61 < 26 else { return false }
        return firstLetters & (1 << UInt32(first &- 0x61)) != 0
    }

    /// The first letters of every attribute rewritten here, one bit per letter a…z.
    private static let firstLetters: UInt32 = (numeric.union(colors).union(transforms).union(["points", "viewBox"]))
        .reduce(0) { letters, name in letters | (1 << UInt32(name.utf8.first! &- 0x61)) }

    /// Attributes holding one plain number (unitless lengths, opacities).
    private static let numeric: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "fx", "fy",
        "stroke-width", "opacity", "fill-opacity", "stroke-opacity", "stop-opacity", "stroke-miterlimit",
    ]
    private static let colors: Set<String> = ["fill", "stroke", "stop-color", "color", "flood-color", "lighting-color"]
    private static let transforms: Set<String> = ["transform", "gradientTransform", "patternTransform"]

    /// The rewritten value of a transform or colour attribute, or nil to keep it as written;
    /// `problem` is set when the value is broken (what a renderer would stop at).
    private func rewrittenText(_ name: String, _ value: String, problem: inout ValueSyntaxError?) -> String? {
        if Self.transforms.contains(name) {
            do throws(ValueSyntaxError) {
                return TransformWriter.settledString(for: try TransformListParser.parse(value), format: format)
            } catch {
                problem = error
                return nil
            }
        }
        if Self.colors.contains(name), let paint = try? CSSColorParser.parse(value), case .color = paint {
            return PaintWriter.string(for: paint, format: format)
        }
        return nil
    }
}
