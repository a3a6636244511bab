import EmblemGeometry

/// A fully resolved drawing: groups and shapes only (shapes converted to paths, text kept as written,
/// `use` expanded, styles cascaded, transforms known), plus what it cannot resolve kept verbatim for
/// writing back. Everything downstream
/// (symbols, styling, animation) works on this.
public struct Drawing: Hashable, Sendable {
    /// The user-space rectangle the drawing maps onto its canvas.
    public var viewBox: Rect
    /// The intrinsic size in pixels when the source gave one (`width`/`height` on the root).
    public var width: Double?
    public var height: Double?
    /// How the viewBox fits a canvas of another shape (the root's `preserveAspectRatio`).
    public var preserveAspectRatio: PreserveAspectRatio
    public var root: DrawingGroup
    /// Paint servers, clip paths, masks, filters and markers, by id, kept verbatim so that references to
    /// them still work when the drawing is written back.
    public var definitions: [XMLElement]

    public init(viewBox: Rect, width: Double? = nil, height: Double? = nil, preserveAspectRatio: PreserveAspectRatio = .default,
                root: DrawingGroup = DrawingGroup(), definitions: [XMLElement] = []) {
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.preserveAspectRatio = preserveAspectRatio
        self.root = root
        self.definitions = definitions
    }

    /// Every shape in drawing order, with the transform from its own space to the drawing's user space.
    public var shapes: [(shape: DrawingShape, transform: AffineTransform)] {
        var result: [(DrawingShape, AffineTransform)] = []
        root.visitShapes(transform: .identity) { result.append(($0, $1)) }
        return result
    }

    /// The exact bounds of everything drawn (fill geometry; stroke widths are added half on each side).
    public var bounds: Rect? { root.bounds(transform: .identity) }
}

/// A group: a transform, an opacity and children, drawn in order.
public struct DrawingGroup: Hashable, Sendable {
    public var id: String?
    public var classes: [String]
    public var transform: AffineTransform
    public var opacity: Double
    /// `url(#…)` references kept as written.
    public var clipPath: String?
    public var mask: String?
    public var filter: String?
    /// `mix-blend-mode` and `isolation`, as written (``StyleCascade/compositingProperties``).
    public var compositing: [String: String]
    /// Declarations Emblem does not interpret (custom properties such as `-sfsymbols-motion-group`).
    public var properties: [String: String]
    public var children: [DrawingNode]
    /// The element this group came from: child-element indices from the document root.
    public var source: [Int]

    public init(id: String? = nil, classes: [String] = [], transform: AffineTransform = .identity, opacity: Double = 1,
                clipPath: String? = nil, mask: String? = nil, filter: String? = nil, compositing: [String: String] = [:],
                properties: [String: String] = [:], children: [DrawingNode] = [], source: [Int] = []) {
        self.id = id
        self.classes = classes
        self.transform = transform
        self.opacity = opacity
        self.clipPath = clipPath
        self.mask = mask
        self.filter = filter
        self.compositing = compositing
        self.properties = properties
        self.children = children
        self.source = source
    }

    func visitShapes(transform outer: AffineTransform, _ body: (DrawingShape, AffineTransform) -> Void) {
        let total = outer.concatenating(transform)
        for child in children {
            switch child {
            case .group(let group): group.visitShapes(transform: total, body)
            case .shape(let shape): body(shape, total.concatenating(shape.transform))
            case .preserved: break
            }
        }
    }

    /// The bounds of the shapes below, with their strokes (as drawn) or of their geometry alone.
    func bounds(transform outer: AffineTransform, includingStroke: Bool = true) -> Rect? {
        var box: Rect?
        visitShapes(transform: outer) { shape, transform in
            let shapeBounds = includingStroke ? shape.drawnBounds(transform: transform) : shape.path.bounds(applying: transform)
            guard let shapeBounds else { return }
            box = box.map { $0.union(shapeBounds) } ?? shapeBounds
        }
        return box
    }
}

/// A drawn element: a group, a shape (a path, or text: ``DrawingShape/text``), or an element Emblem cannot
/// resolve (images, foreign content) kept verbatim with the transform of its context.
public enum DrawingNode: Hashable, Sendable {
    // Boxed: a shape is ≈ 450 bytes with its style, and a node inline was that big to move into an
    // array, out of an optional or through a return. A box is one allocation and then a pointer to pass.
    indirect case group(DrawingGroup)
    indirect case shape(DrawingShape)
    case preserved(XMLElement)
}

/// A shape converted to a path, or a text, with its cascaded style.
public struct DrawingShape: Hashable, Sendable {
    public var id: String?
    public var classes: [String]
    /// The shape's outline. For a `path` the resolver read with its geometry deferred
    /// (``Resolver/defersPathGeometry``), read from its data when first asked for.
    public var path: Path {
        get { outline.path }
        set { outline.own = newValue }
        _modify {
            outline.takeOwnership()
            yield &outline.own!
        }
    }
    /// The path and the data it was read from (``path``, ``sourcePathData``).
    var outline: ShapeOutline
    public var transform: AffineTransform
    public var style: DrawingStyle
    /// Declarations Emblem does not interpret (custom properties such as `-sfsymbols-clear-behind`).
    public var properties: [String: String]
    public var source: [Int]
    public var location: SourceLocation?
    /// Clips, masks and filters of the groups the shape was taken out of, outermost first (empty for a
    /// shape in a drawing, whose groups hold their own).
    public var enclosingEffects: [EnclosingEffect] = []
    /// The transform baked into the path when the shape was taken out of its groups: paint servers in
    /// `userSpaceOnUse` units were made in the space before it (identity for a shape in a drawing).
    public var paintTransform: AffineTransform = .identity
    /// A `<text>` drawn in place of the path, as written (made to stand on its own, see
    /// `DrawingNode.preserved`), placed by `transform`; nil for a path. The symbol pipeline carries text
    /// in its layers this way, so that it is painted, ordered, mirrored and animated with them. Its path
    /// is empty, so it has no bounds.
    public var text: XMLElement?
    /// The `use` (its source) that drew the shape from content elsewhere, the innermost when several
    /// did; nil for a shape drawn where it stands. Set when shapes are taken out of their groups (the
    /// symbol pipeline), so that content several `use`s draw can be told apart by use.
    public var instance: [Int]?
    /// The path data as written, kept for a path with mid markers and arcs (``path`` draws each arc as up
    /// to four cubics, and a mid marker would mark every joint between them), and for every path when the
    /// resolver keeps path data (``Resolver/keepsPathData``). ``DrawingWriter`` writes its text (compacted,
    /// its arcs still arcs) in place of ``path`` while ``path`` is what it stands for. Replacing or removing
    /// it keeps the path (a deferred one is read first).
    public var sourcePathData: SourcePathData? {
        get { outline.source }
        set { outline.replaceSource(with: newValue) }
    }

    public init(id: String? = nil, classes: [String] = [], path: Path, transform: AffineTransform = .identity,
                style: DrawingStyle = DrawingStyle(), properties: [String: String] = [:], source: [Int] = [],
                location: SourceLocation? = nil, sourcePathData: SourcePathData? = nil) {
        self.init(id: id, classes: classes, outline: ShapeOutline(path, source: sourcePathData), transform: transform, style: style,
                  properties: properties, source: source, location: location)
    }

    init(id: String?, classes: [String], outline: ShapeOutline, transform: AffineTransform, style: consuming DrawingStyle,
         properties: consuming [String: String], source: [Int], location: SourceLocation?) {
        self.id = id
        self.classes = classes
        self.outline = outline
        self.transform = transform
        self.style = style
        self.properties = properties
        self.source = source
        self.location = location
    }

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
