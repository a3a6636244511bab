import EmblemGeometry
import Testing
@testable import EmblemSVG

/// Custom properties and `var()`, as CSS Variables 1 defines them: inherited, substituted before a value
/// is read, fallbacks, and declarations that resolve to nothing dropped.
struct CustomPropertyTests {
    @Test(arguments: [
        ("var(--a)", "red"), ("var( --a )", "red"), ("var(--missing, blue)", "blue"), ("var(--missing, var(--a))", "red"),
        ("1px var(--w) 3px", "1px 2px 3px"), ("var(--a)var(--a)", "redred"), ("rgb(var(--rgb))", "rgb(1, 2, 3)"),
        ("var(--missing, rgb(0, 0, 0))", "rgb(0, 0, 0)"), ("var(--indirect)", "red"), ("plain", "plain"),
    ])
    func substitution(value: String, expected: String) {
        let properties = ["--a": "red", "--w": "2px", "--rgb": "1, 2, 3", "--indirect": "var(--a)"]
        #expect(CustomPropertySubstitution.substitute(value, properties: properties) == expected)
    }

    @Test(arguments: ["var(--missing)", "var(a)", "var(--loop)", "var(--a", "var(--x, var(--missing))"])
    func unresolvableValuesAreNil(value: String) {
        let properties = ["--loop": "var(--loop2)", "--loop2": "var(--loop)", "--a": "red"]
        #expect(CustomPropertySubstitution.substitute(value, properties: properties) == nil)
    }

    /// Why a value resolves to nothing, as the warning that drops it says.
    @Test(arguments: [
        ("var(--missing)", CustomPropertySubstitution.Failure.unset("--missing")),
        ("var(--loop)", .cycle(["--loop", "--loop2", "--loop"])), ("var(a)", .malformed), ("var(--a", .malformed),
        ("var(--x, var(--missing))", .unset("--missing")), ("var(--inner)", .cycle(["--inner", "--inner"])),
        ("var(--p16)", .tooDeep), ("var(--doubled)", .tooLong),
    ])
    func failuresSayWhy(value: String, failure: CustomPropertySubstitution.Failure) {
        var properties = ["--loop": "var(--loop2)", "--loop2": "var(--loop)", "--a": "red", "--inner": "var(--inner, blue)",
                          "--long": String(repeating: "x", count: 3_000), "--doubled": "var(--long) var(--long)", "--p0": "x"]
        for level in 1...16 { properties["--p\(level)"] = "var(--p\(level - 1))" }
        #expect(CustomPropertySubstitution.substituting(value, lookup: { properties[$0] }) == .failure(failure))
    }

    /// A property in a cycle is invalid, its own fallback unused; a var() of it from outside the cycle
    /// takes the fallback (CSS Variables 1, § 2.3).
    @Test func cyclesUseOnlyFallbacksOutsideThem() {
        let properties = ["--a": "var(--b, blue)", "--b": "var(--a)"]
        #expect(CustomPropertySubstitution.substitute("var(--a, red)", properties: properties) == "red")
        #expect(CustomPropertySubstitution.substitute("var(--b, green)", properties: properties) == "green")
        #expect(CustomPropertySubstitution.substitute("var(--a)", properties: properties) == nil)
    }

    /// A property that refers to itself twice at every level would double without end; it is cut off.
    @Test func growthIsBounded() {
        var properties: [String: String] = ["--p0": "x"]
        for level in 1...15 { properties["--p\(level)"] = "var(--p\(level - 1)) var(--p\(level - 1))" }
        #expect(CustomPropertySubstitution.substitute("var(--p15)", properties: properties) == nil)
        #expect(CustomPropertySubstitution.substitute("var(--p3)", properties: properties)?.count == 15)  // 8 × "x", 7 spaces
    }

    static func shapes(_ body: String, head: String = "", root: String = "") throws -> ([DrawingShape], [Diagnostic]) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" \(root)>" + head + body + "</svg>"
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        return (drawing.shapes.map(\.shape), diagnostics)
    }

    /// Custom properties inherit down the tree and are overridden further down; a `var()` sees the
    /// element's own, declared before or after it; one that resolves to nothing leaves the property
    /// inherited (fill) or initial (opacity), with a warning.
    @Test func cascadeAndInheritance() throws {
        let (shapes, diagnostics) = try Self.shapes("""
            <rect class="a" width="1" height="1"/>
            <g style="--accent: #00c"><rect class="a" width="1" height="1"/><rect class="a" style="fill: var(--accent); --accent: #fff" width="1" height="1"/></g>
            <g fill="#f80"><rect style="fill: var(--nothing); opacity: var(--nothing)" width="1" height="1"/></g>
            <rect fill="var(--missing, #123)" stroke-width="var(--width)" stroke="#000" width="1" height="1"/>
            """, head: "<style>.a { fill: var(--accent) }</style>", root: "style=\"--accent: #0a0; --width: 3\"")
        #expect(shapes.map(\.style.fill) == [.color(Color(red8: 0, green8: 0xaa, blue8: 0)), .color(Color(red8: 0, green8: 0, blue8: 0xcc)),
                                            .color(Color(red8: 255, green8: 255, blue8: 255)), .color(Color(red8: 255, green8: 0x88, blue8: 0)),
                                            .color(Color(red8: 0x11, green8: 0x22, blue8: 0x33))])
        #expect(shapes[3].style.opacity == 1)
        #expect(shapes[4].style.strokeWidth == 3)
        #expect(diagnostics.filter { $0.message.contains("var()") }.count == 2)
    }

    /// Preserved text takes the custom properties in effect where it stood, in front of its own style.
    @Test func preservedContentCarriesCustomProperties() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" style="--ink: #333">
            <style>text { fill: var(--ink) }</style><text style="--ink: red">a</text></svg>
            """
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        guard case .shape(let shape)? = drawing.root.children.first, let text = shape.text else { Issue.record("no text"); return }
        #expect(text[attribute: "style"] == "--ink: #333; fill: var(--ink); --ink: red")
    }

    /// Custom properties live in a chain of scopes shared by the elements below: shapes that each declare
    /// one more all point at the one scope of the root's 2,000, instead of each holding a copy of them
    /// (50,000 such shapes once took 80 s and gigabytes).
    @Test func scopesAreSharedNotCopied() throws {
        let properties = (0..<2000).map { "--p\($0): \($0)" }.joined(separator: ";")
        let shapes = String(repeating: "<rect style=\"--x: 1; stroke-width: var(--p7)\" width=\"1\" height=\"1\"/>", count: 500)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" style=\"\(properties)\"><g>\(shapes)</g></svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let scopes = drawing.shapes.map(\.shape.style.customScope)
        let rootScope = try #require(scopes.first??.parent)
        #expect(rootScope.own.count == 2000)
        #expect(scopes.allSatisfy { $0?.parent === rootScope && $0?.own == ["--x": "1"] })
        #expect(drawing.shapes.allSatisfy { $0.shape.style.strokeWidth == 7 })
    }
}
