import EmblemGeometry

/// The bounding box of a group's content, measured as librsvg measures it (each shape's path in its own
/// space, then each level's box mapped by its transform as a box), filled in once the group's content
/// has been visited. librsvg counts every shape of the group, hidden or unpainted ones too, where a
/// symbol's layer keeps only what paints: a group's mask, filter or clip in bounding-box units was laid
/// out over the layer's shapes alone (a random document through the symbol pipeline found it).
/// Written only while the drawing is visited, before it is read; compared by its box.
public final class GroupBox: Hashable, @unchecked Sendable {
    public internal(set) var rect: Rect?

    public init(rect: Rect? = nil) { self.rect = rect }

    /// Grows the box to take in `other`.
    public func include(_ other: Rect) { rect = rect.map { $0.union(other) } ?? other }

    public static func == (lhs: GroupBox, rhs: GroupBox) -> Bool { lhs === rhs || lhs.rect == rhs.rect }
    public func hash(into hasher: inout Hasher) { hasher.combine(rect) }
}

extension DrawingShape {
    /// The shape's path bounds mapped by its transform as a box (``DrawingNode/objectBox``); nil for text.
    public var objectBox: Rect? { text == nil ? path.bounds.map { $0.applying(transform) } : nil }
}

extension DrawingNode {
    /// The node's bounding box as librsvg measures it, in the space around it (``GroupBox``): a shape's
    /// path bounds in its own space, a group's the union of its children's, each mapped by the node's
    /// transform as a box. Nil for a node that has none (text, preserved content, nothing).
    public var objectBox: Rect? {
        switch self {
        case .shape(let shape): shape.objectBox
        case .group(let group): DrawingNode.objectBox(of: group.children).map { $0.applying(group.transform) }
        case .preserved: nil
        }
    }

    /// The union of the nodes' boxes (``objectBox``).
    public static func objectBox(of nodes: [DrawingNode]) -> Rect? {
        var box: Rect?
        for node in nodes {
            guard let inner = node.objectBox else { continue }
            box = box.map { $0.union(inner) } ?? inner
        }
        return box
    }
}
