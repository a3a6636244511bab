import EmblemGeometry

/// Path data mapped through an affine transform, as path data: every segment absolute, `H` and `V` as
/// lines, curves keeping their kind (`S` and `T` too: a reflection through the pen maps to the reflection
/// through the mapped pen), and arcs still arcs (``EllipticalArc/ellipse(radiusX:radiusY:xAxisRotation:mappedBy:)``).
/// Read back, it draws the mapped path; a renderer puts a vertex, and so a mid marker, on each of its
/// segments as it did on the source's.
///
/// Numbers are written in full (the shortest text that reads back to the same `Double`); whoever writes
/// the result out rounds it (``PathDataRewriter``).
///
/// ```swift
/// PathDataTransform.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 0, f: 0), to: "M1 1h2a1 1 0 0 1 0 2")
/// // "M -1 1L -3 1A 1 1 90 0 0 -3 3": the half circle's sweep reversed
/// ```
enum PathDataTransform {
    /// `text` mapped through `transform`; nil when the data is broken (a reader stops part way).
    static func applying(_ transform: AffineTransform, to text: String) -> String? {
        withUTF8Bytes(text) { bytes in
            var reader = PathSegmentReader(bytes)
            var output = ""
            output.reserveCapacity(bytes.count * 2)
            var pen = Point(x: 0, y: 0), subpathStart = Point(x: 0, y: 0)
            func write(_ letter: Character, _ numbers: Double...) {
                output.append(letter)
                for number in numbers {
                    output.append(" ")
                    // Whole numbers without the `.0` Swift writes; every other number as it reads back exactly.
                    output += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
                }
            }
            while let command = reader.next() {
                let arguments = reader.arguments
                let isRelative = command >= 0x61
                func value(_ index: Int) -> Double { arguments[index].value }
                /// The point of arguments `index` and `index + 1`, absolute.
                func point(_ index: Int) -> Point {
                    isRelative ? Point(x: pen.x + value(index), y: pen.y + value(index + 1)) : Point(x: value(index), y: value(index + 1))
                }
                func mapped(_ p: Point) -> (Double, Double) {
                    let q = transform.apply(to: p)
                    return (q.x, q.y)
                }
                var end = pen
                switch command & ~0x20 {
                case 0x4D, 0x4C, 0x54:  // M, L, T
                    end = point(0)
                    let (x, y) = mapped(end)
                    write(Character(UnicodeScalar(command & ~0x20)), x, y)
                    if command & ~0x20 == 0x4D { subpathStart = end }
                case 0x48, 0x56:  // H, V: lines once mapped
                    let isHorizontal = command & ~0x20 == 0x48
                    let coordinate = value(0) + (isRelative ? (isHorizontal ? pen.x : pen.y) : 0)
                    end = isHorizontal ? Point(x: coordinate, y: pen.y) : Point(x: pen.x, y: coordinate)
                    let (x, y) = mapped(end)
                    write("L", x, y)
                case 0x43:  // C
                    let (x1, y1) = mapped(point(0)), (x2, y2) = mapped(point(2))
                    end = point(4)
                    let (x, y) = mapped(end)
                    write("C", x1, y1, x2, y2, x, y)
                case 0x53, 0x51:  // S, Q
                    let (x1, y1) = mapped(point(0))
                    end = point(2)
                    let (x, y) = mapped(end)
                    write(command & ~0x20 == 0x53 ? "S" : "Q", x1, y1, x, y)
                case 0x41:  // A
                    end = point(5)
                    let ellipse = EllipticalArc.ellipse(radiusX: value(0), radiusY: value(1), xAxisRotation: value(2), mappedBy: transform)
                    let sweep = (value(4) != 0) != ellipse.reflects
                    let (x, y) = mapped(end)
                    write("A", ellipse.radiusX, ellipse.radiusY, ellipse.xAxisRotation, value(3) != 0 ? 1 : 0, sweep ? 1 : 0, x, y)
                default:  // Z
                    end = subpathStart
                    output.append("Z")
                }
                pen = end
            }
            return reader.error == nil ? output : nil
        }
    }
}
