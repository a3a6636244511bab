import EmblemGeometry
import Testing
@testable import EmblemSVG

/// Which pseudo-classes and pseudo-elements are valid, as browsers read them: one invalid selector drops
/// its whole rule, while a valid one that a drawing never has only never matches.
struct SelectorPseudoClassTests {
    static func fill(_ sheet: StyleSheet, _ name: String, classes: [String] = []) -> String? {
        sheet.value(of: "fill", forElement: name, id: nil, classes: classes)
    }

    /// Known pseudo-classes and pseudo-elements, written rightly, keep their rule: the other selector of
    /// the list still applies.
    @Test(arguments: [
        "a:hover", "path:active", ":focus", "a:visited", "a:link", "rect:focus-visible", "g:focus-within", ":checked",
        "a:-webkit-autofill", ":popover-open", ":HOVER", ":hov\\65 r", ":host", ":host(.a)", ":state(on)", "rect::before",
        "rect:after", "::-webkit-scrollbar", "::part(label)", "::before:hover", "::before::marker", "rect:lang(en)",
        ":lang(en, \"*-CH\")", ":dir(rtl)", ":has(> rect, .a + b)", ":scope", "g:nth-child(2n of .a)", ":not(g .b)",
        ":is(:foo)", ":is()", ":where(::before)", ":is(.a)::before", ":not(:hover)",
    ])
    func knownPseudoClassesKeepTheRule(_ text: String) throws {
        let sheet = StyleSheet(parsing: text + ", path { fill: red }")
        #expect(try #require(sheet.rules.first, "\(text)").selectors.count == 2)
        #expect(Self.fill(sheet, "path") == "red", "\(text)")
    }

    /// An unknown pseudo-class or pseudo-element, or a known one written wrongly (or nested, but for the
    /// marker of a `::before` or `::after`), drops the whole rule.
    @Test(arguments: [
        "path:foo", ":foo", "path::foo", "::-moz-foo", ":-moz-focusring", ":blank", ":local-link", ":target-within",
        ":hover()", ":first-child()", ":not", ":is", ":nth-child", ":nth-child(x)", ":nth-child(2n of)",
        ":nth-of-type(2n of .a)", ":nth-child(2n of :foo)", ":not(:foo)", ":not(.a, :foo)", ":not()", ":not(::before)",
        ":not(.a:after)", ":has(:foo)", ":has()", ":lang()", ":lang(1)", ":dir()", ":dir(a b)", ":host()", ":host(g .a)",
        ":state()", "::before()", "::part()", "::before.a", "::before g", "g::before > rect", "::before:first-child",
        "rect:focus:foo", ":hover::foo", "::before::before", "rect::after::before", "::marker::before", "::before::marker::marker",
        "::placeholder::marker",
    ])
    func unknownPseudoClassesDropTheWholeRule(_ text: String) {
        let sheet = StyleSheet(parsing: text + ", rect { fill: red } circle { fill: blue }")
        #expect(sheet.rules.count == 1, "\(text)")
        #expect(sheet.invalidSelectorLists == [text + ", rect"], "\(text)")
        #expect(Self.fill(sheet, "rect") == nil, "\(text)")
        #expect(Self.fill(sheet, "circle") == "blue", "\(text)")
    }

    /// Nothing but a user-action pseudo-class follows a pseudo-element (and `::marker` a `::before` or
    /// `::after`): a second pseudo-element, or another pseudo-class, makes the selector invalid, and with
    /// it the whole list, whichever place it has in it. A valid pseudo-element is kept and never matches.
    @Test func aPseudoElementAfterAPseudoElementDropsTheList() throws {
        for invalid in ["b::before::before", "b::after::after", "b:before::before", "b::before:first-child", "b::before:hover::before"] {
            let sheet = StyleSheet(parsing: "a, \(invalid) { fill: red }")
            #expect(sheet.rules.isEmpty, "\(invalid)")
            #expect(Self.fill(sheet, "a") == nil, "\(invalid)")
        }
        let sheet = StyleSheet(parsing: "a, b::before, b::before:hover { fill: red }")
        #expect(try #require(sheet.rules.first).selectors.map(\.unsupportedFeature) == [nil, "pseudo-elements", "pseudo-elements"])
        #expect(Self.fill(sheet, "a") == "red")
        #expect(Self.fill(sheet, "b") == nil)
    }

    /// `:is()` and `:where()` take a forgiving list: an invalid argument is left out, and the rest
    /// matches and counts; `:not()` takes an unforgiving one.
    @Test func forgivingListsLeaveOutOnlyTheInvalid() throws {
        let sheet = StyleSheet(parsing: ":is(:foo, rect) { fill: red } :where(::before, .a, :foo()) { fill: blue }"
                               + " :is(:foo) { fill: green } :not(:foo, circle) { fill: gray } :is(#x, :foo) { stroke: red }")
        #expect(sheet.rules.count == 4)
        #expect(Self.fill(sheet, "rect") == "red")
        #expect(Self.fill(sheet, "circle", classes: ["a"]) == "blue")
        #expect(Self.fill(sheet, "g") == nil)
        #expect(sheet.rules.map { $0.selectors[0].specificity } == [
            Specificity(types: 1), Specificity(), Specificity(), Specificity(ids: 1),
        ])
        #expect(sheet.rules.allSatisfy { $0.selectors[0].isSupported })
    }

    /// After a class, `:` and a name that is no pseudo-class continues the class (SF Symbols' reading,
    /// see ``Selector``), so `.a:foo` is a class, not an unknown pseudo-class; after a type it is one.
    @Test func aColonAfterAClassIsNoPseudoClass() throws {
        let sheet = StyleSheet(parsing: ".a:foo, rect { fill: red } g:foo, circle { fill: blue }")
        #expect(sheet.rules.count == 1)
        #expect(try #require(sheet.rules.first).selectors.map(\.classes) == [["a:foo"], []])
    }

    /// In a drawing: `a:hover, path` paints the path; `path:foo, rect` is dropped, so the rect keeps the
    /// black it would have had without the rule, and a warning at the `<style>` says why.
    @Test func aRuleWithAnUnknownPseudoClassPaintsNothing() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg"><style>a:hover, path { fill: red } path:foo,
               rect { fill: blue }</style>
            <path d="M0 0h1v1z"/><rect width="1" height="1"/></svg>
            """
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(diagnostics.map(\.message) == [
            "Dropped the CSS rule for 'path:foo, rect': its selector list is not valid CSS (an unknown pseudo-class, for one), "
                + "and one invalid selector drops the whole rule, as in browsers.",
        ])
        #expect(diagnostics.first?.location?.line == 1)
        #expect(drawing.shapes.map(\.shape.style.fill) == [.color(Color(red8: 255, green8: 0, blue8: 0)), .color(.black)])
    }

    /// `:scope` is the root (a `<style>` has no scoping root) and `:defined` matches every element, as in
    /// browsers: both are matched, not only kept valid.
    @Test func scopeIsTheRootAndEveryElementIsDefined() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg"><style>:scope > path { fill: red } g > path:scope { fill: green }
            rect:defined { fill: blue }</style>
            <path d="M0 0h1v1z"/><g><path d="M0 0h1v1z"/></g><rect width="1" height="1"/></svg>
            """
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(diagnostics.isEmpty)
        #expect(drawing.shapes.map(\.shape.style.fill) == [
            .color(Color(red8: 255, green8: 0, blue8: 0)), .color(.black), .color(Color(red8: 0, green8: 0, blue8: 255)),
        ])
    }
}
