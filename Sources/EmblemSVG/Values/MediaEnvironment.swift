/// What `@media` rules in a style sheet are evaluated against: Emblem draws for a screen, in a light or
/// dark appearance, with or without increased contrast, and never in motion or in print.
///
/// A favicon or logo that recolours itself with `@media (prefers-color-scheme: dark) { … }` is drawn
/// with those rules when `--appearance dark` is given, as a browser in dark mode draws it.
///
/// Evaluation follows Media Queries 4:
/// - Comma-separated queries: any one may match.
/// - `not` and `only` prefixes, and media types (`all`, `screen` match; `print` and the rest do not).
/// - Features joined by `and`: `prefers-color-scheme`, `prefers-contrast` (`more` with increased
///   contrast, else `no-preference`), `prefers-reduced-motion`, `prefers-reduced-transparency` (both
///   `no-preference`), `forced-colors` (`none`), `color` (8 bits; with `min-color`, `max-color`),
///   `monochrome` (false), `hover`
///   (`hover`), `pointer` (`fine`).
/// - Anything else (widths, resolutions, syntax not understood) makes its query false, as an unknown
///   feature does in browsers. A size-dependent rule would otherwise change with `--size`.
public struct MediaEnvironment: Hashable, Sendable {
    /// Bits per colour component that `color` queries see: the 8 of the PNG and SVG colours written.
    static let colorBits = 8

    public enum ColorScheme: String, Hashable, Sendable { case light, dark }

    public var colorScheme: ColorScheme
    public var increasedContrast: Bool

    public init(colorScheme: ColorScheme = .light, increasedContrast: Bool = false) {
        self.colorScheme = colorScheme
        self.increasedContrast = increasedContrast
    }

    /// Whether a media query list (the text between `@media` and `{`) matches.
    public func matches(_ queryList: String) -> Bool {
        // An empty list matches everything (`@media { … }`).
        if queryList.trimmingASCIIWhitespace().isEmpty { return true }
        let queries = queryList.split(separator: ",", omittingEmptySubsequences: false)
        return queries.contains { matchesQuery($0) }
    }

    func matchesQuery(_ query: Substring) -> Bool {
        var tokens = Self.tokens(query.lowercased())
        guard !tokens.isEmpty else { return false }
        var negated = false
        if tokens.first == "not" { negated = true; tokens.removeFirst() }
        else if tokens.first == "only" { tokens.removeFirst() }
        var matches = true
        var expectsCondition = false
        for (position, token) in tokens.enumerated() {
            if token.hasPrefix("(") {
                guard position == 0 || expectsCondition else { return false }
                guard let feature = self.feature(token) else { return false }  // unknown: the query is false
                matches = matches && feature
                expectsCondition = false
            } else if token == "and" {
                guard position > 0, !expectsCondition else { return false }
                expectsCondition = true
            } else {
                guard position == 0 else { return false }  // a media type comes first
                matches = token == "all" || token == "screen"
            }
        }
        guard !expectsCondition else { return false }
        return negated ? !matches : matches
    }

    /// The words and parenthesized features of a query.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && character.isWhitespace {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(character)
            }
            if depth == 0 && character == ")" { tokens.append(current); current = "" }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// One `(feature)` or `(feature: value)`; nil when it is not one Emblem knows.
    func feature(_ token: String) -> Bool? {
        guard token.hasPrefix("("), token.hasSuffix(")") else { return nil }
        let inside = token.dropFirst().dropLast()
        let parts = inside.split(separator: ":", maxSplits: 1).map { String($0.trimmingASCIIWhitespace()) }
        guard let name = parts.first, !name.isEmpty else { return nil }
        let value = parts.count == 2 ? parts[1] : nil
        let known: [String: String] = [
            "prefers-color-scheme": colorScheme.rawValue,
            "prefers-contrast": increasedContrast ? "more" : "no-preference",
            "prefers-reduced-motion": "no-preference",
            "prefers-reduced-transparency": "no-preference",
            "forced-colors": "none",
            "hover": "hover",
            "any-hover": "hover",
            "pointer": "fine",
            "any-pointer": "fine",
        ]
        if let current = known[name] {
            // A boolean test is true unless the value is the feature's "none" one.
            guard let value else { return !["no-preference", "none"].contains(current) }
            return value == current
        }
        switch name {
        // 8 bits a colour component: `(color: 8)` and `(min-color: 4)` match, `(color: 1)` does not.
        case "color": return value.map { Int($0) == Self.colorBits } ?? true
        case "min-color": return value.flatMap { Int($0) }.map { Self.colorBits >= $0 }
        case "max-color": return value.flatMap { Int($0) }.map { Self.colorBits <= $0 }
        case "monochrome": return value == "0"
        default: return nil
        }
    }
}
