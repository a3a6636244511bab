/// The SF Symbols layer classes on one path: `monochrome-N`, `hierarchical-N:<level>`, `multicolor-N:<color>`
/// (one class name each, colon included; SF-SEMANTICS 2.6).
struct LayerClasses: Hashable {
    var monochrome: Int?
    var hierarchical: (index: Int, level: LayerLevel)?
    var multicolor: (index: Int, color: String, className: String)?

    init(_ classes: [String]) {
        for name in classes {
            if name.hasPrefix("monochrome-"), let index = Int(name.dropFirst("monochrome-".count)) {
                monochrome = index
            } else if name.hasPrefix("hierarchical-"), let colon = name.firstIndex(of: ":"),
                      let index = Int(name[name.index(name.startIndex, offsetBy: "hierarchical-".count)..<colon]),
                      let level = LayerLevel(rawValue: String(name[name.index(after: colon)...])) {
                hierarchical = (index, level)
            } else if name.hasPrefix("multicolor-"), let colon = name.firstIndex(of: ":"),
                      let index = Int(name[name.index(name.startIndex, offsetBy: "multicolor-".count)..<colon]) {
                // The colour name is everything after the first colon.
                multicolor = (index, String(name[name.index(after: colon)...]), name)
            }
        }
    }

    /// The modes whose layer lists include this path.
    var renderingModes: Set<SymbolRenderingMode> {
        if isEmpty { return SymbolLayer.everyRenderingMode }
        var modes: Set<SymbolRenderingMode> = []
        if monochrome != nil { modes.insert(.monochrome) }
        if hierarchical != nil { modes.formUnion([.hierarchical, .palette]) }
        if multicolor != nil { modes.insert(.multicolor) }
        return modes
    }

    /// The path's index in each mode's own list (hierarchical and palette share one).
    var modeIndices: [SymbolRenderingMode: Int] {
        var indices: [SymbolRenderingMode: Int] = [:]
        if let monochrome { indices[.monochrome] = monochrome }
        if let hierarchical { indices[.hierarchical] = hierarchical.index; indices[.palette] = hierarchical.index }
        if let multicolor { indices[.multicolor] = multicolor.index }
        return indices
    }

    var isEmpty: Bool { monochrome == nil && hierarchical == nil && multicolor == nil }

    /// The layer a path belongs to: hierarchical and palette share one layer list, so the hierarchical
    /// index decides; monochrome and then multicolor indices stand in when a file has no hierarchy.
    var layerIndex: Int? { hierarchical?.index ?? monochrome ?? multicolor?.index }

    static func == (a: LayerClasses, b: LayerClasses) -> Bool {
        a.monochrome == b.monochrome && a.hierarchical?.index == b.hierarchical?.index && a.hierarchical?.level == b.hierarchical?.level
            && a.multicolor?.className == b.multicolor?.className
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(monochrome)
        hasher.combine(hierarchical?.index)
        hasher.combine(multicolor?.className)
    }
}
