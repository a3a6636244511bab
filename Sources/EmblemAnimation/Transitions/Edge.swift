/// A side of a rectangle. Leading and trailing follow the layout direction.
public enum Edge: Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

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

/// The direction text and layout flow in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is left (English). The default everywhere.
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}
