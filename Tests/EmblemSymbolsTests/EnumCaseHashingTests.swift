import EmblemGeometry
import EmblemSVG
import Testing
@testable import EmblemSymbols

/// The enums hashed by case (``Hasher/combine(case:)``) rather than by raw value: equal cases hash alike,
/// every case hashes apart from every other (so sets and dictionaries keyed by them spread, and a hash that
/// folded cases together fails), and a set or dictionary of them holds what one keyed by the raw values does.
struct EnumCaseHashingTests {
    static func check<Case: RawRepresentable & CaseIterable & Hashable>(_: Case.Type) where Case.RawValue: Hashable {
        let cases = Array(Case.allCases)
        #expect(Set(cases.map(\.hashValue)).count == cases.count, "\(Case.self)")
        for value in cases {
            #expect(value.hashValue == Case(rawValue: value.rawValue)!.hashValue, "\(value)")
        }
        // Every pair of cases, each from a set of the cases and a set of their raw values.
        for first in cases {
            for second in cases {
                let byCase: Set<Case> = [first, second], byName: Set<Case.RawValue> = [first.rawValue, second.rawValue]
                #expect(byCase.count == byName.count && byCase.contains(first) && byCase.contains(second))
                #expect(Dictionary([(first, 1), (second, 2)]) { $1 }[second] == 2)
            }
        }
    }

    @Test func elementKinds() { Self.check(SVGElementKind.self) }
    @Test func weights() { Self.check(SymbolWeight.self) }
    @Test func scales() { Self.check(SymbolScale.self) }
    @Test func renderingModes() { Self.check(SymbolRenderingMode.self) }
    @Test func levels() { Self.check(LayerLevel.self) }

    /// Variants, keyed by weight and scale together: the 27 hash apart and find their glyphs.
    @Test func variants() {
        let variants = SymbolWeight.allCases.flatMap { weight in SymbolScale.allCases.map { SymbolVariantID(weight: weight, scale: $0) } }
        #expect(Set(variants.map(\.hashValue)).count == 27)
        let names = Dictionary(uniqueKeysWithValues: variants.map { ($0, $0.description) })
        #expect(variants.allSatisfy { names[$0] == $0.description && SymbolVariantID($0.description) == $0 })
    }
}
