import EmblemSVG

/// Reads a layer's annotations from the `-sfsymbols-*` properties its classes (or `style`) declare.
enum AnnotationReader {
    /// Returns what was wrong with the values read (each said, not silently dropped or taken as is).
    @discardableResult
    static func annotations(from properties: [String: String], into annotations: inout LayerAnnotations, opacity: inout Double) -> [String] {
        var problems: [String] = []
        func flag(_ name: String) -> Bool? {
            guard let value = properties[name]?.lowercased() else { return nil }
            return value == "true" || value == "1" || value == "yes"
        }
        if let erase = flag("-sfsymbols-clear-behind"), erase { annotations.isEraser = true }
        switch properties["-sfsymbols-fill-action"]?.lowercased() {
        case "erase"?:
            annotations.isEraser = true
            opacity = 0
        case "draw"?:
            opacity = 1
        case nil: break
        default:
            // CoreUI draws any other value at opacity 0 (SF-SEMANTICS 1.8); said, as it is likely a typo.
            opacity = 0
            problems.append("-sfsymbols-fill-action: \(DiagnosticText.quoted(properties["-sfsymbols-fill-action"]!)) is neither erase nor draw; the layer is drawn at opacity 0, as SF Symbols draws it.")
        }
        if flag("-sfsymbols-always-pulses") == true { annotations.alwaysPulses = true }
        if flag("-sfsymbols-always-rotates") == true { annotations.alwaysRotates = true }
        if flag("-sfsymbols-always-breathes") == true { annotations.alwaysBreathes = true }
        if flag("-emblem-never-mirrors") == true { annotations.neverMirrors = true }
        if let group = properties["-sfsymbols-motion-group"].flatMap({ Int($0) }) { annotations.motionGroup = group }
        // CSS numbers: `Double(_:)` would also take `0x1`, `inf` and `nan`, and a list with a bad entry
        // would lose it silently and keep the rest.
        if let text = properties["-sfsymbols-variable-threshold"] {
            if let threshold = NumberListParser.number(text) {
                // A threshold is a share of the variable value, 0…1 (SF-SEMANTICS 1.9).
                annotations.variableThreshold = min(max(threshold, 0), 1)
                if !(0...1).contains(threshold) {
                    problems.append("-sfsymbols-variable-threshold: \(text) is outside 0…1; read as \(annotations.variableThreshold!).")
                }
            } else {
                problems.append("Ignored -sfsymbols-variable-threshold: \(DiagnosticText.quoted(text)) (expected a number from 0 to 1).")
            }
        }
        if let numbers = properties["-sfsymbols-variable-draw"].flatMap({ try? NumberListParser.parse($0) }), numbers.count == 2 {
            annotations.variableDraw = VariableDrawRange(start: numbers[0], span: numbers[1])
        }
        if let tags = properties["-sfsymbols-layer-tags"] {
            annotations.tags = tags.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return problems
    }
}
