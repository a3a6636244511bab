import EmblemGeometry

/// A path's data as written, kept beside its geometry (``DrawingShape/sourcePathData``), so that a writer
/// of the drawing writes the path as the file had it: arcs as arcs, quadratic curves as quadratic curves
/// (the geometry draws each arc as up to four cubics, and each quadratic as a cubic).
///
/// Kept always where the geometry cannot stand for the data: a path with mid markers and arcs, whose
/// markers the cubics' joints would multiply (``keepsArcsWhole``). Kept for every `path` when the resolver
/// is asked to (``Resolver/keepsPathData``), with the compact text read in the same pass as the geometry
/// (``compact``): writing the drawing then reads no path data again.
///
/// An immutable class, so that a shape (copied often on its way through the symbol pipeline) carries one
/// reference for it, not a string's and an array's: as a structure it cost recolouring 0.5% more
/// instructions on icons that have none.
public final class SourcePathData: Hashable, Sendable {
    /// The path data, in the shape's own space.
    public let text: String
    /// What the shape's path was when `text` was read or last mapped with it: the text stands for the
    /// shape's path while the two are equal, and is ignored once the path is moved, trimmed or morphed alone.
    /// Read from `text` when first asked for where the resolver deferred it (``Resolver/defersPathGeometry``).
    public var path: Path {
        switch geometry {
        case .read(let path): path
        case .deferred(let deferred): deferred.path
        }
    }
    /// Whether mid markers mark the data's vertices, so an arc is written whole even where rounding moves
    /// it (``PathDataRewriter``'s `splitsArcs` off): written in pieces, it would take a marker at each joint.
    public let keepsArcsWhole: Bool
    /// `text` rewritten compactly at one precision, made while the geometry was read; nil when not made,
    /// or when the data cannot be rewritten (broken data, numbers past fixed point), which is then written
    /// from the geometry.
    public let compact: CompactPathText?
    private let geometry: Geometry

    private enum Geometry {
        case read(Path)
        case deferred(DeferredPathGeometry)
    }

    public init(text: String, path: Path, keepsArcsWhole: Bool = true, compact: CompactPathText? = nil) {
        self.text = text
        geometry = .read(path)
        self.keepsArcsWhole = keepsArcsWhole
        self.compact = compact
    }

    /// Data whose geometry is read when first asked for (`deferred`, made from `text`), kept with its
    /// compact text.
    init(deferred: DeferredPathGeometry, compact: CompactPathText) {
        text = deferred.text
        geometry = .deferred(deferred)
        keepsArcsWhole = false
        self.compact = compact
    }

    /// The deferred geometry this data reads its path from, if any.
    var deferredGeometry: DeferredPathGeometry? {
        if case .deferred(let deferred) = geometry { deferred } else { nil }
    }

    public static func == (lhs: SourcePathData, rhs: SourcePathData) -> Bool {
        // The compact text follows from the other three; deferred geometry from the text.
        lhs === rhs || (lhs.text == rhs.text && lhs.keepsArcsWhole == rhs.keepsArcsWhole
                        && ((lhs.deferredGeometry != nil && rhs.deferredGeometry != nil) || lhs.path == rhs.path))
    }

    public func hash(into hasher: inout Hasher) {
        // The text alone, which equal data share: hashing the path would read a deferred one.
        hasher.combine(text)
    }

    /// The data mapped through `transform` with the path, which becomes `mappedPath` (the shape's path
    /// mapped the same way); nil when this no longer stands for `path`, or its text is broken.
    public func mapped(by transform: AffineTransform, from path: Path, to mappedPath: Path) -> SourcePathData? {
        guard self.path == path else { return nil }
        if transform.isIdentity {
            return self.path == mappedPath ? self : SourcePathData(text: text, path: mappedPath, keepsArcsWhole: keepsArcsWhole, compact: compact)
        }
        return PathDataTransform.applying(transform, to: text).map { SourcePathData(text: $0, path: mappedPath, keepsArcsWhole: keepsArcsWhole) }
    }

    /// Appends the data compactly at `format`'s precision (from ``compact`` when made at it); false, with
    /// nothing appended, when the data cannot be rewritten.
    func appendCompact<Sink: ByteSink & ~Copyable>(format: NumberFormat, to output: inout Sink) -> Bool {
        if let compact, compact.precision == format.clampedPrecision {
            compact.bytes.withUnsafeBufferPointer { output.appendBytes($0) }
            return true
        }
        return PathDataRewriter.rewrite(text, format: format, into: &output, splitsArcs: !keepsArcsWhole) == .rewritten
    }
}

/// Path data rewritten compactly (``PathDataRewriter``) at `precision` decimals.
public struct CompactPathText: Hashable, Sendable {
    public let bytes: [UInt8]
    public let precision: Int
}

extension CompactPathText {
    /// `text` rewritten at `format`'s precision; nil where the rewriter keeps the data as written (broken
    /// data, numbers past fixed point).
    init?(rewriting text: String, format: NumberFormat, readsPlainFormFirst: Bool = true, splitsArcs: Bool = true) {
        var bytes: [UInt8] = []
        guard PathDataRewriter.rewrite(text, format: format, into: &bytes, readsPlainFormFirst: readsPlainFormFirst,
                                       splitsArcs: splitsArcs) == .rewritten else { return nil }
        self.init(bytes: bytes, precision: format.clampedPrecision)
    }
}
