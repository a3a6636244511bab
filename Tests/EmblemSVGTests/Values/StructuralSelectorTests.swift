import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// Sibling combinators and structural pseudo-classes, against Selectors 4's definitions, on a document
/// of known shape: under <g id="list">, nine children in this order (t = text, r = rect, c = circle):
/// r0 r1 c2 r3 t4 c5 r6 c7 r8, with a comment and whitespace between some.
struct StructuralSelectorTests {
    static let kinds: [String] = ["rect", "rect", "circle", "rect", "text", "circle", "rect", "circle", "rect"]
    static let document: SVGDocument = {
        var body = ""
        for (index, kind) in kinds.enumerated() {
            body += index == 4 ? "<text id=\"e4\">x</text>" : "<\(kind) id=\"e\(index)\"/>"
            if index % 3 == 1 { body += "<!-- c -->\n " }
        }
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"list\">\(body)</g><g id=\"empty\"></g><g id=\"space\"> </g></svg>"
        return try! SVGDocument(bytes: Array(source.utf8))
    }()

    /// Every element of the document with its position.
    static var positions: [(id: String, position: DocumentPosition)] {
        var found: [(String, DocumentPosition)] = []
        func visit(_ path: [Int]) {
            guard let position = DocumentPosition(root: document.root, path: path) else { return }
            if let id = position.element[attribute: "id"] { found.append((id, position)) }
            for (offset, node) in position.element.children.enumerated() { if case .element = node { visit(path + [offset]) } }
        }
        visit([])
        return found
    }

    static func matching(_ selector: String) -> [String] {
        let sheet = StyleSheet(parsing: selector + " { fill: red }")
        guard let parsed = sheet.rules.first?.selectors.first else { return ["<invalid>"] }
        return positions.filter { parsed.matches(at: $0.position) }.map(\.id)
    }

    /// The ids among e0…e8 whose 1-based index i (within `kind`'s elements, or all) satisfies `test`.
    static func expected(ofType kind: String? = nil, fromEnd: Bool = false, _ test: (Int) -> Bool) -> [String] {
        let members = kinds.indices.filter { kind == nil || kinds[$0] == kind }
        return members.enumerated().filter { offset, _ in test(fromEnd ? members.count - offset : offset + 1) }.map { "e\($0.element)" }
    }

    @Test func childPositions() {
        #expect(Self.matching("g > :first-child") == ["e0"])
        #expect(Self.matching("#list > :last-child") == ["e8"])
        #expect(Self.matching("rect:first-of-type") == ["e0"])
        #expect(Self.matching("circle:last-of-type") == ["e7"])
        #expect(Self.matching("text:only-of-type") == ["e4"])
        #expect(Self.matching(":only-child") == [])
        #expect(Self.matching(":root") == [])  // the root has no id here
        #expect(Self.matching("svg:root > g:first-child") == ["list"])
        #expect(Self.matching("g:empty") == ["empty"])  // whitespace is content
        #expect(Self.matching("#list > :empty") == ["e0", "e1", "e2", "e3", "e5", "e6", "e7", "e8"])
    }

    /// `An+B` for every A and B in a range, against the arithmetic definition, from both ends, with
    /// and without `of-type`.
    @Test func nthFormulas() {
        for a in -3...3 {
            for b in -2...5 {
                let formula = a == 0 ? "\(b)" : "\(a)n\(b < 0 ? "" : "+")\(b)"
                func satisfies(_ i: Int) -> Bool { a == 0 ? i == b : (i - b) % a == 0 && (i - b) / a >= 0 }
                #expect(Self.matching("#list > :nth-child(\(formula))") == Self.expected(satisfies), "\(formula)")
                #expect(Self.matching("#list > :nth-last-child(\(formula))") == Self.expected(fromEnd: true, satisfies), "\(formula)")
                #expect(Self.matching("#list > rect:nth-of-type(\(formula))") == Self.expected(ofType: "rect", satisfies), "\(formula)")
                #expect(Self.matching("#list > circle:nth-last-of-type(\(formula))")
                        == Self.expected(ofType: "circle", fromEnd: true, satisfies), "\(formula)")
            }
        }
        #expect(Self.matching("#list > :nth-child(odd)") == Self.expected { $0 % 2 == 1 })
        #expect(Self.matching("#list > :nth-child(EVEN)") == Self.expected { $0 % 2 == 0 })
        #expect(Self.matching("#list > :nth-child( -n + 3 )") == ["e0", "e1", "e2"])
        #expect(Self.matching("#list > :nth-child(n)") == Self.expected { _ in true })
        // Whitespace only around the whole and around B's sign (CSS Syntax 3 §6.1).
        for invalid in ["2 n", "1 0", "+ n", "- n+1", "n+-1", "2n++3", "3 n+1", "n 1", "2n+", "1.5n"] {
            #expect(PseudoClass.parseNth(invalid) == nil, "\(invalid)")
        }
        // CSS whitespace includes CR and FF (newlines before preprocessing); only ASCII letters change case.
        for invalid in ["2\u{212A}+1", "\u{2003}2n+1", "2n\u{00A0}+1"] {
            #expect(PseudoClass.parseNth(invalid) == nil, "\(invalid)")
        }
        for (text, a, b) in [("2n + 1", 2, 1), (" -n+ 3 ", -1, 3), ("+5", 0, 5), ("-2n- 1", -2, -1), ("N", 1, 0), ("-7", 0, -7),
                             ("2n\r+\u{0C}1", 2, 1), ("\r\n3n", 3, 0)] {
            let parsed = PseudoClass.parseNth(text)
            #expect(parsed?.a == a && parsed?.b == b, "\(text)")
        }
    }

    /// A document built in code may hold one element value in several places (copies share their
    /// storage until changed). Positions still tell the places apart: by their paths, for structure and
    /// for the failures a match remembers, while what depends on the element alone is shared.
    @Test func oneElementValueInSeveralPlaces() throws {
        var document = try SVGDocument(bytes: Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><g class=\"a\"><rect class=\"r\"/><circle/></g></svg>".utf8))
        guard case .element(var group) = document.root.children[0], case .element(let rect) = group.children[0] else {
            Issue.record("unexpected tree")
            return
        }
        group.children.append(.element(rect))            // g.a: rect, circle, rect (the same value twice)
        document.root.children = [.element(group), .element(group)]  // svg: g, g (the same value twice)
        func matches(_ selector: String) -> [[Int]] {
            let parsed = StyleSheet(parsing: selector + " { fill: red }").rules[0].selectors[0]
            let index = DocumentIndex()
            return [[0, 0], [0, 2], [1, 0], [1, 2]].filter { parsed.matches(at: DocumentPosition(root: document.root, path: $0, index: index)!) }
        }
        #expect(matches("circle + rect") == [[0, 2], [1, 2]])
        #expect(matches("rect:first-child") == [[0, 0], [1, 0]])
        #expect(matches("g:first-child > rect:last-child") == [[0, 2]])
        #expect(matches("g:last-child > .r ~ .r") == [[1, 2]])
        #expect(matches("g + g rect:nth-of-type(2)") == [[1, 2]])
        #expect(matches(":not(g:first-child) > rect:not(:last-child)") == [[1, 0]])
    }

    @Test func siblingCombinators() {
        #expect(Self.matching("rect + circle") == ["e2", "e7"])
        #expect(Self.matching("text ~ circle") == ["e5", "e7"])
        #expect(Self.matching("circle + rect + circle") == ["e7"])  // c5 r6 c7
        #expect(Self.matching("#e0 ~ *") == ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"])
        #expect(Self.matching("#list + g") == ["empty"])
        #expect(Self.matching("#list ~ g > *") == [])
        #expect(Self.matching("g#list > rect:first-child ~ text + circle") == ["e5"])
    }

    /// A position made alone, without a shared index, gets one of its own, so it finds its siblings by
    /// the lists an index keeps and its walks spend a budget: `rect ~ rect` walked from the last of
    /// 20,000 siblings took 80 s when a lone position filtered them all again at every step (here 5,000).
    @Test func lonePositionsWalkSiblingsByTheirIndex() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<circle/>", count: 5_000) + "<rect/></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let selector = try #require(StyleSheet(parsing: "rect ~ rect { fill: red }").rules.first?.selectors.first)
        let last = try #require(DocumentPosition(root: document.root, path: [5_000]))
        #expect(!selector.matches(at: last))
        #expect(try #require(last.previousSibling).path == [4_999])
        // The walk spent the position's own budget: a second position shares nothing with it.
        #expect(!last.index.isExhausted)
        #expect(DocumentPosition(root: document.root, path: [0])?.index !== last.index)
    }

    /// Selectors that need a position never match without one: `declarations(forElement:…)` knows no
    /// siblings, so `:first-child` cannot be told, and `:not(:first-child)` must not read that as "not
    /// first". A selector that needs none still matches there.
    @Test func positionSelectorsNeedAPosition() {
        let rect = SelectorSubject(name: "rect", id: nil, classes: []), group = SelectorSubject(name: "g", id: nil, classes: [])
        for text in [":first-child", "rect:not(:first-child)", ":is(:root)", ":not(:empty)", "g + rect", "g ~ rect",
                     "g:not(:first-child) rect"] {
            let sheet = StyleSheet(parsing: text + " { fill: red }")
            #expect(sheet.declarations(forElement: "rect", id: nil, classes: []).isEmpty, "\(text)")
            // The selector itself refuses too, whoever asks it.
            let selector = sheet.rules.first?.selectors.first
            #expect(selector?.matches(rect, ancestors: { [group] }) == false, "\(text)")
        }
        let sheet = StyleSheet(parsing: ".a:not(.c) { fill: red }")
        #expect(sheet.declarations(forElement: "rect", id: nil, classes: ["a"]).map(\.value) == ["red"])
        #expect(sheet.declarations(forElement: "rect", id: nil, classes: ["a", "c"]).isEmpty)
    }

    @Test func negationAndMatchesAny() {
        #expect(Self.matching("#list > :not(rect)") == ["e2", "e4", "e5", "e7"])
        #expect(Self.matching("#list > :not(rect, circle)") == ["e4"])
        #expect(Self.matching("#list > :is(text, #e8)") == ["e4", "e8"])
        #expect(Self.matching("#list > :where(text)") == ["e4"])
        #expect(Self.matching("#list > rect:not(:first-child):not(:last-child)") == ["e1", "e3", "e6"])
        #expect(Self.matching("#list > :hover, #list > :focus") == [])
    }

    /// Only what looks at siblings, the parent or children needs the element's place: `:not()`, `:is()`
    /// and `:where()` need it when an argument does, at any depth.
    @Test(arguments: [
        (":not(.a)", false), (":not(:first-child)", true), ("rect:is(.a, #b)", false), (":is(.a, :nth-child(2))", true),
        (":where(rect)", false), (":where(:root)", true), (":not(:is(:empty))", true), (":not(:not(.a))", false),
        ("a:hover", false), ("a:link", false), (":root", true), (".a + .b", true), (".a ~ :not(.b)", true),
        ("g:not(:last-child) path", true), ("g:not(.x) > path:not([d])", false),
    ])
    func needsPosition(selector text: String, needs: Bool) throws {
        let selector = try #require(StyleSheet(parsing: text + " {}").rules.first?.selectors.first, "\(text)")
        #expect(selector.isSupported)
        #expect(selector.needsPosition == needs, "\(text)")
    }

    /// Selectors that do not need the element's place match without it as they match with it.
    @Test func positionFreeMatchingAgreesWithPositions() throws {
        let selectors = ["#list > :not(rect)", "#list > :not(rect, circle)", "g > :is(text, #e8)", ":where(g) > :not(circle)",
                         "g:not(#empty) > rect", "*:not(:hover)", "svg :is(rect, circle):not(#e3)", "g:is(:focus, #list) > :not(:is(rect))"]
        for text in selectors {
            let selector = try #require(StyleSheet(parsing: text + " {}").rules.first?.selectors.first, "\(text)")
            #expect(!selector.needsPosition, "\(text)")
            var matched = 0
            for (id, position) in Self.positions {
                let ancestors = position.ancestors.map(SelectorSubject.init)
                let withPosition = selector.matches(at: position)
                #expect(selector.matches(position.subject, ancestors: { ancestors }) == withPosition, "\(text) on \(id)")
                matched += withPosition ? 1 : 0
            }
            #expect(matched > 0, "\(text)")
        }
    }

    /// `:not()` and `:is()` count their most specific argument; `:where()` counts nothing.
    @Test func specificities() {
        func specificity(_ text: String) -> Specificity? { StyleSheet(parsing: text + "{}").rules.first?.selectors.first?.specificity }
        #expect(specificity("rect:not(#a, .b)") == Specificity(ids: 1, classes: 0, types: 1))
        #expect(specificity("rect:is(.b, circle)") == Specificity(classes: 1, types: 1))
        #expect(specificity("rect:where(#a)") == Specificity(types: 1))
        #expect(specificity("li:nth-child(2n+1)") == Specificity(classes: 1, types: 1))
        #expect(specificity("a + b ~ c") == Specificity(types: 3))
    }

    /// A sheet that makes every element walk all its earlier siblings (`circle ~ rect` with no circle)
    /// is quadratic; past the step budget, nothing more matches, and the resolver says so.
    /// Structural pseudo-classes find an element's place by binary search in lists made once per parent.
    @Test func walksStopAtTheStepBudget() throws {
        let rects = String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 400)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>circle ~ rect { stroke: red } rect:nth-last-of-type(3n) { fill: blue }"
            + " rect:first-child ~ rect { opacity: .5 }</style><g>\(rects)<circle r=\"1\"/></g></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var resolver = Resolver()
        let (full, fullDiagnostics) = resolver.resolve(document)
        #expect(fullDiagnostics.isEmpty)
        // 400 rects: the `~` walks of `circle ~ rect` take 1 + 2 + … + 399 ≈ 80,000 steps.
        #expect(full.shapes.map(\.shape.style.opacity) == [1] + Array(repeating: 0.5, count: 399) + [1])
        #expect(full.shapes.filter { $0.shape.style.fill == .color(Color(red8: 0, green8: 0, blue8: 255)) }.count == 133)
        resolver.selectorStepBudget = 1_000
        let (cut, cutDiagnostics) = resolver.resolve(document)
        #expect(cutDiagnostics.map(\.message) == ["Stopped matching CSS selectors after 1000 steps (a sheet that makes every "
                                                   + "element try every rule, or walk all its siblings); elements past that point did not match them."])
        #expect(cut.shapes.filter { $0.shape.style.opacity == 0.5 }.count < 399)
    }

    /// Descendant steps tested against ancestors spend the budget too: 100 rules of 100 `g` steps under 190
    /// nested groups tested 361 million compounds (9 s a file) while spending only the 100 selectors
    /// tried. Past the budget nothing more matches and the resolver says so; the rules that do match
    /// still match under it.
    @Test func ancestorTestsSpendTheBudget() throws {
        let hostile = String(repeating: "x" + String(repeating: " g", count: 100) + "{fill:red}", count: 30)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(hostile) svg g g rect{fill:blue}</style>"
            + String(repeating: "<g>", count: 190) + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: 190) + "</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var resolver = Resolver()
        resolver.selectorStepBudget = 100_000
        let (_, diagnostics) = resolver.resolve(document)
        #expect(diagnostics.contains { $0.message.hasPrefix("Stopped matching CSS selectors after 100000 steps") })
        // Without the hostile rules, the descendant rule matches and nothing is said.
        let plain = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>svg g g rect{fill:blue}</style>"
            + String(repeating: "<g>", count: 190) + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: 190) + "</svg>"
        let (drawing, quiet) = resolver.resolve(try SVGDocument(bytes: Array(plain.utf8)))
        #expect(quiet.isEmpty)
        #expect(drawing.shapes.first?.shape.style.fill == .color(Color(red8: 0, green8: 0, blue8: 255)))
    }

    /// The declarations matched rules hand an element spend the budget too: a sheet whose rules all match
    /// every element (200,000 `*` rules over 100,000 shapes, or one rule of 800,000 declarations) spent
    /// only the selectors tried, one an element, and ran for minutes applying them. Past the budget
    /// nothing more matches and the resolver says so; the elements before still take the rule.
    @Test func handedDeclarationsSpendTheBudget() throws {
        let declarations = String(repeating: "fill:red;", count: 100)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>rect{\(declarations)}</style>"
            + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 20) + "</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var resolver = Resolver()
        let (full, fullDiagnostics) = resolver.resolve(document)
        #expect(fullDiagnostics.isEmpty)
        #expect(full.shapes.allSatisfy { $0.shape.style.fill == .color(Color(red8: 255, green8: 0, blue8: 0)) })
        // Each rect is handed 100 declarations and a rule: 101 × 4 = 404 steps, so two fit in 1,000.
        resolver.selectorStepBudget = 1_000
        let (cut, cutDiagnostics) = resolver.resolve(document)
        #expect(cutDiagnostics.map(\.message) == ["Stopped matching CSS selectors after 1000 steps (a sheet that makes every "
                                                   + "element try every rule, or walk all its siblings); elements past that point did not match them."])
        #expect(cut.shapes.filter { $0.shape.style.fill == .color(Color(red8: 255, green8: 0, blue8: 0)) }.count == 2)
    }

    /// Child and descendant steps over an ancestor chain, against a brute-force search over every way of
    /// placing the steps on ancestors: random chains of `g`, `svg` and `path` with classes, random
    /// selectors of up to four steps before their subject.
    @Test func ancestorStepsMatchTheBruteForceSearch() throws {
        var random = SplitMix64(seed: 64)
        typealias Element = (name: String, className: String?)
        func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        func compoundMatches(_ compound: Element, _ element: Element) -> Bool {
            (compound.name == "*" || compound.name == element.name)
                && (compound.className == nil || compound.className == element.className)
        }
        /// Whether steps[j...] (nearest first, each with the combinator to its right) can be placed on
        /// `chain` (nearest first) with step j at an index allowed after index `previous`.
        func place(_ steps: [(Element, String)], _ j: Int, after previous: Int, _ chain: [Element]) -> Bool {
            if j == steps.count { return true }
            let (compound, combinator) = steps[j]
            let candidates = combinator == ">" ? [previous + 1] : Array((previous + 1)..<max(previous + 1, chain.count))
            return candidates.contains { index in
                index < chain.count && compoundMatches(compound, chain[index]) && place(steps, j + 1, after: index, chain)
            }
        }
        var matched = 0
        for _ in 0..<3_000 {
            let chain: [Element] = (0..<Int.random(in: 0...7, using: &random)).map { _ in
                (pick(["g", "svg", "path"]), pick([nil, "a", "b"]))
            }
            let steps: [(Element, String)] = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                ((pick(["*", "g", "svg"]), pick([nil, nil, "a", "b"])), pick([" ", ">"]))
            }
            // Written root first: the farthest step first, each followed by its combinator.
            let text = steps.reversed().map { step in
                let (compound, combinator) = step
                return (compound.name) + (compound.className.map { "." + $0 } ?? "") + (combinator == ">" ? " > " : " ")
            }.joined() + "path"
            let selector = try #require(StyleSheet(parsing: text + " {}").rules.first?.selectors.first)
            let ancestors = chain.map { SelectorSubject(name: $0.name[...], id: nil, classes: $0.className.map { [$0] } ?? []) }
            let expected = place(steps, 0, after: -1, chain)
            matched += expected ? 1 : 0
            #expect(selector.matches(SelectorSubject(name: "path", id: nil, classes: []), ancestors: { ancestors }) == expected,
                    "\(text) over \(chain)")
        }
        #expect(matched > 300 && matched < 2_700, "\(matched) of 3,000 matched")
    }

    /// `svg.x g g g g g g path` under 199 nested groups: each (step, ancestor) pair is worked out once,
    /// so each path costs about 1,400 compound tests, not the 120,000 it took when every step tried every
    /// later ancestor afresh. In a debug build these 1,000 paths took about 28 s before and 0.6 s now,
    /// most of it making each path's 198 ancestor subjects.
    @Test func deepDescendantChainsStayLinear() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>svg.x g g g g g g path { fill: red }</style>"
            + String(repeating: "<g>", count: 198) + String(repeating: "<path d=\"M0 0h1v1z\"/>", count: 1_000)
            + String(repeating: "</g>", count: 198) + "</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let clock = ContinuousClock()
        var drawing: Drawing?
        let elapsed = clock.measure { drawing = Resolver().resolve(document).drawing }
        #expect(try #require(drawing).shapes.allSatisfy { $0.shape.style.fill == .color(.black) })
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    /// A and B beyond 32 bits are clamped, as browsers clamp them: `index - b` overflowed and stopped the
    /// program for `:nth-child(n-9223372036854775807)`.
    @Test func hugeNthValuesAreClamped() throws {
        let parsed = try #require(PseudoClass.parseNth("n-9223372036854775807"))
        #expect(parsed.a == 1 && parsed.b == Int(Int32.min))
        #expect(PseudoClass.parseNth("-9223372036854775807n+9223372036854775807")! == (Int(Int32.min), Int(Int32.max)))
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>rect:nth-child(n-9223372036854775807) { fill: red }</style>"
            + "<rect width=\"1\" height=\"1\"/></svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(drawing.shapes.map(\.shape.style.fill) == [.color(Color(red8: 255, green8: 0, blue8: 0))])
    }

    /// An element with thousands of classes against as many `.cN:first-child` rules: its subject is made
    /// once, not once per rule (which split and hashed its class list each time: over 30 s for 20 such
    /// elements of 10,000 classes in a release build, now 0.4 s).
    @Test func manyClassesAgainstManyPositionRules() throws {
        let count = 3_000
        let rules = (0..<count).map { ".c\($0):first-child { opacity: .5 }" }.joined()
        let classes = (0..<count).map { "c\($0)" }.joined(separator: " ")
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(rules)</style>"
            + "<g>" + String(repeating: "<rect class=\"\(classes)\" width=\"1\" height=\"1\"/>", count: 10) + "</g></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let clock = ContinuousClock()
        var drawing: Drawing?
        let elapsed = clock.measure { drawing = Resolver().resolve(document).drawing }
        // Only the first rect is a first child.
        #expect(try #require(drawing).shapes.map(\.shape.style.opacity) == [0.5] + Array(repeating: 1, count: 9))
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
