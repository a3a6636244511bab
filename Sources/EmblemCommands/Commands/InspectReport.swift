import EmblemGeometry
import EmblemSymbols

/// What `emblem inspect --json` prints. Field names are part of the CLI's interface.
struct InspectReport: Codable {
    struct Layer: Codable {
        var index: Int
        var level: String
        var name: String?
        var pathCount: Int
        /// Texts in the layer (`DrawingShape.text`), when there are any.
        var textCount: Int?
        /// x, y, width, height in the glyph's coordinates (y down).
        var bounds: [Double]?
        var multicolor: Multicolor?
        var opacity: Double
        var renderingModes: [String]
        var annotations: Annotations
        /// How many strokes the layer's draw guide has, when it has one (`drawOn` follows them; without, it
        /// draws strokes along themselves or wipes the layer across).
        var drawGuideStrokes: Int?
    }

    struct Multicolor: Codable {
        var name: String
        var fallback: String?
    }

    struct Annotations: Codable {
        var eraser: Bool
        var alwaysPulses: Bool
        var alwaysRotates: Bool
        var alwaysBreathes: Bool
        var neverMirrors: Bool
        var motionGroup: Int?
        var variableThreshold: Double?
        var variableDraw: [Double]?
        var tags: [String]?
    }

    struct Guides: Codable {
        var baseline: Double
        var capline: Double
        var leftMargin: Double
        var rightMargin: Double
    }

    var name: String
    var format: String
    var templateVersion: Int?
    var variants: [String]
    var interpolatable: Bool
    var glyph: String
    var origin: String
    var guides: Guides
    var bounds: [Double]?
    var layers: [Layer]
    var defaults: [String: String]
    var info: SymbolInfo?
    /// Which design was chosen for the locale and direction, and why.
    var localization: Localization?

    struct Localization: Codable {
        var locale: String?
        var direction: String
        /// The variant suffix drawn (`rtl`, `he`, `zh.traditional`), or nil for the base design.
        var variant: String?
        var mirrored: Bool
        var reason: String
        var steps: [ResolutionStep]

        init(locale: String?, resolution: VariantResolution) {
            self.locale = locale
            direction = resolution.direction.rawValue
            variant = resolution.suffix
            mirrored = resolution.isMirrored
            reason = resolution.reason
            steps = resolution.steps
        }
    }

    init(symbol: Symbol, glyph: SymbolGlyph, info: SymbolInfo?) {
        name = symbol.name
        switch symbol.format {
        case .plain: format = "plain"
        case .template(let version):
            format = "template"
            templateVersion = version
        }
        variants = symbol.variants.map(\.description)
        interpolatable = symbol.hasInterpolationMasters
        self.glyph = glyph.variant?.description ?? "plain"
        origin = glyph.origin.rawValue
        guides = Guides(baseline: Self.round(glyph.guides.baseline), capline: Self.round(glyph.guides.capline),
                        leftMargin: Self.round(glyph.guides.leftMargin), rightMargin: Self.round(glyph.guides.rightMargin))
        bounds = glyph.bounds.map(Self.array)
        layers = glyph.layers.map { layer in
            let a = layer.annotations
            return Layer(index: layer.index, level: layer.level.rawValue, name: layer.name, pathCount: layer.pathCount,
                         textCount: layer.textCount > 0 ? layer.textCount : nil,
                         bounds: layer.bounds.map(Self.array),
                         multicolor: layer.multicolor.map { Multicolor(name: $0.name, fallback: $0.fallback?.hexRGB) },
                         opacity: layer.opacity,
                         renderingModes: SymbolRenderingMode.allCases.filter(layer.renderingModes.contains).map(\.rawValue),
                         annotations: Annotations(eraser: a.isEraser, alwaysPulses: a.alwaysPulses, alwaysRotates: a.alwaysRotates,
                                                  alwaysBreathes: a.alwaysBreathes, neverMirrors: a.neverMirrors,
                                                  motionGroup: a.motionGroup, variableThreshold: a.variableThreshold,
                                                  variableDraw: a.variableDraw.map { [$0.start, $0.span] },
                                                  tags: a.tags.isEmpty ? nil : a.tags),
                         drawGuideStrokes: layer.drawGuide?.strokes.count)
        }
        defaults = symbol.defaults
        self.info = info
    }

    /// To 3 decimals; a value too large to have any (1e308 × 1000 is ∞, which JSON cannot hold) as it is.
    static func round(_ value: Double) -> Double { abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value }
    static func array(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height].map(round) }

    /// The human-readable form.
    var text: String {
        var lines: [String] = []
        lines.append("\(name) (\(format)\(templateVersion.map { " v\($0)" } ?? ""))")
        if !variants.isEmpty && format == "template" {
            lines.append("variants: \(variants.joined(separator: " "))\(interpolatable ? " (interpolatable)" : "")")
        }
        lines.append("glyph: \(glyph) (\(origin))")
        lines.append("guides: baseline \(guides.baseline), capline \(guides.capline), margins \(guides.leftMargin)…\(guides.rightMargin)")
        for layer in layers {
            var line = "  layer \(layer.index): \(layer.level)"
            let texts = layer.textCount ?? 0
            if layer.pathCount > 0 || texts == 0 { line += ", \(layer.pathCount) path\(layer.pathCount == 1 ? "" : "s")" }
            if texts > 0 { line += ", \(texts) text\(texts == 1 ? "" : "s")" }
            if let b = layer.bounds { line += ", bounds \(b.map { String($0) }.joined(separator: " "))" }
            if let m = layer.multicolor { line += ", multicolor \(m.name)" }
            let a = layer.annotations
            var notes: [String] = []
            if a.eraser { notes.append("erase") }
            if a.alwaysPulses { notes.append("pulses") }
            if a.alwaysRotates { notes.append("rotates") }
            if a.alwaysBreathes { notes.append("breathes") }
            if a.neverMirrors { notes.append("never mirrors") }
            if let g = a.motionGroup { notes.append("motion group \(g)") }
            if let t = a.variableThreshold { notes.append("threshold \(t)") }
            if let d = a.variableDraw, d.count == 2 { notes.append("variable draw \(d[0])+\(d[1])") }
            if let n = layer.drawGuideStrokes { notes.append("draw guide: \(n) stroke\(n == 1 ? "" : "s")") }
            if layer.renderingModes.count < 4 { notes.append("modes: \(layer.renderingModes.joined(separator: ","))") }
            if !notes.isEmpty { line += " [" + notes.joined(separator: "; ") + "]" }
            lines.append(line)
        }
        if let localization {
            lines.append("design: \(localization.variant ?? "base")\(localization.mirrored ? ", mirrored" : "") (\(localization.direction)): \(localization.reason)")
        }
        if let info {
            lines.append("categories: \(info.categories.joined(separator: ", ")); mirroring: \(info.mirroring.rawValue)")
        }
        return lines.joined(separator: "\n")
    }
}
