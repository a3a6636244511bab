/// CSS custom properties (`--accent: #0af`) and `var()` (CSS Variables 1): custom properties are inherited,
/// and `var(--accent)` or `var(--accent, red)` in any other declaration is replaced by the property's
/// value, or the fallback, before the value is read. Web icons use them to be themed by their page:
/// `fill: var(--icon-color, currentColor)` draws with its fallback when nothing sets the property.
///
/// A `var()` that resolves to nothing (no such property and no fallback, or a reference cycle) makes
/// its declaration invalid at computed-value time, and the property takes its inherited or initial
/// value, as if the declaration were not there.
enum CustomPropertySubstitution {
    /// References followed inside one value before giving up (cycles, and values that grow without end).
    static let maximumDepth = 16
    /// The longest substituted value, in bytes: a few properties that each refer to another twice
    /// would otherwise double the text at every step.
    static let maximumLength = 4096

    /// `value` with every `var()` replaced from `properties`, or nil when one resolves to nothing.
    static func substitute(_ value: String, properties: [String: String]) -> String? {
        substitute(value, lookup: { properties[$0] })
    }

    /// The names `var()` refers to in `text`, in order.
    static func referencedNames(in text: String) -> [String] {
        guard text.containsASCII("var(") else { return [] }
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "var(") {
            let arguments = rest[start.upperBound...]
            let end = arguments.firstIndex { $0 == "," || $0 == ")" } ?? arguments.endIndex
            let name = arguments[..<end].trimmingASCIIWhitespace()
            if name.hasPrefix("--") { names.append(String(name)) }
            rest = arguments
        }
        return names
    }

    /// `value` with every `var()` replaced by what `lookup` finds for its name, or nil when one resolves
    /// to nothing.
    static func substitute(_ value: String, lookup: (String) -> String?, depth: Int = 0) -> String? {
        guard value.containsASCII("var(") else { return value }
        guard depth < maximumDepth else { return nil }
        var result = ""
        var rest = value[...]
        while let start = rest.range(of: "var(") {
            result += rest[..<start.lowerBound]
            // The arguments run to the matching parenthesis; a fallback may hold parentheses and commas.
            var depthInside = 1
            var index = start.upperBound
            while index < rest.endIndex, depthInside > 0 {
                if rest[index] == "(" { depthInside += 1 } else if rest[index] == ")" { depthInside -= 1 }
                if depthInside > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else { return nil }  // unbalanced
            let arguments = rest[start.upperBound..<index]
            let name: Substring, fallback: Substring?
            if let comma = arguments.firstIndex(of: ",") {
                (name, fallback) = (arguments[..<comma].trimmingASCIIWhitespace(), arguments[arguments.index(after: comma)...])
            } else {
                (name, fallback) = (arguments.trimmingASCIIWhitespace(), nil)
            }
            guard name.hasPrefix("--") else { return nil }
            let replacement: String
            if let found = lookup(String(name)), let resolved = substitute(found, lookup: lookup, depth: depth + 1) {
                replacement = resolved
            } else if let fallback, let resolved = substitute(String(fallback.trimmingASCIIWhitespace()), lookup: lookup, depth: depth + 1) {
                replacement = resolved
            } else {
                return nil
            }
            result += replacement
            guard result.utf8.count <= maximumLength else { return nil }
            rest = rest[rest.index(after: index)...]
        }
        result += rest
        return result
    }
}
