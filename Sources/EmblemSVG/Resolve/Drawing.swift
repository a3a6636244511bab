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
    // A group is boxed: it is ≈ 200 bytes, and a node inline was that big to move into an array, out of
    // an optional or through a return. A shape is a reference to its shared storage already.
    indirect case group(DrawingGroup)
    case shape(DrawingShape)
    case preserved(XMLElement)
}

