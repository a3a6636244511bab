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

    /// Why a value's `var()` resolves to nothing, for the warning that drops its declaration.
    enum Failure: Equatable, Error {
        /// No such property is set, and the `var()` has no fallback.
        case unset(String)
        /// The property refers back to itself, through the others named.
        case cycle([String])
        /// References nest deeper than ``maximumDepth``.
        case tooDeep
        /// The value grows past ``maximumLength``.
        case tooLong
        /// A `var()` without its closing parenthesis, or naming no custom property.
        case malformed

        /// What the warning says.
        var explanation: String {
            switch self {
            case .unset(let name): "var() of \(name), which is not set, without a fallback"
            case .cycle(let names): "var() of custom properties that refer to each other: " + names.joined(separator: " → ")
            case .tooDeep: "var() references nest more than \(maximumDepth) deep"
            case .tooLong: "var() substitution makes a value longer than \(maximumLength) bytes"
            case .malformed: "a var() that is not closed, or names no custom property"
            }
        }
    }

    /// `value` with every `var()` replaced from `properties`, or nil when one resolves to nothing.
    static func substitute(_ value: String, properties: [String: String]) -> String? {
        try? substituting(value, lookup: { properties[$0] }).get()
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

    /// `value` with every `var()` replaced by what `lookup` finds for its name, or why one resolves to
    /// nothing. `names` are the properties being substituted, outermost first.
    static func substituting(_ value: String, lookup: (String) -> String?, names: [String] = []) -> Result<String, Failure> {
        guard value.containsASCII("var(") else { return .success(value) }
        guard names.count < maximumDepth else { return .failure(.tooDeep) }
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
            guard index < rest.endIndex else { return .failure(.malformed) }  // unbalanced
            let arguments = rest[start.upperBound..<index]
            let name: String, fallback: Substring?
            if let comma = arguments.firstIndex(of: ",") {
                (name, fallback) = (String(arguments[..<comma].trimmingASCIIWhitespace()), arguments[arguments.index(after: comma)...])
            } else {
                (name, fallback) = (String(arguments.trimmingASCIIWhitespace()), nil)
            }
            guard name.hasPrefix("--") else { return .failure(.malformed) }
            if let loop = names.firstIndex(of: name) { return .failure(.cycle(Array(names[loop...]) + [name])) }
            var replacement: Result<String, Failure> = .failure(.unset(name))
            if let found = lookup(name) { replacement = substituting(found, lookup: lookup, names: names + [name]) }
            if case .failure(let failure) = replacement, let fallback {
                // The properties of a cycle are invalid, their fallbacks unused (CSS Variables 1, § 2.3); a
                // var() of one from outside the cycle takes its fallback.
                if case .cycle(let loop) = failure, loop.contains(where: names.contains) { return replacement }
                replacement = substituting(String(fallback.trimmingASCIIWhitespace()), lookup: lookup, names: names)
            }
            guard case .success(let text) = replacement else { return replacement }
            result += text
            guard result.utf8.count <= maximumLength else { return .failure(.tooLong) }
            rest = rest[rest.index(after: index)...]
        }
        result += rest
        return .success(result)
    }
}
