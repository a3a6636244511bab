/// A side of a rectangle. Leading and trailing follow the layout direction.
public enum Edge: Hashable, Sendable, CaseIterable {
    /// The top edge (smaller y).
    case top
    /// The left edge in left-to-right layouts, the right edge in right-to-left ones.
    case leading
    /// The bottom edge (larger y).
    case bottom
    /// The right edge in left-to-right layouts, the left edge in right-to-left ones.
    case trailing

    /// The edge across: top ↔ bottom, leading ↔ trailing.
    public var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
