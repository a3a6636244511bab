import EmblemSVG

/// A library symbol's `info.json`: how it is found, how it behaves in right-to-left layouts, and which
/// effects it is annotated for.
public struct SymbolInfo: Hashable, Sendable, Codable {
    /// How the symbol behaves in right-to-left layouts.
    public typealias Mirroring = SymbolMirroring

    public var name: String
    public var categories: [String]
    public var keywords: [String]
    public var mirroring: Mirroring
    /// Layers (by index) that keep their orientation when the symbol mirrors.
    public var neverMirrorLayers: [Int]?
    /// Where `neverMirrorLayers` is written, for a warning about an index that names no layer; not part
    /// of the JSON form.
    public var neverMirrorLayersLocation: SourceLocation?
    public var effects: [String]
    public var multicolor: Bool?
    /// What the symbol's script variants draw, where its name does not say (`list.number` shows digits,
    /// though `number` alone is the sign `#`); nil: inferred from the name (``VariantContent/init(symbolName:)``).
    public var variantContent: VariantContent?

    public init(name: String, categories: [String] = [], keywords: [String] = [], mirroring: Mirroring = .fixed,
                neverMirrorLayers: [Int]? = nil, effects: [String] = [], multicolor: Bool? = nil,
                variantContent: VariantContent? = nil) {
        self.name = name
        self.categories = categories
        self.keywords = keywords
        self.mirroring = mirroring
        self.neverMirrorLayers = neverMirrorLayers
        self.effects = effects
        self.multicolor = multicolor
        self.variantContent = variantContent
    }

    enum CodingKeys: String, CodingKey {
        case name, categories, keywords, mirroring, neverMirrorLayers, effects, multicolor, variantContent
    }
}
