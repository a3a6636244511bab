import EmblemGeometry

/// A layer's place in the symbol's hierarchy. Hierarchical and palette rendering both use it.
public enum LayerLevel: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case primary, secondary, tertiary

    /// 0, 1, 2: the index SF Symbols' hierarchy uses.
    public var index: Int {
        switch self {
        case .primary: 0
        case .secondary: 1
        case .tertiary: 2
        }
    }

    public static func < (a: LayerLevel, b: LayerLevel) -> Bool { a.index < b.index }

    public func hash(into hasher: inout Hasher) { hasher.combine(case: self) }
}
