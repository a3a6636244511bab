import Testing
@testable import EmblemSymbols

/// Annotation values are CSS numbers: what `Double(_:)` also reads (hexadecimal, `inf`, `nan`) is not one,
/// and a range with a bad entry is ignored whole instead of losing the entry and keeping the rest.
@Suite struct AnnotationReaderTests {
    static func read(_ properties: [String: String]) -> LayerAnnotations {
        var annotations = LayerAnnotations()
        var opacity = 1.0
        AnnotationReader.annotations(from: properties, into: &annotations, opacity: &opacity)
        return annotations
    }

    @Test(arguments: [
        ("0.34", 0.34), (" .5 ", 0.5), ("1e-1", 0.1), ("0", 0.0),
        ("0x1", nil), ("inf", nil), ("nan", nil), ("0.5px", nil), ("", nil), ("0.2 0.3", nil),
    ] as [(String, Double?)])
    func variableThresholdIsOneCSSNumber(value: String, expected: Double?) {
        #expect(Self.read(["-sfsymbols-variable-threshold": value]).variableThreshold == expected)
    }

    @Test(arguments: [
        ("0 0.33", VariableDrawRange(start: 0, span: 0.33)), ("0.33,0.33", VariableDrawRange(start: 0.33, span: 0.33)),
        ("0.2 x 0.5", nil), ("0x0 0.5", nil), ("0.2", nil), ("0.1 0.2 0.3", nil), ("0.2,,0.5", nil),
    ] as [(String, VariableDrawRange?)])
    func variableDrawIsTwoCSSNumbers(value: String, expected: VariableDrawRange?) {
        #expect(Self.read(["-sfsymbols-variable-draw": value]).variableDraw == expected)
    }

    /// A range runs within the variable value's 0…1: one that leaves it is read clamped, and said; thirds
    /// that add up to 1 only to a rounding end at 1, unsaid.
    @Test(arguments: [
        ("0.67 0.33", VariableDrawRange(start: 0.67, span: 0.33), false), ("0.667 0.3333", VariableDrawRange(start: 0.667, span: 1 - 0.667), false),
        ("-1 0.5", VariableDrawRange(start: 0, span: 0.5), true), ("0.9 0.5", VariableDrawRange(start: 0.9, span: 1 - 0.9), true),
        ("0.5 -0.3", VariableDrawRange(start: 0.5, span: 0), true), ("1e308 1e308", VariableDrawRange(start: 1, span: 0), true),
    ] as [(String, VariableDrawRange, Bool)])
    func variableDrawStaysWithinTheValue(value: String, expected: VariableDrawRange, said: Bool) {
        var annotations = LayerAnnotations()
        var opacity = 1.0
        let problems = AnnotationReader.annotations(from: ["-sfsymbols-variable-draw": value], into: &annotations, opacity: &opacity)
        #expect(annotations.variableDraw == expected)
        #expect(problems.count == (said ? 1 : 0) && problems.allSatisfy { $0.contains("read as") }, "\(problems)")
    }

    /// Every value that is not taken is said (a typo dropped silently kept a layer from pulsing, or drew it
    /// whole at every variable value), and the values that are taken are not.
    @Test(arguments: [
        ("-sfsymbols-clear-behind", "ture", true), ("-sfsymbols-clear-behind", "TRUE", false), ("-sfsymbols-clear-behind", "no", false),
        ("-sfsymbols-always-rotates", "ye", true), ("-sfsymbols-always-pulses", "0", false),
        ("-sfsymbols-motion-group", "abc", true), ("-sfsymbols-motion-group", "-2", true), ("-sfsymbols-motion-group", "3", false),
        ("-sfsymbols-variable-draw", "0.33", true), ("-sfsymbols-variable-draw", "NaN 1", true), ("-sfsymbols-variable-draw", "33% 33%", true),
        ("-sfsymbols-variable-draw", "0.33 0.33 0", true), ("-sfsymbols-variable-draw", "0.33 0.33", false),
    ])
    func valuesNotTakenAreSaid(name: String, value: String, said: Bool) {
        var annotations = LayerAnnotations()
        var opacity = 1.0
        let problems = AnnotationReader.annotations(from: [name: value], into: &annotations, opacity: &opacity)
        #expect(problems.count == (said ? 1 : 0), "\(problems)")
        if said { #expect(problems[0].contains(name) && problems[0].contains(value)) }
    }

    /// SF-SEMANTICS 1.8: `erase` is opacity 0 and clear-behind, `draw` opacity 1, any other value opacity 0
    /// (said, as it is likely a typo); without the property the layer keeps its opacity.
    @Test(arguments: [
        ("erase", 0.0, true, 0), ("ERASE", 0.0, true, 0), ("draw", 1.0, false, 0), ("none", 0.0, false, 1),
        ("erse", 0.0, false, 1), (nil, 0.6, false, 0),
    ] as [(String?, Double, Bool, Int)])
    func fillActionSetsOpacity(_ value: String?, _ opacity: Double, _ erases: Bool, _ problems: Int) {
        var annotations = LayerAnnotations()
        var layerOpacity = 0.6
        let found = AnnotationReader.annotations(from: value.map { ["-sfsymbols-fill-action": $0] } ?? [:],
                                                 into: &annotations, opacity: &layerOpacity)
        #expect(layerOpacity == opacity)
        #expect(annotations.isEraser == erases)
        #expect(found.count == problems)
    }
}
