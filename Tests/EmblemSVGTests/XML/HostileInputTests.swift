import EmblemGeometry
@testable import EmblemSVG
import Foundation
import Testing

/// Hostile and broken documents: each must be refused (or handled) quickly, with a located, clear error.
@Suite struct HostileInputTests {
    let reader = XMLReader()

    private func refusal(_ text: String, file: String = "hostile.svg") -> SVGError? {
        refusal(bytes: Array(text.utf8), file: file)
    }

    private func refusal(bytes: [UInt8], file: String) -> SVGError? {
        do {
            _ = try reader.read(bytes, file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func billionLaughsIsRefusedAtTheFirstNestedEntity() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>"
        let clock = ContinuousClock()
        var error: SVGError?
        let elapsed = clock.measure { error = refusal(text) }
        let refused = try #require(error)
        #expect(refused.code == .refusedEntity)
        // "lol" is plain text and may stand; "lol1" refers to it, and that is refused.
        #expect(refused.message.contains("'lol1' with a reference or markup in its value"))
        #expect(refused.location?.line == 4)
        #expect(refused.location?.file == "hostile.svg")
        #expect(elapsed < .seconds(1))
    }

    @Test func externalEntityIsNeverRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>
            """
        let refused = try #require(refusal(text))
        #expect(refused.code == .refusedEntity)
        #expect(!refused.message.contains("root:"))
    }

    /// An unparsed external entity (`NDATA`) is refused like every external entity; libxml2 reports it
    /// apart from the others, and it was accepted.
    @Test func unparsedEntityIsRefused() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!NOTATION n SYSTEM "x"><!ENTITY x SYSTEM "file:///etc/passwd" NDATA n>]>
            <svg xmlns="http://www.w3.org/2000/svg"/>
            """
        let refused = try #require(refusal(text))
        #expect(refused.code == .refusedEntity && refused.message.contains("'x' as an external entity"))
    }

    @Test func externalDTDIsNotLoadedAndUndeclaredEntitiesAreRefused() throws {
        // The DTD names a file that exists; it must not be loaded, and the parse still succeeds.
        let plain = """
            <?xml version="1.0"?>
            <!DOCTYPE svg SYSTEM "file:///etc/passwd">
            <svg xmlns="http://www.w3.org/2000/svg"><title>t</title></svg>
            """
        #expect(try reader.read(Array(plain.utf8)).root.childElements[0].textContent == "t")
        // An entity the (unloaded) DTD would define is refused, located, and nothing from the file leaks.
        let referencing = plain.replacingOccurrences(of: "<title>t", with: "<title>&undefined;")
        let refused = try #require(refusal(referencing))
        #expect(refused.code == .refusedEntity)
        #expect(refused.location?.line == 3)
        #expect(refused.message.contains("undefined"))
        #expect(!refused.message.contains("root:"))
    }

    @Test func deepNestingIsRefusedWithTheLimitNamed() throws {
        let depth = 100_000
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth)
            + String(repeating: "</g>", count: depth) + "</svg>"
        let clock = ContinuousClock()
        var error: SVGError?
        let elapsed = clock.measure { error = refusal(text) }
        let refused = try #require(error)
        #expect(refused.code == .limitExceeded)
        #expect(refused.message.contains("nested more than 200"))
        #expect(refused.location?.line == 1)
        #expect(elapsed < .seconds(1))
    }

    /// Style sheets nested without end: 1,000 levels of `:is(` in a selector, and 100,000 `(` in a
    /// rule's prelude, overflowed the stack. The deep selector is refused (its rule dropped, with a
    /// warning), a selector nested as deep as the limit still applies, and the rest of the sheet too.
    @Test func deeplyNestedStyleSheetsAreRefusedNotOverflowed() throws {
        let deep = String(repeating: ":is(", count: 1_000) + "rect" + String(repeating: ")", count: 1_000)
        let atLimit = String(repeating: ":is(", count: Selector.maximumNesting) + "circle"
            + String(repeating: ")", count: Selector.maximumNesting)
        let prelude = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg"><style>\(deep) { fill: red } \(atLimit) { fill: blue }
            \(prelude) { fill: green } path { fill: lime }</style>
            <rect width="1" height="1"/><circle r="1"/><path d="M0 0h1v1z"/></svg>
            """
        let clock = ContinuousClock()
        let started = clock.now
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(clock.now - started < .seconds(1))
        #expect(drawing.shapes.map(\.shape.style.fill) == [
            .color(.black), .color(Color(red8: 0, green8: 0, blue8: 255)), .color(Color(red8: 0, green8: 255, blue8: 0)),
        ])
        #expect(diagnostics.contains { $0.message.hasPrefix("Dropped the CSS rule for ':is(:is(") })
    }

    @Test func elementCountIsCapped() throws {
        let limited = XMLReader(limits: XMLLimits(maximumElements: 1_000))
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g/>", count: 1_001) + "</svg>"
        #expect(throws: SVGError.self) { try limited.read(Array(text.utf8)) }
        let fits = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g/>", count: 998) + "</svg>"
        #expect(try limited.read(Array(fits.utf8)).root.children.count == 998)
    }

    @Test func oversizedInputIsRefusedBeforeParsing() throws {
        let limited = XMLReader(limits: XMLLimits(maximumBytes: 1_000))
        let bytes = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: " ", count: 2_000) + "</svg>").utf8)
        do {
            _ = try limited.read(bytes)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.message.contains("1000 bytes"))
        }
    }

    /// libxml2 refuses one attribute value, text or comment longer than 10,000,000 bytes. The refusal
    /// says so, as the limit it is, where libxml2's own words were "AttValue length too long" (reported
    /// as an unclosed quote, "the file may be cut short") or "Internal error: Huge input lookup".
    @Test(arguments: ["attribute", "text", "comment"])
    func overlongTextIsRefusedAsALimit(place: String) throws {
        func document(_ content: String) -> String {
            let body = switch place {
            case "attribute": "<path d=\"M\(content)\"/>"
            case "text": "<text>\(content)</text>"
            default: "<!--\(content)-->"
            }
            return "<svg xmlns=\"http://www.w3.org/2000/svg\">" + body + "</svg>"
        }
        let error = try #require(refusal(document(String(repeating: "1 ", count: 5_000_100))))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("10,000,000 bytes"))
        #expect(error.location?.line == 1)
        // Just under the limit, the same document is read.
        #expect(refusal(document(String(repeating: "1 ", count: 4_999_000))) == nil)
    }

    @Test func invalidUTF8IsLocated() throws {
        var bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<title>ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</title></svg>".utf8)
        let error = try #require(refusal(bytes: bytes, file: "bad.svg"))
        #expect(error.code == .malformedXML)
        #expect(error.location?.line == 2)
        #expect(error.description.hasPrefix("bad.svg:2:"))
    }

    @Test func truncatedFileIsMalformed() throws {
        let refused = try #require(refusal("<svg xmlns=\"http://www.w3.org/2000/svg\"><g><path d=\"M0 0"))
        #expect(refused.code == .malformedXML)
        #expect(refused.location?.line == 1)
    }

    @Test func emptyAndNonSVGInputs() throws {
        #expect(refusal("")?.code == .malformedXML)
        #expect(throws: SVGError.self) { try SVGDocument(bytes: Array("<html/>".utf8)) }
        do {
            _ = try SVGDocument(bytes: Array("<svg/>".utf8), file: "plain.svg")
        } catch {
            Issue.record("an <svg> without xmlns is accepted, as hand-written icons often omit it: \(error)")
        }
    }

    @Test func unknownElementsAndNamespacesAreKept() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:example"><x:thing a="1">t</x:thing><blink/></svg>
            """
        let document = try SVGDocument(bytes: Array(text.utf8))
        let children = document.root.childElements
        #expect(children.map(\.name) == ["x:thing", "blink"])
        #expect(children.map(\.kind) == [.unknown, .unknown])
        #expect(children[0].namespaceURI == "urn:example")
        #expect(document.root.namespaceDeclarations.map(\.name) == ["xmlns", "xmlns:x"])
    }
}

/// Broken path data draws what parsed and says where it stopped.
@Suite struct BrokenPathDataTests {
    @Test(arguments: ["M10 10 L20 20 L30 NaN", "M10 10 L20 20 L30 1e999", "M10 10 L20 20 L30 30 #garbage"])
    func keepsWhatParsedAndReportsWhereItStopped(_ data: String) throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"\(data)\"/></svg>"
        let document = try SVGDocument(bytes: Array(text.utf8), file: "broken.svg")
        let (drawing, diagnostics) = Resolver().resolve(document)
        let shape = try #require(drawing.shapes.first?.shape)
        #expect(shape.path.elements.count >= 2)
        #expect(shape.path.elements.prefix(2) == [.move(Point(x: 10, y: 10)), .line(Point(x: 20, y: 20))])
        let warning = try #require(diagnostics.first)
        #expect(warning.location?.line == 2)
        #expect(warning.description.hasPrefix("broken.svg:2:"))
        #expect(warning.message.contains("byte"))
        // Writing reports the same problem and keeps the data as written, losing nothing.
        let (bytes, written) = SVGWriter().write(document)
        #expect(written == [warning])
        #expect(String(decoding: bytes, as: UTF8.self).contains("d=\"\(data)\""))
    }
}

/// A 100 MB file is refused from its size alone, before it is read.
@Suite struct HugeFileTests {
    @Test func hundredMegabyteFileIsRefusedWithoutReadingIt() throws {
        let path = "/tmp/emblem-huge-\(UInt32.random(in: 0...UInt32.max)).svg"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("<svg ".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)  // sparse: costs no disk
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = ContinuousClock()
        var refusal: SVGError?
        let elapsed = clock.measure {
            do { _ = try SVGDocument(contentsOfFile: path) } catch let error as SVGError { refusal = error } catch {}
        }
        let error = try #require(refusal)
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("104857600 bytes"))
        #expect(elapsed < .milliseconds(200))
    }
}

extension HostileInputTests {
    /// Namespace declarations in scope are capped, counting every ancestor's and each redeclaration:
    /// libxml2 looks each prefixed name up through all of them (100 levels of 250 made a 3 MB file take
    /// 2.7 s). At the limit the document is read; one more is refused, located at the element.
    @Test func namespaceDeclarationsInScopeAreCapped() throws {
        let limit = XMLLimits.default.maximumNamespacesInScope
        func document(levels: Int, each: Int) -> String {
            let declarations = (0..<each).map { "xmlns:q\($0)=\"urn:q\($0)\"" }.joined(separator: " ")
            return "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "\n<g \(declarations)>", count: levels)
                + "<rect q0:a=\"1\"/>" + String(repeating: "</g>", count: levels) + "</svg>"
        }
        // The root's default namespace is one of them.
        #expect(refusal(document(levels: 5, each: (limit - 1) / 5)) == nil)
        let error = try #require(refusal(document(levels: 6, each: (limit - 1) / 5)))
        #expect(error.code == .limitExceeded && error.message.contains("More than \(limit) namespace declarations"))
        #expect(error.location?.line == 7)
        var wider = XMLLimits.default
        wider.maximumNamespacesInScope = 2 * limit
        #expect(throws: Never.self) { try XMLReader(limits: wider).read(Array(document(levels: 6, each: (limit - 1) / 5).utf8)) }
    }
}

extension HostileInputTests {
    /// Attribute defaults a DTD declares are capped per element at the attribute limit, refused at the
    /// declaration (libxml2 adds each default to every element it names, checking it against every
    /// attribute there: 2,000 defaults on 10,000 `<g/>`, 69 KB, took 23 s and 1.1 GB), and the attributes
    /// they add count toward the content limit even when empty. A default within them applies as XML says.
    @Test func attributeDefaultsAreBounded() throws {
        let limit = XMLLimits.default.maximumAttributes
        func document(defaults: Int, elements: Int) -> String {
            "<!DOCTYPE svg [<!ATTLIST g " + (0..<defaults).map { "a\($0) CDATA \"\"" }.joined(separator: " ") + ">]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g/>", count: elements) + "</svg>"
        }
        let error = try #require(refusal(document(defaults: limit + 1, elements: 10)))
        #expect(error.code == .limitExceeded && error.message.contains("more than \(limit) attribute defaults for <g>"), "\(error.message)")
        #expect(error.location?.line == 1)
        // Within the per-element cap, empty defaults on many elements reach the content limit.
        let small = XMLReader(limits: XMLLimits(maximumBytes: 100_000))
        #expect(throws: SVGError.self) { try small.read(Array(document(defaults: limit, elements: 100).utf8)) }
        #expect(throws: Never.self) { try small.read(Array(document(defaults: 3, elements: 10).utf8)) }
        let applied = try reader.read(Array("<!DOCTYPE svg [<!ATTLIST rect fill CDATA \"red\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><rect/><rect fill=\"blue\"/></svg>".utf8))
        #expect(applied.root.childElements.map { $0[attribute: "fill"] } == ["red", "blue"])
    }
}
