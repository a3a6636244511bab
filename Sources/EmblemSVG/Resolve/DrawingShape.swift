import EmblemGeometry

/// A shape converted to a path, or a text, with its cascaded style.
///
/// A value with its fields in one shared, copy-on-write box (``Storage``): a shape is ≈ 450 bytes with its
/// style, and passing one around (out of a node, into a closure, into a layer) copied them all, a
/// retain or release of each of its two dozen references, ≈ 400 instructions a copy; recolouring made
/// eight copies of every shape. Copied now, a shape is one retain, and its fields are copied when a
/// shared shape is first changed.
public struct DrawingShape: Hashable, Sendable {
    @usableFromInline var storage: Storage

    public var id: String? {
        @inlinable get { storage.fields.id }
        @inlinable _modify { yield &uniqueStorage.fields.id }
    }
    public var classes: [String] {
        @inlinable get { storage.fields.classes }
        @inlinable _modify { yield &uniqueStorage.fields.classes }
    }
    /// The shape's outline. For a `path` the resolver read with its geometry deferred
    /// (``Resolver/defersPathGeometry``), read from its data when first asked for.
    public var path: Path {
        get { storage.fields.outline.path }
        set { uniqueStorage.fields.outline.own = newValue }
        _modify {
            let storage = uniqueStorage
            storage.fields.outline.takeOwnership()
            yield &storage.fields.outline.own!
        }
    }
    /// The path and the data it was read from (``path``, ``sourcePathData``).
    var outline: ShapeOutline { storage.fields.outline }
    public var transform: AffineTransform {
        @inlinable get { storage.fields.transform }
        @inlinable _modify { yield &uniqueStorage.fields.transform }
    }
    public var style: DrawingStyle {
        @inlinable get { storage.fields.style }
        @inlinable _modify { yield &uniqueStorage.fields.style }
    }
    /// Declarations Emblem does not interpret (custom properties such as `-sfsymbols-clear-behind`).
    public var properties: [String: String] {
        @inlinable get { storage.fields.properties }
        @inlinable _modify { yield &uniqueStorage.fields.properties }
    }
    public var source: [Int] {
        @inlinable get { storage.fields.source }
        @inlinable _modify { yield &uniqueStorage.fields.source }
    }
    public var location: SourceLocation? {
        @inlinable get { storage.fields.location }
        @inlinable _modify { yield &uniqueStorage.fields.location }
    }
    /// Clips, masks and filters of the groups the shape was taken out of, outermost first (empty for a
    /// shape in a drawing, whose groups hold their own).
    public var enclosingEffects: [EnclosingEffect] {
        @inlinable get { storage.fields.enclosingEffects }
        @inlinable _modify { yield &uniqueStorage.fields.enclosingEffects }
    }
    /// The transform baked into the path when the shape was taken out of its groups: paint servers in
    /// `userSpaceOnUse` units were made in the space before it (identity for a shape in a drawing).
    public var paintTransform: AffineTransform {
        @inlinable get { storage.fields.paintTransform }
        @inlinable _modify { yield &uniqueStorage.fields.paintTransform }
    }
    /// A `<text>` drawn in place of the path, as written (made to stand on its own, see
    /// `DrawingNode.preserved`), placed by `transform`; nil for a path. The symbol pipeline carries text
    /// in its layers this way, so that it is painted, ordered, mirrored and animated with them. Its path
    /// is empty, so it has no bounds.
    public var text: XMLElement? {
        @inlinable get { storage.fields.text }
        @inlinable _modify { yield &uniqueStorage.fields.text }
    }
    /// The `use` (its source) that drew the shape from content elsewhere, the innermost when several
    /// did; nil for a shape drawn where it stands. Set when shapes are taken out of their groups (the
    /// symbol pipeline), so that content several `use`s draw can be told apart by use.
    public var instance: [Int]? {
        @inlinable get { storage.fields.instance }
        @inlinable _modify { yield &uniqueStorage.fields.instance }
    }
    /// The path data as written, kept for a path with mid markers and arcs (``path`` draws each arc as up
    /// to four cubics, and a mid marker would mark every joint between them), and for every path when the
    /// resolver keeps path data (``Resolver/keepsPathData``). ``DrawingWriter`` writes its text (compacted,
    /// its arcs still arcs) in place of ``path`` while ``path`` is what it stands for. Replacing or removing
    /// it keeps the path (a deferred one is read first).
    public var sourcePathData: SourcePathData? {
        get { storage.fields.outline.source }
        set { uniqueStorage.fields.outline.replaceSource(with: newValue) }
    }

    public init(id: String? = nil, classes: [String] = [], path: Path, transform: AffineTransform = .identity,
                style: DrawingStyle = DrawingStyle(), properties: [String: String] = [:], source: [Int] = [],
                location: SourceLocation? = nil, sourcePathData: SourcePathData? = nil) {
        self.init(id: id, classes: classes, outline: ShapeOutline(path, source: sourcePathData), transform: transform, style: style,
                  properties: properties, source: source, location: location)
    }

    init(id: String?, classes: [String], outline: ShapeOutline, transform: AffineTransform, style: consuming DrawingStyle,
         properties: consuming [String: String], source: [Int], location: SourceLocation?) {
        storage = Storage(Fields(id: id, classes: classes, outline: outline, transform: transform, style: style,
                                 properties: properties, source: source, location: location))
    }

    /// The storage, copied first when another shape shares it.
    @usableFromInline var uniqueStorage: Storage {
        @inlinable mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    public static func == (lhs: DrawingShape, rhs: DrawingShape) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// Bounds in the space `transform` maps to; strokes widen the box by half their (scaled) width.
    public func drawnBounds(transform: AffineTransform) -> Rect? {
        guard var box = path.bounds(applying: transform) else { return nil }
        if style.stroke != .none, style.strokeWidth > 0 {
            let scale = abs(transform.determinant).squareRoot()
            let half = style.strokeWidth * scale / 2
            box = Rect(x: box.x - half, y: box.y - half, width: box.width + 2 * half, height: box.height + 2 * half)
        }
        return box
    }
}
