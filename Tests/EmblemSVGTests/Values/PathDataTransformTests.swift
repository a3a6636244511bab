import EmblemGeometry
import EmblemTestSupport
import Testing
@testable import EmblemSVG

/// Path data mapped through a transform as text (`PathDataTransform`) reads back to the path mapped: the
/// same elements (its arcs drawn as the same number of cubics, split at the same fractions), and a
/// segment for each of the source's, so that a renderer puts mid markers where it put them before.
struct PathDataTransformTests {
    @Test func randomDataMapsAsItsGeometry() throws {
        var random = SplitMix64(seed: 0x7A0F)
        for round in 0..<300 {
            let source = PathDataRewriterTests.randomPathData(&random, segments: 40, decimals: 4, arcs: true)
            let transform = round % 5 == 0
                ? AffineTransform(a: -1, b: 0, c: 0, d: 1, e: .random(in: -50...50, using: &random), f: 0)
                : AffineTransform.random(using: &random)
            let text = try #require(PathDataTransform.applying(transform, to: source))
            let (read, error) = PathDataParser.parse(text)
            #expect(error == nil, "\(text)")
            let expected = PathDataParser.parse(source).path.applying(transform).elements
            let scale = expected.reduce(1.0) { largest, element in
                guard case .move(let p) = element else { return largest }
                return max(largest, abs(p.x), abs(p.y))
            }
            if let mismatch = firstMismatch(read.elements, expected, tolerance: 1e-9 * scale * 100) {
                Issue.record("round \(round): \(mismatch)\n\(source)\n\(text)")
            }
            #expect(PathSegmentReader.segmentCount(of: text) == PathSegmentReader.segmentCount(of: source))
        }
    }

    /// Mirrored: end points and controls flipped, `H` a line, the half circle's sweep reversed.
    @Test func referenceMirror() throws {
        let text = try #require(PathDataTransform.applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 0, f: 0),
                                                          to: "M1 1h2a1 1 0 0 1 0 2q1 0 1 1t0 1z"))
        let parts = text.split(separator: "A")
        #expect(parts.count == 2 && parts[0] == "M -1 1L -3 1", "\(text)")
        let arc = parts[1].split(separator: " ")
        #expect(arc.count >= 7 && Double(arc[0]) == 1 && Double(arc[1]) == 1 && arc[3] == "0" && arc[4] == "0" && arc[5] == "-3", "\(text)")
        #expect(text.hasSuffix("Q -4 3 -4 4T -4 5Z"), "\(text)")
        #expect(PathDataTransform.applying(.identity, to: "M0 0L1") == nil)
    }
}
