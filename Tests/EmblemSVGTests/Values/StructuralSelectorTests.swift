import EmblemGeometry
import Testing
@testable import EmblemSVG

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

    @Test func negationAndMatchesAny() {
        #expect(Self.matching("#list > :not(rect)") == ["e2", "e4", "e5", "e7"])
        #expect(Self.matching("#list > :not(rect, circle)") == ["e4"])
        #expect(Self.matching("#list > :is(text, #e8)") == ["e4", "e8"])
        #expect(Self.matching("#list > :where(text)") == ["e4"])
        #expect(Self.matching("#list > rect:not(:first-child):not(:last-child)") == ["e1", "e3", "e6"])
        #expect(Self.matching("#list > :hover, #list > :focus") == [])
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
}
