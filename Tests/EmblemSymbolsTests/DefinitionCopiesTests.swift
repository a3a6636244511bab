@testable import EmblemSymbols
import Testing

/// What an id recolouring gave a copy looks like (`prefix-N`): the one rule by which a run finds an
/// earlier run's copies to use again, tints a tint's original, and takes out copies nothing names.
struct DefinitionCopiesTests {
    @Test(arguments: [
        ("emblem-tint-1", 1), ("emblem-tint-12", 12), ("emblem-tint-007", 7),
    ])
    func copyIDsGiveTheirNumbers(id: String, number: Int) {
        #expect(DefinitionCopies.number(ofCopy: id, prefix: "emblem-tint") == number)
        #expect(SymbolRecolorer.isCopyID(id))
    }

    /// Not a copy: no number, a sign, other characters, another prefix, or the prefix as part of a word.
    @Test(arguments: ["emblem-tint", "emblem-tint-", "emblem-tint--1", "emblem-tint-+1", "emblem-tint-1a", "emblem-tint-1-2",
                      "emblem-tinted-1", "my-emblem-tint-1", "emblem-gradient-1", "emblem-tint-12345678901234567890"])
    func otherIDsAreNoCopies(id: String) {
        #expect(DefinitionCopies.number(ofCopy: id, prefix: "emblem-tint") == nil)
        #expect(!SymbolRecolorer.isCopyID(id))
    }
}
