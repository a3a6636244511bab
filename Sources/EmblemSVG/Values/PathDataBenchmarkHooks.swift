/// The path-data stages on their own, for `emblem-bench`: it sets each stage's cost next to the libxml2
/// floor, to show where the time of parse + resolve + write goes. Not API (`@_spi(Benchmarks)`).
@_spi(Benchmarks) public enum PathDataBenchmarkHooks {
    /// Reads every segment of `text` as the geometry parser and the rewrite do (the plain form first), and
    /// does nothing with it; returns the number of segments.
    public static func readSegments(_ text: String) -> Int {
        withUTF8Bytes(text) { bytes in
            var plain = PlainPathReader(bytes)
            var plainCount = 0
            while plain.next() != nil { plainCount &+= 1 }
            return plain.isComplete ? plainCount : PathSegmentReader.segmentCount(in: bytes)
        }
    }

    /// Rewrites `text` compactly, as the writer does, into `output`; false when it is kept as written.
    public static func rewrite(_ text: String, precision: Int, into output: inout [UInt8]) -> Bool {
        PathDataRewriter.rewrite(text, format: NumberFormat(precision: precision), into: &output) == .rewritten
    }
}
