/// One condition on an attribute, as in `[data-layer]`, `[fill="none"]` or `[class~="a" i]`.
public struct AttributeSelector: Hashable, Sendable {
    public enum Operator: String, Hashable, Sendable {
        /// `[name]`: present.
        case exists = ""
        case equals = "=", includesWord = "~=", dashPrefix = "|=", prefix = "^=", suffix = "$=", contains = "*="
    }

    public var name: String
    public var operation: Operator
    public var value: String
    /// The `i` flag: values compare ignoring ASCII case.
    public var ignoresCase: Bool

    public func matches(_ actual: String?) -> Bool {
        guard let actual else { return false }
        // ASCII case only, and ASCII whitespace between words, as Selectors 4 says: `lowercased()` made
        // a Kelvin sign match `k`, and `isWhitespace` split words at a no-break space.
        let (have, want) = ignoresCase ? (actual.asciiLowercased(), value.asciiLowercased()) : (actual, value)
        switch operation {
        case .exists: return true
        case .equals: return have == want
        case .includesWord:
            return !want.isEmpty && have.utf8.split(whereSeparator: ASCII.isWhitespace).contains { $0.elementsEqual(want.utf8) }
        case .dashPrefix: return have == want || have.hasPrefix(want + "-")
        case .prefix: return !want.isEmpty && have.hasPrefix(want)
        case .suffix: return !want.isEmpty && have.hasSuffix(want)
        case .contains: return !want.isEmpty && have.contains(want)
        }
    }
}
