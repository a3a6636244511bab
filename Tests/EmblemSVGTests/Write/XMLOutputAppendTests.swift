import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// ``XMLOutput`` writes through a raw buffer that grows by itself (``ByteWriteBuffer``); the writers are
/// generic over it and `Array` (``ByteSink``). Checked against an `Array` doing the same.
struct XMLOutputAppendTests {
    /// Random appends (bytes, short and long pieces, pieces written through a pointer) and truncations,
    /// from a small first capacity so that it grows many times: the same bytes as an `Array` given the
    /// same operations.
    @Test func growsAndTruncatesAsAnArrayDoes() {
        var random = SplitMix64(seed: 77)
        for round in 0..<200 {
            var output = XMLOutput(capacity: round % 3 == 0 ? 1 : 40)
            var reference: [UInt8] = []
            for _ in 0..<Int.random(in: 1...120, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let byte = UInt8.random(in: 0...255, using: &random)
                    output.append(byte)
                    reference.append(byte)
                case 1, 2:
                    let piece = (0..<Int.random(in: 0...(round % 2 == 0 ? 12 : 3000), using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    piece.withUnsafeBufferPointer { output.appendBytes($0) }
                    reference.append(contentsOf: piece)
                case 3:
                    let piece = (0..<Int.random(in: 0...30, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    output.append(writingUpTo: 40) { pointer in
                        for (offset, byte) in piece.enumerated() { pointer[offset] = byte }
                        return piece.count
                    }
                    reference.append(contentsOf: piece)
                default:
                    let kept = Int.random(in: 0...reference.count, using: &random)
                    output.truncate(to: kept)
                    reference.removeSubrange(kept...)
                }
                #expect(output.count == reference.count)
            }
            #expect(output.bytes == reference)
        }
    }

    /// Numbers and path data written into an ``XMLOutput`` are the bytes written into an `Array`: small
    /// and large values (past 2⁵³ once scaled, written from their shortest text), at every precision.
    @Test func numbersAndPathsMatchTheArrayWriters() {
        var random = SplitMix64(seed: 78)
        for precision in [0, 1, 3, 5, 9] {
            let format = NumberFormat(precision: precision)
            var output = XMLOutput(capacity: 8)
            var reference: [UInt8] = []
            for _ in 0..<3_000 {
                let value: Double = switch Int.random(in: 0..<4, using: &random) {
                case 0: Double.random(in: -50...50, using: &random)
                case 1: Double.random(in: -1e22...1e22, using: &random)
                case 2: Double(Int.random(in: -1000...1000, using: &random)) / 8
                default: [Double.nan, .infinity, -0.0, 1e-300, 5e15][Int.random(in: 0..<5, using: &random)]
                }
                format.append(value, to: &output)
                format.append(value, to: &reference)
                output.append(ASCII.space)
                reference.append(ASCII.space)
            }
            #expect(output.bytes == reference, "precision \(precision)")
            var path = Path()
            path.move(to: Point(x: 1.25, y: -3))
            path.line(to: Point(x: 1e300, y: 2))  // beyond fixed point: written absolutely
            path.curve(to: Point(x: 4, y: 4), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 3.5))
            path.close()
            var pathOutput = XMLOutput()
            var pathReference: [UInt8] = []
            PathDataWriter.append(path, format: format, to: &pathOutput)
            PathDataWriter.append(path, format: format, to: &pathReference)
            #expect(pathOutput.bytes == pathReference)
        }
    }
}
