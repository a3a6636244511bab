import Foundation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Testing

/// Layers and annotations of one hand-written fixture per template version (Fixtures/templates): each file
/// declares only what its version documents (SF-SEMANTICS 2.1, 2.6), and every declaration must come back.
@Suite struct TemplateLayerTests {
    static let versions = [2, 3, 4, 5, 6, 7]

    @Test(arguments: versions)
    func readsTheTemplateVersion(version: Int) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(version).svg")
        #expect(symbol.format == .template(version: version))
        #expect(symbol.name == "fixture.v\(version)")
    }

    /// Every variant of a file has the same layer structure (the classes are per path, not per variant).
    @Test(arguments: versions)
    func everyVariantHasTheSameLayers(version: Int) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(version).svg")
        let signatures = Set(symbol.glyphs.values.map { glyph in
            glyph.layers.map { "\($0.index) \($0.level) \($0.pathCount) \($0.annotations) \($0.multicolor?.name ?? "-") \($0.opacity)" }
        })
        #expect(signatures.count == 1, "\(signatures)")
    }

    /// The preview class SF Symbols exports put on paths must not turn the symbol into hairline outlines.
    @Test(arguments: [3, 4, 5, 6, 7])
    func previewWireframeClassDoesNotStyleTheSymbol(version: Int) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(version).svg")
        for glyph in symbol.glyphs.values {
            for layer in glyph.layers where !layer.annotations.isEraser {
                for shape in layer.shapes {
                    #expect(shape.style.stroke == .none, "\(glyph.variant!) layer \(layer.index) is stroked")
                    #expect(shape.style.fill != .none, "\(glyph.variant!) layer \(layer.index) is not filled")
                }
            }
        }
    }

    @Test func version2IsOneMonochromeLayerWithoutWarnings() throws {
        let (symbol, diagnostics) = try Fixtures.symbol("templates/fixture.v2.svg")
        let glyph = try symbol.explicitGlyph("Regular-M")
        #expect(glyph.layers.count == 1)
        #expect(glyph.layers[0].level == .primary)
        #expect(glyph.layers[0].pathCount == 2)
        #expect(glyph.layers[0].multicolor == nil)
        #expect(glyph.layers[0].annotations.isEmpty)
        #expect(glyph.layers[0].renderingModes == Set(SymbolRenderingMode.allCases))
        #expect(glyph.layers[0].bounds == Rect(x: 10, y: -60, width: 80, height: 58))
        #expect(diagnostics.isEmpty, "a v2 file has no layer classes by design: \(diagnostics)")
    }

    @Test func version3LevelsMulticolorAndEraser() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v3.svg")
        let layers = try symbol.explicitGlyph("Regular-M").layers
        #expect(layers.map(\.index) == [0, 1, 2, 3])
        #expect(layers.map(\.level) == [.primary, .secondary, .tertiary, .primary])
        #expect(layers.map { $0.multicolor?.name } == ["systemRedColor", "tintColor", "leafGreen", "white"])
        // The fills the style sheet gives the multicolor classes are the fallbacks (used for unknown names).
        #expect(layers.map { rgb($0.multicolor?.fallback) } == [[255, 59, 48], [0, 122, 255], [67, 123, 72], nil])
        #expect(layers.map(\.annotations.isEraser) == [false, false, false, true])
        #expect(layers.map(\.opacity) == [1, 1, 1, 0])
        // Z-order follows the class index: bounds identify each path.
        #expect(layers.map(\.bounds) == [Rect(x: 5, y: -65, width: 40, height: 27), Rect(x: 55, y: -65, width: 40, height: 27),
                                         Rect(x: 5, y: -30, width: 90, height: 25), Rect(x: 45, y: -25, width: 10, height: 15)])
        for layer in layers { #expect(layer.renderingModes == Set(SymbolRenderingMode.allCases)) }
    }

    @Test func version4VariableThresholds() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v4.svg")
        let layers = try symbol.explicitGlyph("Regular-S").layers
        #expect(layers.map(\.level) == [.primary, .secondary, .secondary, .secondary])
        #expect(layers.map(\.annotations.variableThreshold) == [nil, 0, 0.34, 0.68])
        #expect(layers.map { $0.multicolor?.name } == ["tintColor", "systemGreenColor", "systemGreenColor", "systemGreenColor"])
        #expect(layers.map { rgb($0.multicolor?.fallback) } == [[0, 122, 255], [52, 199, 89], [52, 199, 89], [52, 199, 89]])
        // Nothing from later versions.
        for layer in layers {
            #expect(layer.annotations.motionGroup == nil && layer.annotations.variableDraw == nil && layer.annotations.tags.isEmpty)
        }
    }

    @Test func version5MotionGroupsPulsesAndFillActions() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v5.svg")
        let layers = try symbol.explicitGlyph("Regular-S").layers
        #expect(layers.map(\.level) == [.primary, .secondary, .primary, .tertiary])
        #expect(layers.map(\.annotations.motionGroup) == [0, 1, nil, 1])
        #expect(layers.map(\.annotations.alwaysPulses) == [false, true, false, false])
        // fill-action erase: an eraser at opacity 0; draw: a normal layer at full opacity.
        #expect(layers.map(\.annotations.isEraser) == [false, false, true, false])
        #expect(layers.map(\.opacity) == [1, 1, 0, 1])
        #expect(layers.map { $0.multicolor?.name } == ["systemBlueColor", "systemOrangeColor", "white", "white"])
        #expect(layers.map { rgb($0.multicolor?.fallback) } == [[0, 122, 255], [255, 149, 0], nil, [255, 255, 255]])
    }

    @Test func version6TagsRotatesBreathesAndDefaults() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v6.svg")
        let layers = try symbol.explicitGlyph("Light-M").layers
        #expect(layers.map(\.level) == [.primary, .secondary, .tertiary])
        #expect(layers.map(\.annotations.tags) == [["8f2a61c0d4b3e975"], ["1c9e0b7d5a3f2468", "blades"], []])
        #expect(layers.map(\.annotations.alwaysRotates) == [false, true, false])
        #expect(layers.map(\.annotations.alwaysBreathes) == [false, false, true])
        #expect(layers.map { $0.multicolor?.name } == ["systemGrayColor", "tintColor", "systemPinkColor"])
        #expect(symbol.defaults == ["-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": "30",
                                    "-sfsymbols-rotates-clockwise": "false"])
    }

    @Test func version7VariableDrawAndDefaults() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v7.svg")
        let layers = try symbol.explicitGlyph("Regular-M").layers
        #expect(layers.map(\.level) == [.primary, .secondary, .secondary, .secondary])
        #expect(layers.map(\.annotations.variableDraw) == [nil, VariableDrawRange(start: 0, span: 0.33),
                                                          VariableDrawRange(start: 0.33, span: 0.33),
                                                          VariableDrawRange(start: 0.67, span: 0.33)])
        #expect(layers.map(\.annotations.variableThreshold) == [nil, nil, nil, nil])
        #expect(symbol.defaults == ["-sfsymbols-variable-value-mode": "draw", "-sfsymbols-draw-reverses-motion-groups": "true"])
    }

    /// The Draw guide points (`data-clipstroke-keyframes`, syntax unpublished) stay on the source element the
    /// imported shape points back to, verbatim.
    @Test func version7KeepsClipstrokeKeyframes() throws {
        let document = try Fixtures.document("templates/fixture.v7.svg")
        let (symbol, _) = try SymbolImporter().symbol(from: document)
        let layers = try symbol.explicitGlyph("Regular-M").layers
        let values = layers.map { layer in element(in: document.root, at: layer.shapes[0].source)?[attribute: "data-clipstroke-keyframes"] }
        #expect(values == [nil, "M 5 -56 L 33 -56", "M 36 -56 L 64 -56", "M 67 -56 L 95 -56"])
        let written = SVGWriter(options: .init(rewritesValues: false)).string(for: document)
        #expect(written.contains(#"data-clipstroke-keyframes="M 36 -56 L 64 -56""#))
    }

    /// Each mode has its own layer list: a path may belong to monochrome only, or to hierarchical only.
    /// A threshold outside 0…1 is brought into it, and one that is not a number is ignored; each with a
    /// warning (they were taken as they were, or dropped without a word).
    @Test(arguments: [("2", 1.0, true), ("-1", 0.0, true), ("1e308", 1.0, true), ("nan", nil, true), ("50%", nil, true), ("0.5", 0.5, false)])
    func thresholdsOutsideTheirRangeAreSaid(value: String, read: Double?, warns: Bool) throws {
        var text = try String(contentsOfFile: Fixtures.path("templates/fixture.v4.svg"), encoding: .utf8)
        text = text.replacingOccurrences(of: "-sfsymbols-variable-threshold:0.34", with: "-sfsymbols-variable-threshold:\(value)")
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        #expect(try symbol.explicitGlyph("Regular-S").layers[2].annotations.variableThreshold == read)
        #expect(diagnostics.contains { $0.message.contains("-sfsymbols-variable-threshold") } == warns)
    }

    /// A second group of a variant's id is ignored, located, and the first stays the variant with its
    /// own layers and margins.
    @Test func aSecondGroupOfAVariantIsIgnored() throws {
        let text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        let (original, _) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        let doubled = text.replacingOccurrences(of: "<g id=\"Regular-L\"", with: "<g id=\"Regular-S\"")
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(doubled.utf8)))
        #expect(try symbol.explicitGlyph("Regular-S") == original.explicitGlyph("Regular-S"))
        #expect(symbol.glyphs.count == original.glyphs.count - 1)
        let line = try #require(doubled.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<g id=\"Regular-S\"") && !$0.contains("1405.84 696") }) + 1
        #expect(diagnostics.contains { $0.message.contains("second group 'Regular-S'") && $0.location?.line == line })
    }

    @Test func perModeLayerListsKeepPathsThatShareAnIndexApart() throws {
        let (symbol, _) = try Fixtures.symbol("render/modes.svg")
        let layers = try symbol.explicitGlyph("Regular-M").layers
        #expect(layers.count == 3)
        #expect(layers.map { $0.bounds?.minX } == [5, 40, 75])
        #expect(layers.map(\.renderingModes) == [Set(SymbolRenderingMode.allCases), [.monochrome], [.hierarchical, .palette, .multicolor]])
        #expect(layers.map(\.level) == [.primary, .primary, .secondary])
        #expect(layers.map { $0.multicolor?.name } == ["systemBlueColor", nil, "systemRedColor"])
    }

    /// A layer class may carry any index (they are made dense on import), even `Int.max`, with paths
    /// of no class above it: the import once overflowed numbering those.
    @Test func theLargestIndexAndUnclassedPathsImport() throws {
        var text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        for mode in ["monochrome-3", "multicolor-3", "hierarchical-3"] {
            text = text.replacingOccurrences(of: mode, with: mode.dropLast() + "\(Int.max)")
        }
        text = text.replacingOccurrences(of: "<g id=\"Regular-M\" transform=\"matrix(1 0 0 1 1399.84 1126)\">",
                                         with: "<g id=\"Regular-M\" transform=\"matrix(1 0 0 1 1399.84 1126)\"><path d=\"M0 0h9v9z\"/>")
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        let layers = try symbol.explicitGlyph("Regular-M").layers
        #expect(layers.map(\.index) == Array(0..<5))
        #expect(layers.last?.pathCount == 1 && layers.last?.annotations.isEmpty == true)
        #expect(layers[3].annotations.isEraser)
        // Placed at the first path without a class, on the Regular-M group's line.
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<g id=\"Regular-M\"") }) + 1
        #expect(diagnostics.first { $0.message.contains("carry no layer class") }?.location?.line == line)
    }

    /// A group in Symbols whose id names no variant is ignored, with a warning placed at the group.
    @Test func groupsNamingNoVariantAreIgnoredWhereTheyAre() throws {
        let text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
            .replacingOccurrences(of: "<g id=\"Regular-M\"", with: "<g id=\"Regular-X\"")
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        #expect(!symbol.variants.contains(SymbolVariantID("Regular-M")!))
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<g id=\"Regular-X\"") }) + 1
        let warning = diagnostics.first { $0.message.contains("'Regular-X'") }
        #expect(warning?.location?.line == line, "\(diagnostics)")
    }

    /// A path drawn by a `use` (or in a group) whose classes name a layer is in that layer: the copy of
    /// Regular-M's secondary path, drawn once in `defs` with no class, is the layer the path was, with its
    /// level, colour and bounds, and nothing is left unclassed. The copies formed an unclassed layer on top.
    @Test func aUseOrGroupNamesTheLayerOfWhatItDraws() throws {
        let text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        let (original, _) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        let classes = "monochrome-1 multicolor-1:tintColor hierarchical-1:secondary SFSymbolsPreviewWireframe"
        let secondary = "<path class=\"\(classes)\" d=\"M55 -65L95 -65L95 -38L55 -38Z\"/>"
        #expect(text.contains(secondary))
        for (drawn, defined) in [("<use class=\"\(classes)\" href=\"#copied\"/>", "<defs><path id=\"copied\" d=\"M55 -65L95 -65L95 -38L55 -38Z\"/></defs>"),
                                 ("<g class=\"\(classes)\"><path d=\"M55 -65L95 -65L95 -38L55 -38Z\"/></g>", "")] {
            let changed = text.replacingOccurrences(of: secondary, with: drawn)
                .replacingOccurrences(of: " <g id=\"Notes\">", with: defined + " <g id=\"Notes\">")
            let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(changed.utf8)))
            let layers = try symbol.explicitGlyph("Regular-M").layers, expected = try original.explicitGlyph("Regular-M").layers
            #expect(layers.count == expected.count && !diagnostics.contains { $0.message.contains("no layer class") }, "\(diagnostics)")
            #expect(layers.map(\.level) == expected.map(\.level) && layers.map(\.bounds) == expected.map(\.bounds))
            #expect(layers.map { $0.multicolor?.name } == expected.map { $0.multicolor?.name })
            #expect(layers.map(\.renderingModes) == expected.map(\.renderingModes))
        }
    }

    /// A path whose transform takes it past the largest number is left out with a warning at the path,
    /// in a template and in a plain file; it was a layer of no extent (bounds NaN) that the writer drew
    /// at the origin, without a word.
    @Test func aPathTransformedToInfinityIsLeftOutWhereItIs() throws {
        let text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        let (original, _) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        let tertiary = "<path class=\"monochrome-2 multicolor-2:leafGreen hierarchical-2:tertiary SFSymbolsPreviewWireframe\" d=\"M5 -30L95 -30L95 -5L5 -5Z\"/>"
        #expect(text.contains(tertiary))
        let changed = text.replacingOccurrences(of: tertiary, with: tertiary.replacingOccurrences(of: "<path ", with: "<path transform=\"scale(1e308)\" "))
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(changed.utf8)))
        let layers = try symbol.explicitGlyph("Regular-M").layers, expected = try original.explicitGlyph("Regular-M").layers
        #expect(layers.map(\.level) == expected.map(\.level).enumerated().filter { $0.offset != 2 }.map(\.element))
        #expect(layers.allSatisfy { $0.bounds.map { $0.width.isFinite && $0.height.isFinite } == true })
        let line = try #require(changed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("scale(1e308)") }) + 1
        #expect(diagnostics.contains { $0.message.contains("Left out a shape of Regular-M") && $0.location?.line == line }, "\(diagnostics)")

        let plain = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h10v10z\"/>\n"
            + "<g transform=\"scale(1e300)\"><path d=\"M0 0h1e10v1z\" fill=\"red\"/></g></svg>"
        let (drawn, warnings) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(plain.utf8), file: "p.svg"), name: "p")
        #expect(try drawn.glyph().layers.map(\.pathCount) == [1])
        #expect(warnings.contains { $0.message.contains("Left out a shape of p") && $0.location?.line == 2 }, "\(warnings)")
    }
}

/// The element at a child-index path from `root` (as `DrawingShape.source` records it).
func element(in root: XMLElement, at path: [Int]) -> XMLElement? {
    var current = root
    for index in path {
        guard index < current.children.count, case .element(let child) = current.children[index] else { return nil }
        current = child
    }
    return current
}
