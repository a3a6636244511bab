import Testing
@testable import EmblemSVG

/// `XMLElement` keeps its fields in a shared copy-on-write box; it must still behave as a value: a copy
/// never sees changes made to the original, whichever field changes and however it is changed.
struct XMLElementValueSemanticsTests {
    static func sample() -> XMLElement {
        XMLElement(name: "g", namespaceURI: SVGNamespace.svg,
                   namespaceDeclarations: [XMLAttribute(name: "xmlns", value: SVGNamespace.svg)],
                   attributes: [XMLAttribute(name: "id", value: "a")],
                   children: [.element(XMLElement(name: "path", namespaceURI: SVGNamespace.svg)), .text(" ")],
                   location: SourceLocation(file: "f.svg", line: 1, column: 2))
    }

    @Test func everyMutationLeavesCopiesAlone() {
        let mutations: [(String, (inout XMLElement) -> Void)] = [
            ("name", { $0.name = "svg" }),
            ("namespace", { $0.namespaceURI = nil }),
            ("declarations", { $0.namespaceDeclarations.append(XMLAttribute(name: "xmlns:x", value: "urn:x")) }),
            ("attribute append", { $0.attributes.append(XMLAttribute(name: "fill", value: "red")) }),
            ("attribute in place", { $0.attributes[0].value = "b" }),
            ("attribute subscript", { $0[attribute: "id"] = nil }),
            ("children", { $0.children.removeAll() }),
            ("grandchild in place", { element in
                if case .element(var child) = element.children[0] {
                    child.name = "rect"
                    element.children[0] = .element(child)
                }
            }),
            ("location", { $0.location = nil }),
        ]
        for (label, mutate) in mutations {
            let original = Self.sample()
            var copy = original
            mutate(&copy)
            #expect(copy != original, "\(label): the copy changed")
            #expect(original == Self.sample(), "\(label): the original is untouched")
        }
    }

    @Test func kindFollowsNameAndNamespace() {
        var element = Self.sample()
        #expect(element.kind == .g)
        element.name = "circle"
        #expect(element.kind == .circle)
        element.namespaceURI = "urn:other"
        #expect(element.kind == .unknown)
        let copy = element
        element.namespaceURI = SVGNamespace.svg
        #expect(element.kind == .circle && copy.kind == .unknown)
    }

    @Test func equalElementsHashAlike() {
        let a = Self.sample(), b = Self.sample()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var c = b
        c.children.append(.comment("x"))
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
    }
}
