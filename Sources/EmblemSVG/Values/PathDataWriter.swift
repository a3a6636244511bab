import EmblemGeometry

/// Writes a ``Path`` as compact SVG path data.
///
/// Coordinates are rounded to the format's precision once, into fixed point (integer counts of 10⁻ᵖ);
/// ``PathTextBuilder`` then chooses each segment's shortest form in exact integer arithmetic. Relative
/// coordinates are therefore measured from the previous point *as a reader will see it*, and rounding
/// errors never add up, however long the path.
///
/// ```swift
/// PathDataWriter.string(for: path, format: NumberFormat(precision: 2))  // "M1 2h3.5v-1z"
/// ```
///
/// - Complexity: O(n) in the number of elements.
public enum PathDataWriter {
    public static func string(for path: Path, format: NumberFormat = NumberFormat()) -> String {
        var bytes: [UInt8] = []
        append(path, format: format, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path data to `bytes`: ASCII letters, digits, `.`, `-` and spaces, which need no XML
    /// escaping, so writers put it straight into their output.
    static func append<Sink: ByteSink & ~Copyable>(_ path: Path, format: NumberFormat, to bytes: inout Sink) {
        let precision = format.clampedPrecision
        var builder = PathTextBuilder(precision: precision, capacity: path.elements.count * 16)
        let fixed = format.fixedPoint
        var fits = true
        // Path data must start with a move; a path that does not is drawn from the origin.
        if let first = path.elements.first, !first.isMove { builder.write(0x4D, PathTextBuilder.values(0, 0)) }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                guard let x = fixed(p.x), let y = fixed(p.y) else { fits = false; break }
                builder.write(element.isMove ? 0x4D : 0x4C, PathTextBuilder.values(x, y))
            case .cubic(let c1, let c2, let p):
                guard let x1 = fixed(c1.x), let y1 = fixed(c1.y), let x2 = fixed(c2.x), let y2 = fixed(c2.y),
                      let x = fixed(p.x), let y = fixed(p.y) else { fits = false; break }
                builder.write(0x43, PathTextBuilder.values(x1, y1, x2, y2, x, y))
            case .close:
                builder.write(0x5A, PathTextBuilder.values())
            }
            if !fits { break }
        }
        if fits { builder.output.append(to: &bytes) } else { appendAbsolutely(path, format, to: &bytes) }
    }

    /// The plain writing, for paths with coordinates too large (or not finite) for fixed point: absolute
    /// commands, every number as `NumberFormat` writes it.
    static func appendAbsolutely<Sink: ByteSink & ~Copyable>(_ path: Path, _ format: NumberFormat, to bytes: inout Sink) {
        if let first = path.elements.first, !first.isMove {
            bytes.append(0x4D)
            appendPoint(.zero, format, to: &bytes)
        }
        for element in path.elements {
            switch element {
            case .move(let p): bytes.append(0x4D); appendPoint(p, format, to: &bytes)
            case .line(let p): bytes.append(0x4C); appendPoint(p, format, to: &bytes)
            case .cubic(let c1, let c2, let p):
                bytes.append(0x43)
                appendPoint(c1, format, to: &bytes)
                bytes.append(ASCII.space)
                appendPoint(c2, format, to: &bytes)
                bytes.append(ASCII.space)
                appendPoint(p, format, to: &bytes)
            case .close: bytes.append(0x5A)
            }
        }
    }

    private static func appendPoint<Sink: ByteSink & ~Copyable>(_ p: Point, _ format: NumberFormat, to bytes: inout Sink) {
        format.append(p.x, to: &bytes)
        bytes.append(ASCII.space)
        format.append(p.y, to: &bytes)
    }
}
