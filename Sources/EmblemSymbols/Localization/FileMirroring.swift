/// Which SVG files mirror in right-to-left layouts, by name: files carry no `info.json`, so without this
/// every file is ``SymbolMirroring/fixed``, and a localization engineer with a third-party set (an
/// `arrow-left.svg`, a `chevron-right.svg`, a `reply.svg`) had no way to flip its directional icons.
///
/// Patterns are matched against a file's name without its folder and `.svg` (`arrow-left` for
/// `icons/arrow-left.svg`, `book` for `book.rtl.svg`'s base `book.svg`), whole and case-sensitively, as a
/// shell matches file names: `*` any run of characters, `?` any one, everything else itself.
///
/// ```swift
/// let mirroring = FileMirroring(patterns: ["arrow-*", "chevron-left", "chevron-right"])
/// mirroring.mirroring(ofFileNamed: "arrow-left")   // .mirrors
/// mirroring.mirroring(ofFileNamed: "clock")        // .fixed
/// ```
public struct FileMirroring: Hashable, Sendable {
    /// The patterns, as given; none mirrors nothing.
    public var patterns: [String]

    public init(patterns: [String] = []) { self.patterns = patterns }

    /// ``SymbolMirroring/mirrors`` for a name a pattern matches, else ``SymbolMirroring/fixed``.
    public func mirroring(ofFileNamed name: String) -> SymbolMirroring {
        patterns.contains { Self.matches(pattern: Array($0.utf8), name: Array(name.utf8)) } ? .mirrors : .fixed
    }

    /// The patterns that match none of `names`: most likely mistyped.
    public func unmatchedPatterns(among names: [String]) -> [String] {
        patterns.filter { pattern in !names.contains { Self.matches(pattern: Array(pattern.utf8), name: Array($0.utf8)) } }
    }

    /// Whether the whole of `name` matches `pattern`. Greedy with one point to return to (the last `*`):
    /// linear in the name for each star, however many stars, where plain backtracking is exponential.
    static func matches(pattern: [UInt8], name: [UInt8]) -> Bool {
        var p = 0, n = 0
        var star: Int?, resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                p += 1
                resume = n
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let star {
                // The last star takes one more character, and matching goes on after it.
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
