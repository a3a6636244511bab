import EmblemTestSupport
import Foundation
import Testing
@testable import EmblemSymbols

extension Localization {
    struct FileMirroringTests {
        @Test func namesMatchingAPatternMirror() {
            let mirroring = FileMirroring(patterns: ["arrow-*", "chevron-?ight", "undo"])
            for name in ["arrow-left", "arrow-", "chevron-right", "undo"] {
                #expect(mirroring.mirroring(ofFileNamed: name) == .mirrors, "\(name)")
            }
            // Whole names, case-sensitively: a pattern is not a substring search.
            for name in ["clock", "big-arrow-left", "chevron-left", "Undo", "undo-2", "chevron-rright"] {
                #expect(mirroring.mirroring(ofFileNamed: name) == .fixed, "\(name)")
            }
            #expect(FileMirroring().mirroring(ofFileNamed: "arrow-left") == .fixed, "no pattern mirrors nothing")
            #expect(FileMirroring(patterns: ["*"]).mirroring(ofFileNamed: "") == .mirrors)
        }

        @Test func unmatchedPatternsAreReported() {
            let mirroring = FileMirroring(patterns: ["arrow-*", "arow-*", "*-left"])
            #expect(mirroring.unmatchedPatterns(among: ["arrow-left", "clock"]) == ["arow-*"])
        }

        /// The matcher against the C library's `fnmatch` (no flags) over random patterns of `*`, `?` and
        /// letters, and random names: 200,000 pairs, many stars each, so the one-star backtracking is tried
        /// where a pattern needs several.
        @Test func agreesWithFnmatch() {
            var random = SplitMix64(seed: 0x4D49_5252)
            let patternBytes = Array("ab-*?".utf8), nameBytes = Array("ab-".utf8)
            var disagreements: [String] = []
            for _ in 0..<200_000 {
                let pattern = String(decoding: (0..<Int.random(in: 0...8, using: &random)).map { _ in patternBytes.randomElement(using: &random)! }, as: UTF8.self)
                let name = String(decoding: (0..<Int.random(in: 0...10, using: &random)).map { _ in nameBytes.randomElement(using: &random)! }, as: UTF8.self)
                let expected = fnmatch(pattern, name, 0) == 0
                if (FileMirroring(patterns: [pattern]).mirroring(ofFileNamed: name) == .mirrors) != expected, disagreements.count < 5 {
                    disagreements.append("\(pattern) ~ \(name): fnmatch says \(expected)")
                }
            }
            #expect(disagreements.isEmpty)
        }

        /// A pattern of many stars against a long name that nearly matches: the answer comes at once, where
        /// matching by plain backtracking would take exponential time.
        @Test func manyStarsDoNotBacktrackExponentially() {
            let pattern = String(repeating: "a*", count: 30) + "b", name = String(repeating: "a", count: 5_000)
            #expect(FileMirroring(patterns: [pattern]).mirroring(ofFileNamed: name) == .fixed)
        }
    }
}
