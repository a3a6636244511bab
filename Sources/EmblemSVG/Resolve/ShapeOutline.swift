import EmblemGeometry

/// What a ``DrawingShape`` keeps of its path: the path, and the data it was read from
/// (``DrawingShape/sourcePathData``); for a path the resolver deferred (``Resolver/defersPathGeometry``),
/// the data alone until the path is asked for, set or changed.
///
/// Equal when the paths and the data are, as when the two were kept apart: a deferred path equals the
/// same path read whole, and two deferred from the same data are equal without reading either. One
/// value for the two, so that a shape is no bigger than it was, and copied as cheaply.
struct ShapeOutline: Hashable, Sendable {
    /// The path, once read, set or changed; nil while it is the data's deferred geometry.
    var own: Path?
    var source: SourcePathData?

    init(_ path: Path, source: SourcePathData?) {
        own = path
        self.source = source
    }

    init(deferred source: SourcePathData) {
        own = nil
        self.source = source
    }

    var path: Path { own ?? source?.path ?? Path() }

    /// Whether the path is still the data's deferred geometry, set or changed by nothing.
    var isDeferred: Bool { own == nil && source?.deferredGeometry != nil }

    /// Whether the data stands for the path: the path is its deferred geometry, or equal to its geometry.
    var isDrawnBySource: Bool {
        guard let source else { return false }
        guard let own else { return true }
        return source.path == own
    }

    /// Makes the path the shape's own, to be changed in place.
    mutating func takeOwnership() {
        if own == nil { own = path }
    }

    /// Replaces the data; a path that was the old data's geometry is kept, read.
    mutating func replaceSource(with newSource: SourcePathData?) {
        takeOwnership()
        source = newSource
    }

    static func == (lhs: ShapeOutline, rhs: ShapeOutline) -> Bool {
        guard lhs.source == rhs.source else { return false }
        // Deferred from equal data: the same geometry, unread.
        if lhs.own == nil, rhs.own == nil { return true }
        return lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        // Equal outlines have equal data; without data, equal paths. (Hashing the path of data-backed
        // outlines would read deferred geometry.)
        if let source { hasher.combine(source) } else { hasher.combine(path) }
    }
}
