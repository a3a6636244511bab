import EmblemGeometry
import EmblemTestSupport
import Testing
@testable import EmblemSVG

struct DeclarationListParserTests {
    static let references: [(String, [Declaration])] = [
        ("fill: red; opacity:.5 !important",
         [Declaration(name: "fill", value: "red"), Declaration(name: "opacity", value: ".5", isImportant: true)]),
        ("-sfsymbols-clear-behind:true", [Declaration(name: "-sfsymbols-clear-behind", value: "true")]),
        ("--Accent: #F00 ; --empty:", [Declaration(name: "--Accent", value: "#F00"), Declaration(name: "--empty", value: "")]),
        ("FILL: Red", [Declaration(name: "fill", value: "Red")]),
        ("fill:red;;garbage;stroke:blue;", [Declaration(name: "fill", value: "red"), Declaration(name: "stroke", value: "blue")]),
        ("fill: url(a;b); x: 'semi;colon'", [Declaration(name: "fill", value: "url(a;b)"), Declaration(name: "x", value: "'semi;colon'")]),
        ("/* c */ fill: /*x*/ red", [Declaration(name: "fill", value: "red")]),
        ("stroke-width: 2 ! IMPORTANT", [Declaration(name: "stroke-width", value: "2", isImportant: true)]),
        ("fill:;stroke:blue", [Declaration(name: "stroke", value: "blue")]),
        ("bad name: 1; ok: 2", [Declaration(name: "ok", value: "2")]),
        // Escaped names are the identifiers they decode to; an escaped colon is part of the name.
        ("f\\69ll: red; \\66 ILL: blue; fi\\ll: green; --\\41 : 1", [Declaration(name: "fill", value: "red"), Declaration(name: "fill", value: "blue"),
                                                             Declaration(name: "fill", value: "green"), Declaration(name: "--A", value: "1")]),
        ("fill\\:red", []),
        ("", []),
        // A raw newline ends a string as a bad string, which drops its declaration; the string ends at the
        // newline, so a later quote opens another, which may swallow the rest, as in browsers.
        ("font-family: \"a\nb; fill: red", [Declaration(name: "fill", value: "red")]),
        ("font-family: 'a\r\nb'; fill: red", []),
        ("--x: \"a\u{0C}b; fill: red", [Declaration(name: "fill", value: "red")]),
        ("font-family: 'a\\\nb'; fill: red", [Declaration(name: "font-family", value: "'a\\\nb'"), Declaration(name: "fill", value: "red")]),
        // An escaped space at the end of a value is part of it.
        ("font-family: a\\ ; fill: red", [Declaration(name: "font-family", value: "a\\ "), Declaration(name: "fill", value: "red")]),
    ]

    @Test(arguments: references)
    func parses(text: String, expected: [Declaration]) {
        #expect(DeclarationListParser.parse(text) == expected)
    }
}

struct StyleSheetTests {
    static let symbolSheet = StyleSheet(parsing: """
        <!--
        .monochrome-0 {-sfsymbols-motion-group:0}
        .hierarchical-0:primary {-sfsymbols-hierarchy:primary}
        .hierarchical-1:secondary {-sfsymbols-hierarchy:secondary; -sfsymbols-clear-behind:true}
        .multicolor-1:systemRedColor {fill:#FF3B30}
        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
        -->
        """)

    @Test func sfSymbolsClassesWithColons() {
        let sheet = Self.symbolSheet
        #expect(sheet.rules.count == 5)
        #expect(sheet.rules[1].selectors.map(\.classes) == [["hierarchical-0:primary"]])
        let classes = ["monochrome-0", "hierarchical-1:secondary", "multicolor-1:systemRedColor"]
        #expect(sheet.value(of: "-sfsymbols-hierarchy", forElement: "path", id: nil, classes: classes) == "secondary")
        #expect(sheet.value(of: "-sfsymbols-clear-behind", forElement: "path", id: nil, classes: classes) == "true")
        #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: classes) == "#FF3B30")
        #expect(sheet.value(of: "-sfsymbols-motion-group", forElement: "path", id: nil, classes: classes) == "0")
        // "hierarchical-1" alone is a different class.
        #expect(sheet.value(of: "-sfsymbols-hierarchy", forElement: "path", id: nil, classes: ["hierarchical-1"]) == nil)
    }

    @Test func escapedColonMeansTheSameClass() {
        let sheet = StyleSheet(parsing: #".hierarchical-0\:secondary { fill: red } .\31 0 { fill: blue }"#)
        #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: ["hierarchical-0:secondary"]) == "red")
        #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: ["10"]) == "blue")
    }

    @Test func specificityBeatsOrder() {
        let sheet = StyleSheet(parsing: "#x {fill: blue} path.a {fill: yellow} .a {fill: green} path {fill: red} * {fill: gray}")
        func fill(_ id: String?, _ classes: [String], _ name: String = "path") -> String? {
            sheet.value(of: "fill", forElement: name, id: id, classes: classes)
        }
        #expect(fill("x", ["a"]) == "blue")
        #expect(fill(nil, ["a"]) == "yellow")
        #expect(fill(nil, ["a"], "circle") == "green")
        #expect(fill(nil, []) == "red")
        #expect(fill(nil, [], "rect") == "gray")
        #expect(sheet.declarations(forElement: "path", id: "x", classes: ["a"]).map(\.value)
                == ["gray", "red", "green", "yellow", "blue"])
    }

    @Test func sourceOrderBreaksTies() {
        let forward = StyleSheet(parsing: ".a{fill:red} .b{fill:blue}")
        let backward = StyleSheet(parsing: ".b{fill:blue} .a{fill:red}")
        #expect(forward.value(of: "fill", forElement: "g", id: nil, classes: ["a", "b"]) == "blue")
        #expect(backward.value(of: "fill", forElement: "g", id: nil, classes: ["b", "a"]) == "red")
    }

    @Test func importantWins() {
        let sheet = StyleSheet(parsing: ".a{fill:red !important; stroke: red} #x{fill:blue; stroke: blue}")
        #expect(sheet.value(of: "fill", forElement: "path", id: "x", classes: ["a"]) == "red")
        #expect(sheet.value(of: "stroke", forElement: "path", id: "x", classes: ["a"]) == "blue")
        #expect(sheet.declarations(forElement: "path", id: "x", classes: ["a"]).last?.isImportant == true)
    }

    @Test func groupsAndCompounds() {
        let sheet = StyleSheet(parsing: "a, .b, #c {stroke: black} .p.q {fill: red} rect#r.s {fill: blue}")
        #expect(sheet.value(of: "stroke", forElement: "a", id: nil, classes: []) == "black")
        #expect(sheet.value(of: "stroke", forElement: "g", id: nil, classes: ["b"]) == "black")
        #expect(sheet.value(of: "stroke", forElement: "g", id: "c", classes: []) == "black")
        #expect(sheet.value(of: "stroke", forElement: "g", id: nil, classes: []) == nil)
        #expect(sheet.value(of: "fill", forElement: "g", id: nil, classes: ["p"]) == nil)
        #expect(sheet.value(of: "fill", forElement: "g", id: nil, classes: ["q", "p"]) == "red")
        #expect(sheet.value(of: "fill", forElement: "rect", id: "r", classes: ["s"]) == "blue")
        #expect(sheet.value(of: "fill", forElement: "path", id: "r", classes: ["s"]) == nil)
        #expect(sheet.rules[2].selectors[0].specificity == Specificity(ids: 1, classes: 1, types: 1))
    }

    /// What is not matched is marked with the reason and never matches; selectors that need the element's
    /// place in the document do not match without it (`declarations(forElement:…)` has none).
    @Test func unsupportedSelectorsNeverMatch() {
        let sheet = StyleSheet(parsing: ".a:hover {fill:red} .a + .b {fill:red} .a ~ .b {fill:red} .a::before {fill:red} "
                               + ".a:not(.b) {fill:red} [xlink|href] {fill:red} .a:lang(en) {fill:red} .a:not(g .b) {fill:red} "
                               + ".a:after {fill:red} .a:nth-child(2n of .b) {fill:red}")
        #expect(sheet.rules.count == 10)
        #expect(sheet.rules.map { $0.selectors[0].unsupportedFeature } == [
            nil, nil, nil, "pseudo-elements", nil, "namespaced attribute selectors", "the pseudo-class ':lang'",
            "complex selectors inside ':not()'", "pseudo-elements", "the pseudo-class ':nth-child(An+B of S)'",
        ])
        #expect(sheet.declarations(forElement: "path", id: nil, classes: ["a", "b"]).isEmpty)
        #expect(sheet.rules[1].selectors[0].specificity == Specificity(classes: 2))
        #expect(sheet.rules[4].selectors[0].specificity == Specificity(classes: 2))
        #expect(sheet.rules.map { $0.selectors[0].needsPosition } == [false, true, true, false, false, false, false, false, false, false])
    }

    /// A document to match selectors in: svg > g#outer.layer > g.inner > path.p[data-k="Alpha beta"]
    static var tree: [SelectorSubject] {
        [
            SelectorSubject(name: "path", id: nil, classes: ["p"], attribute: { ["data-k": "Alpha beta", "class": "p", "lang": "en-GB"][$0] }),
            SelectorSubject(name: "g", id: nil, classes: ["inner"]),
            SelectorSubject(name: "g", id: "outer", classes: ["layer"], attribute: { ["id": "outer"][$0] }),
            SelectorSubject(name: "svg", id: nil, classes: []),
        ]
    }

    /// Descendant and child combinators, attribute conditions and their flags, as CSS Selectors 4 defines
    /// them, with specificity counted over every compound.
    @Test(arguments: [
        ("g path", true, Specificity(types: 2)),
        ("svg path", true, Specificity(types: 2)),
        ("g > path", true, Specificity(types: 2)),
        ("svg > path", false, Specificity(types: 2)),
        ("svg > g > g > path", true, Specificity(types: 4)),
        ("svg > g > path", false, Specificity(types: 3)),
        ("#outer path.p", true, Specificity(ids: 1, classes: 1, types: 1)),
        ("#outer > .p", false, Specificity(ids: 1, classes: 1)),
        (".layer .inner > *", true, Specificity(classes: 2)),
        ("svg g g g path", false, Specificity(types: 5)),
        ("g g path", true, Specificity(types: 3)),
        ("path path", false, Specificity(types: 2)),
        ("[data-k]", true, Specificity(classes: 1)),
        ("[data-k=\"Alpha beta\"]", true, Specificity(classes: 1)),
        ("[data-k='alpha beta']", false, Specificity(classes: 1)),
        ("[data-k='alpha beta' i]", true, Specificity(classes: 1)),
        ("[data-k~=beta]", true, Specificity(classes: 1)),
        ("[data-k~=bet]", false, Specificity(classes: 1)),
        ("[data-k^=Al][data-k$=ta]", true, Specificity(classes: 2)),
        ("[data-k*=\"a b\"]", true, Specificity(classes: 1)),
        ("[lang|=en]", true, Specificity(classes: 1)),
        ("[lang|=e]", false, Specificity(classes: 1)),
        ("[data-k^='']", false, Specificity(classes: 1)),
        ("[missing]", false, Specificity(classes: 1)),
        ("g[id=outer] > .inner path", true, Specificity(classes: 2, types: 2)),
    ])
    func matchesInTheTree(selector text: String, matches: Bool, specificity: Specificity) throws {
        let selector = try #require(Selector.parse(Array(text.utf8)[...]), "\(text)")
        #expect(selector.isSupported)
        #expect(selector.specificity == specificity, "\(text)")
        #expect(selector.matches(Self.tree[0], ancestors: { Array(Self.tree.dropFirst()) }) == matches, "\(text)")
    }

    @Test(arguments: ["g >", "> g", "g >> path", "[a=]", "[a b]", "[a='x' q]", "a..b"])
    func invalidSelectorsDropTheirRule(_ text: String) {
        #expect(StyleSheet(parsing: text + " { fill: red } path { fill: blue }").rules.count == 1, "\(text)")
    }

    /// Ancestors are asked for only when a selector that could match looks at them, and once.
    @Test func ancestorsAreWorkedOutOnce() {
        let sheet = StyleSheet(parsing: "path { fill: red } g path { stroke: red } .x path { opacity: 0 } svg g > path { fill: blue }")
        var calls = 0
        let declarations = sheet.declarations(for: Self.tree[0]) {
            calls += 1
            return Array(Self.tree.dropFirst())
        }
        #expect(calls == 1)
        #expect(declarations.map(\.name) == ["fill", "stroke", "fill"])
        calls = 0
        _ = StyleSheet(parsing: "path { fill: red } .p { stroke: red }").declarations(for: Self.tree[0]) { calls += 1; return [] }
        #expect(calls == 0)
    }

    /// Deep trees and long selectors stay fast: each (step, ancestor) pair is tried once.
    @Test func matchingIsNotExponential() throws {
        let selector = try #require(Selector.parse(Array((String(repeating: "g ", count: 30) + "b").utf8)[...]))
        let ancestors = [SelectorSubject](repeating: SelectorSubject(name: "g", id: nil, classes: []), count: 29)
        let subject = SelectorSubject(name: "b", id: nil, classes: [])
        let clock = ContinuousClock()
        var matched = true
        let elapsed = clock.measure { matched = selector.matches(subject, ancestors: { ancestors }) }
        #expect(!matched)  // 30 g's needed, 29 there
        #expect(elapsed < .seconds(1))
        #expect(selector.matches(subject, ancestors: { ancestors + [ancestors[0]] }))
    }

    /// Other at-rules, `@media` blocks that do not match (print), comments and invalid rules are skipped.
    @Test func atRulesCommentsAndInvalidRulesAreSkipped() {
        let sheet = StyleSheet(parsing: """
            @import url("x.css");
            /* .a { fill: red } */
            @media print { .a { fill: red } }
            .a, 1b { fill: purple }
            @font-face { font-family: x; src: url(y) }
            .a { fill: blue }
            .a { fill: green
            """)
        #expect(sheet.rules.count == 2)
        // The unterminated last rule still counts, as CSS closes open blocks at the end of the sheet.
        #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: ["a"]) == "green")
        #expect(sheet.rules[0].declarations == [Declaration(name: "fill", value: "blue")])
    }

    /// A document's sheets are read for at most ``StyleSheet/maximumSelectors`` selectors, a dropped
    /// rule's list counting one, and the rest is dropped: each rule read kept ≈ 350 bytes, so 30 MB of
    /// `a{}` in three `<style>`s took 24 s and 3.8 GB. Rules inside a matching `@media` block count;
    /// the resolver says what was dropped.
    @Test func readingStopsAtTheSelectorLimit() throws {
        let limit = StyleSheet.maximumSelectors
        let full = StyleSheet(parsing: String(repeating: "a{}", count: limit - 3) + "@media screen { b, c {} } d{}")
        #expect(full.rules.count == limit - 3 + 2 && full.firstDroppedSelectorList == nil)
        let cut = StyleSheet(parsing: String(repeating: ":bad{}", count: 10) + String(repeating: "a{}", count: limit - 11)
                             + "@media screen { b, c { fill: red } } d{}")
        #expect(cut.rules.count == limit - 11 && cut.invalidSelectorLists.count == 10 && cut.firstDroppedSelectorList == "b, c")
        #expect(cut.value(of: "fill", forElement: "b", id: nil, classes: []) == nil)
        let document = try SVGDocument(bytes: Array(("<svg xmlns=\"http://www.w3.org/2000/svg\"><style>" + String(repeating: "a{}", count: limit)
                                                     + "rect{fill:red}</style><rect width=\"1\" height=\"1\"/></svg>").utf8))
        let (drawing, diagnostics) = Resolver().resolve(document)
        #expect(drawing.shapes.first?.shape.style.fill != .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(diagnostics.map(\.message) == ["Dropped the CSS rules from 'rect' on: the style sheets hold more than \(limit) selectors, "
                                               + "the most Emblem reads (each rule read is kept in memory)."])
    }

    /// A raw newline ends a string as a bad string (CSS Syntax 3 §4.3.5), there: the declaration or
    /// selector holding it is invalid, and what follows is read as browsers read it, a comment on the next
    /// line included. A later quote on the line opens a new string, which runs to the next newline.
    @Test func aNewlineEndsAStringAsABadString() {
        let sheet = StyleSheet(parsing: """
            path { font-family: "a
            b; fill: red }
            rect { font-family: 'a
            /* it's */ b; fill: blue }
            [title="x
            ] { fill: green }
            circle { fill: gray }
            g { font-family: "a
            b"; fill: purple
            }
            line { fill: black }
            """)
        func declarations(_ name: String) -> [String] {
            sheet.declarations(forElement: name, id: nil, classes: []).map(\.description)
        }
        #expect(declarations("path") == ["fill: red"])
        #expect(declarations("rect") == ["fill: blue"])
        #expect(declarations("circle") == ["fill: gray"])
        #expect(declarations("g") == [])
        #expect(declarations("line") == ["fill: black"])
        #expect(sheet.rules.count == 5)
        #expect(sheet.invalidSelectorLists == [#"[title="x ]"#])
    }

    /// An escaped space at the end of a selector is part of the name, not whitespace to trim: `.a\ ` is
    /// the class `a ` (which no element has, as classes split at spaces), not `a`. An escaped backslash
    /// before the space escapes nothing more, and a backslash before a newline is no escape at all.
    @Test func escapedTrailingSpaceBelongsToTheName() throws {
        let sheet = StyleSheet(parsing: #".a\  { fill: red } .b\ { fill: blue } .c\\ { fill: green } .d\\\  { fill: gray }"#
                               + ".e\\\n{ fill: black }")
        #expect(sheet.rules.map { $0.selectors.map(\.classes) } == [[["a "]], [["b "]], [[#"c\"#]], [[#"d\ "#]]])
        #expect(sheet.rules.map { $0.selectors.map(\.text) } == [[#".a\ "#], [#".b\ "#], [#".c\\"#], [#".d\\\ "#]])
        #expect(sheet.invalidSelectorLists == [#".e\"#])
        for name in ["a", "b"] {
            #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: [name]) == nil, "\(name)")
        }
        #expect(sheet.value(of: "fill", forElement: "path", id: nil, classes: [#"c\"#]) == "green")
    }

    @Test func selectorText() {
        let sheet = StyleSheet(parsing: "  path.a ,*{x:1}")
        #expect(sheet.rules[0].selectors.map(\.text) == ["path.a", "*"])
        #expect(sheet.rules[0].selectors[1].specificity == Specificity())
        #expect(sheet.rules[0].selectors[1].matches(elementName: "anything", id: nil, classes: []))
    }
}

/// The index that offers an element only the selectors it can match gives the same declarations, in the
/// same order, as trying every rule: checked on random sheets and elements against a plain scan.
struct SelectorIndexTests {
    @Test func indexAgreesWithAScanOfEveryRule() {
        var random = SplitMix64(seed: 21)
        let names = ["path", "rect", "g"], ids = ["a", "b"], classes = ["x", "y", "z", "hierarchical-0:primary"]
        func compound() -> String {
            var text = Bool.random(using: &random) ? names.randomElement(using: &random)! : ""
            if Int.random(in: 0..<4, using: &random) == 0 { text += "#" + ids.randomElement(using: &random)! }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                text += "." + classes.randomElement(using: &random)!.replacingOccurrences(of: ":", with: "\\:")
            }
            if text.isEmpty || Int.random(in: 0..<6, using: &random) == 0 { text += "[data-k]" }
            return text
        }
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { order in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in compound() }.joined(separator: ", ") + " { fill: #\(order) }"
            }.joined(separator: "\n")
            let sheet = StyleSheet(parsing: text)
            for _ in 0..<20 {
                let name = names.randomElement(using: &random)!
                let id = Bool.random(using: &random) ? ids.randomElement(using: &random) : nil
                let own = classes.filter { _ in Bool.random(using: &random) }
                let subject = SelectorSubject(name: name[...], id: id, classes: own, attribute: { $0 == "data-k" ? "1" : nil })
                // The plain scan, as the cascade defines it.
                var best: [(Specificity, Int)] = []
                for (order, rule) in sheet.rules.enumerated() {
                    if let top = rule.selectors.filter({ $0.matches(subject, ancestors: { [] }) }).map(\.specificity).max() { best.append((top, order)) }
                }
                best.sort { ($0.0, $0.1) < ($1.0, $1.1) }
                let expected = best.flatMap { sheet.rules[$0.1].declarations }
                #expect(sheet.declarations(for: subject, ancestors: { [] }) == expected, "\(text)\n\(name) \(id ?? "-") \(own)")
            }
        }
    }

    /// With more than 16 classes an element looks them up in a set; the answers are the scan's.
    @Test func manyClassesMatchAsFewDo() {
        let classes = (0..<40).map { "c\($0)" }
        let sheet = StyleSheet(parsing: ".c39.c0 { fill: red } .c40 { fill: blue } path.c17 { stroke: green }")
        var subject = SelectorSubject(name: "path", id: nil, classes: classes)
        #expect(subject.hasClass("c39") && !subject.hasClass("c40"))
        #expect(sheet.declarations(for: subject, ancestors: { [] }).map(\.description) == ["stroke: green", "fill: red"])  // (0,1,1) before (0,2,0)
        subject.classes = ["c40"]
        #expect(subject.hasClass("c40") && !subject.hasClass("c39"))
        #expect(sheet.declarations(for: subject, ancestors: { [] }).map(\.description) == ["fill: blue"])
    }
}
