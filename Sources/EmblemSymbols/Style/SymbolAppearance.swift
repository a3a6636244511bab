/// The appearance a symbol is drawn for: light or dark, with or without increased contrast. System colours
/// and the default foreground follow it.
public struct SymbolAppearance: Hashable, Sendable {
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable, Codable { case light, dark }

    public var colorScheme: ColorScheme
    public var isIncreasedContrast: Bool

    public init(_ colorScheme: ColorScheme = .light, increasedContrast: Bool = false) {
        self.colorScheme = colorScheme
        self.isIncreasedContrast = increasedContrast
    }

    public static let light = SymbolAppearance(.light)
    public static let dark = SymbolAppearance(.dark)
}
