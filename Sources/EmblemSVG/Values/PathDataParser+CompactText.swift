import EmblemGeometry

extension PathDataParser {
    /// Reads path data once into both its geometry (``parse(_:)``) and its compact text
    /// (``PathDataRewriter``, at `format`): for a writer of the resolved drawing, which otherwise read the
    /// data a second time to write it (≈ 100 M instructions a round of the Material Design Icons, a third
    /// of writing them).
    ///
    /// The result is what the two give apart, to the bit: the same readers feed the same builders, and
    /// data that leaves the plain form is read by each apart, as each does it (`DrawingWriterKeptPathDataTests`).
    /// `compact` is nil where the rewriter keeps the data as written (broken data, numbers past fixed point).
    static func parseWithCompactText(_ text: String, format: NumberFormat, splitsArcs: Bool = true)
        -> (path: Path, error: ValueSyntaxError?, compact: CompactPathText?) {
        let precision = format.clampedPrecision
        let done: (path: Path, compact: [UInt8]?)? = withUTF8Bytes(text) { bytes in
            var builder = PathBuilder(capacity: bytes.count / 8)
            var run = PathRewriteRun(format: format, expectedBytes: bytes.count)
            run.splitsArcs = splitsArcs
            var fits = true
            var plain = PlainPathReader(bytes)
            while let command = plain.next() {
                let arguments = plain.arguments.span
                builder.add(command, arguments)
                if fits { fits = run.tracksExactly && run.addExactly(command, arguments) || run.add(command, arguments) }
            }
            guard plain.isComplete, fits else { return nil }
            var compact: [UInt8] = []
            compact.reserveCapacity(run.builder.output.count)
            run.builder.output.append(to: &compact)
            return (Path(builder.elements), compact)
        }
        if let done { return (done.path, nil, done.compact.map { CompactPathText(bytes: $0, precision: precision) }) }
        // Not the plain form, or a number past fixed point: each the general way, as each reads it alone.
        let (path, error) = parse(text, readsPlainFormFirst: false)
        return (path, error, CompactPathText(rewriting: text, format: format, readsPlainFormFirst: false, splitsArcs: splitsArcs))
    }
}
