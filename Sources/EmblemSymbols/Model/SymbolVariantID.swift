import EmblemGeometry

/// The nine weights of SF Symbols, lightest first.
public enum SymbolWeight: String, Hashable, Sendable, CaseIterable, Codable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The capitalised form used in variant ids (`Ultralight`, `Semibold`).
    public var templateName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public func hash(into hasher: inout Hasher) { hasher.combine(case: self) }
}

/// The three symbol scales relative to text.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable, Codable {
    case small, medium, large

    /// `S`, `M`, `L` as in variant ids.
    public var letter: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    /// The documented size factors relative to medium: S 0.783, M 1, L 1.29 (SF-SEMANTICS 2.5).
    public var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(case: self) }
}

/// A weight and scale: `Regular-M`, `Black-S`.
public struct SymbolVariantID: Hashable, Sendable, CustomStringConvertible, Comparable {
    public var weight: SymbolWeight
    public var scale: SymbolScale

    public init(weight: SymbolWeight, scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    /// Parses `Regular-M` and friends; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 2,
              let weight = SymbolWeight(rawValue: parts[0].lowercased()),
              let scale = SymbolScale.allCases.first(where: { $0.letter == parts[1] }) else { return nil }
        self.init(weight: weight, scale: scale)
    }

    public var description: String { "\(weight.templateName)-\(scale.letter)" }

    public static let regularMedium = SymbolVariantID(weight: .regular, scale: .medium)

    public static func < (a: SymbolVariantID, b: SymbolVariantID) -> Bool {
        let aw = SymbolWeight.allCases.firstIndex(of: a.weight)!, bw = SymbolWeight.allCases.firstIndex(of: b.weight)!
        let asc = SymbolScale.allCases.firstIndex(of: a.scale)!, bsc = SymbolScale.allCases.firstIndex(of: b.scale)!
        return (asc, aw) < (bsc, bw)
    }
}
