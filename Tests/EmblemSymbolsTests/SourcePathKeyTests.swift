import Testing
@testable import EmblemSymbols
import EmblemTestSupport

struct SourcePathKeyTests {
    /// A set of keys holds exactly the distinct paths a set of the paths themselves holds, over 20,000
    /// random paths drawn from few indices (so that many repeat, and many share prefixes or hash words
    /// by chance); equal paths hash alike.
    @Test func keysAreThePaths() {
        var random = SplitMix64(seed: 3)
        var keys: Set<SourcePathKey> = []
        var paths: Set<[Int]> = []
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
            #expect(keys.insert(SourcePathKey(path)).inserted == paths.insert(path).inserted, "\(path)")
            #expect(SourcePathKey(path).hashValue == SourcePathKey(Array(path)).hashValue)
        }
        #expect(keys.count == paths.count)
        #expect(Set(keys.map(\.path)) == paths)
    }
}
