import EmblemGeometry
import EmblemSVG

/// The guide lines of a template, on the canvas: baselines and caplines per scale, margins per variant.
struct GuideLines {
    /// y of `Baseline-S|M|L` and `Capline-S|M|L` on the canvas.
    var baselines: [SymbolScale: Double] = [:]
    var caplines: [SymbolScale: Double] = [:]
    /// x of `left-margin-<Variant>` / `right-margin-<Variant>`; the key nil holds template v2's unsuffixed
    /// `left-margin` / `right-margin` (which belong to Regular-M).
    var leftMargins: [SymbolVariantID?: Double] = [:]
    var rightMargins: [SymbolVariantID?: Double] = [:]

    init(drawing: Drawing) {
        for (shape, transform) in drawing.shapes {
            guard let id = shape.id, let (a, b) = shape.endpoints(transform) else { continue }
            let parts = id.split(separator: "-", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] == "Baseline" || parts[0] == "Capline",
               let scale = SymbolScale.allCases.first(where: { $0.letter == parts[1] }) {
                if parts[0] == "Baseline" { baselines[scale] = Self.middle(a.y, b.y) } else { caplines[scale] = Self.middle(a.y, b.y) }
            } else if id.hasPrefix("left-margin") || id.hasPrefix("right-margin") {
                let isLeft = id.hasPrefix("left-margin")
                let rest = id.dropFirst(isLeft ? "left-margin".count : "right-margin".count)
                let variant: SymbolVariantID?? = rest.isEmpty ? .some(nil) : SymbolVariantID(String(rest.dropFirst())).map { .some($0) }
                guard let key = variant else { continue }
                if isLeft { leftMargins[key] = Self.middle(a.x, b.x) } else { rightMargins[key] = Self.middle(a.x, b.x) }
            }
        }
    }

    /// Half-way between two coordinates, without overflowing where both are near the largest `Double`
    /// (a margin line at x = 1e308 was a margin at ∞).
    static func middle(_ a: Double, _ b: Double) -> Double { a / 2 + b / 2 }

    /// Whether `variant` has both margins of its own (`left-margin-<Variant>`, `right-margin-<Variant>`).
    func hasMargins(for variant: SymbolVariantID) -> Bool { leftMargins[variant] != nil && rightMargins[variant] != nil }

    /// The guides of `variant` in its own coordinates. Missing margins fall back as SF-SEMANTICS 2.4 says:
    /// Regular-M, then Regular-S, then any variant that has them, each mapped through its own group.
    /// (Interpolated margins, which come first in an interpolatable template, are applied by the importer.)
    func guides(for variant: SymbolVariantID, toCanvas: AffineTransform, allTransforms: [SymbolVariantID: AffineTransform]) -> SymbolGuides {
        let inverse = toCanvas.inverted ?? .identity
        let baselineY = baselines[variant.scale] ?? toCanvas.f
        let caplineY = caplines[variant.scale] ?? (baselineY - 70.459)
        let baseline = inverse.apply(to: Point(x: 0, y: baselineY)).y
        let capline = inverse.apply(to: Point(x: 0, y: caplineY)).y
        func margins(of source: SymbolVariantID?) -> (Double, Double)? {
            guard let left = leftMargins[source], let right = rightMargins[source] else { return nil }
            let sourceID = source ?? .regularMedium
            guard let sourceInverse = (allTransforms[sourceID] ?? toCanvas).inverted else { return nil }
            return (sourceInverse.apply(to: Point(x: left, y: 0)).x, sourceInverse.apply(to: Point(x: right, y: 0)).x)
        }
        let fallbacks: [SymbolVariantID?] = [variant, nil, .regularMedium, SymbolVariantID(weight: .regular, scale: .small)]
            + leftMargins.keys.compactMap { $0 }.sorted().map { Optional($0) }
        let (left, right) = fallbacks.lazy.compactMap(margins).first ?? (0, 0)
        return SymbolGuides(baseline: baseline, capline: capline, leftMargin: left, rightMargin: right)
    }
}
