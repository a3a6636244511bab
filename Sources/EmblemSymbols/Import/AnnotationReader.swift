import EmblemSVG

/// Reads a layer's annotations from the `-sfsymbols-*` properties its classes (or `style`) declare.
enum AnnotationReader {
    /// Returns what was wrong with the values read (each said, not silently dropped or taken as is).
    @discardableResult
    static func annotations(from properties: [String: String], into annotations: inout LayerAnnotations, opacity: inout Double) -> [String] {
        var problems: [String] = []
        func flag(_ name: String) -> Bool? {
            guard let text = properties[name] else { return nil }
            switch text.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default:
                problems.append("Ignored \(name): \(DiagnosticText.quoted(text)) (expected true or false).")
                return nil
            }
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
        if let text = properties["-sfsymbols-motion-group"] {
            if let group = Int(text), group >= 0 {
                annotations.motionGroup = group
            } else {
                problems.append("Ignored -sfsymbols-motion-group: \(DiagnosticText.quoted(text)) (expected a whole number, 0 or more).")
            }
        }
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
        if let text = properties["-sfsymbols-variable-draw"] {
            if let numbers = try? NumberListParser.parse(text), numbers.count == 2 {
                // Where in the variable value's 0…1 the layer starts drawing, and over how much of it: a range
                // past 1 would never be drawn whole, one before 0 would be drawn at 0 already.
                let start = min(max(numbers[0], 0), 1)
                var span = max(numbers[1], 0)
                // Past 1 by a rounding's worth (`0.667 0.3333`), it ends at 1 without a word.
                if start + span > 1 + 1e-9 { span = 1 - start }
                annotations.variableDraw = VariableDrawRange(start: start, span: span)
                if start != numbers[0] || numbers[1] < 0 || numbers[0] + numbers[1] > 1 + Self.rangeTolerance {
                    let format = NumberFormat(precision: 3)
                    problems.append("-sfsymbols-variable-draw: \(DiagnosticText.quoted(text)) runs outside 0…1; read as \(format.string(start)) \(format.string(span)).")
                }
            } else {
                problems.append("Ignored -sfsymbols-variable-draw: \(DiagnosticText.quoted(text)) (expected two numbers: where in 0…1 the layer starts drawing, and over how much).")
            }
        }
        if let tags = properties["-sfsymbols-layer-tags"] {
            annotations.tags = tags.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return problems
    }

    /// [EST] How far past 1 a variable draw range may end and be taken as ending at 1 without a warning:
    /// ranges are written in thirds and such, rounded (`0.667 0.3333`), whose sum is 1 only to a hundredth.
    static let rangeTolerance = 0.01
}
