import EmblemGeometry

extension PathElement {
    /// The element's kind and its points' bits, for comparing paths to the bit (`==` on doubles takes
    /// -0 for 0).
    public var bitPatterns: [UInt64] {
        switch self {
        case .move(let p): [0, p.x.bitPattern, p.y.bitPattern]
        case .line(let p): [1, p.x.bitPattern, p.y.bitPattern]
        case .cubic(let a, let b, let c): [2] + [a, b, c].flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
        case .close: [3]
        }
    }
}
