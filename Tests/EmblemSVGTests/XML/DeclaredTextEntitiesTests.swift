import Testing
@testable import EmblemSVG

/// Plain-text internal entities (as Adobe Illustrator's "Save As SVG" declares its namespace names) are
/// expanded wherever they are used; every other kind of entity still refuses the document.
struct DeclaredTextEntitiesTests {
    static let illustrator = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        \t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
        \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
        \t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
        \t<!ENTITY label "Caf&#xE9; &amp; bar">
        ]>
        <svg version="1.1" xmlns:x="&ns_extend;" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 24 24">
        <title>&label; / &label;</title>
        <path id="p" aria-label="&label;!" d="M0 0h10v10z"/>
        <use xlink:href="#p"/>
        </svg>
        """

    @Test func illustratorNamespacesAndTextAreExpanded() throws {
        let document = try SVGDocument(bytes: Array(Self.illustrator.utf8))
        #expect(document.root.kind == .svg)
        #expect(document.root.namespaceURI == SVGNamespace.svg)
        #expect(document.root.namespaceDeclarations.map(\.value)
                == ["http://ns.adobe.com/Extensibility/1.0/", SVGNamespace.svg, SVGNamespace.xlink])
        let children = document.root.childElements
        #expect(children.map(\.kind) == [.title, .path, .use])
        // Each reference once, with the character references inside the value decoded.
        #expect(children[0].textContent == "Café & bar / Café & bar")
        #expect(children[1][attribute: "aria-label"] == "Café & bar!")
        // And it draws: the use finds its path through the xlink prefix.
        let (drawing, _) = Resolver().resolve(document)
        #expect(drawing.shapes.count == 2)
        // Written back, the values stand on their own: no DOCTYPE and no entity is needed to read them.
        let written = SVGWriter().string(for: document)
        #expect(written.contains("xmlns=\"http://www.w3.org/2000/svg\"") && !written.contains("&ns_"))
        #expect(SVGWriter().string(for: try SVGDocument(bytes: Array(written.utf8))) == written)
    }

    static func refusal(_ declarations: String, body: String = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                        limits: XMLLimits = .default) -> SVGError? {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n" + declarations + "\n]>\n" + body
        do {
            _ = try SVGDocument(bytes: Array(text.utf8), limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("<!ENTITY a \"x\"><!ENTITY b \"&a;&a;\">", "'b' with a reference or markup in its value"),
        ("<!ENTITY a \"<g/>\">", "'a' with a reference or markup in its value"),
        ("<!ENTITY xxe SYSTEM \"file:///etc/passwd\">", "'xxe' as an external entity"),
        ("<!ENTITY pub PUBLIC \"-//X//Y\" \"http://example.com/e\">", "'pub' as an external entity"),
        ("<!ENTITY % p \"x\">", "'p' as a parameter entity"),
    ])
    func otherEntitiesAreRefused(declarations: String, expected: String) throws {
        let refused = try #require(Self.refusal(declarations))
        #expect(refused.code == .refusedEntity)
        #expect(refused.message.contains("The document declares the entity " + expected), "\(refused.message)")
        #expect(!refused.message.contains("root:"))
    }

    @Test func lengthAndCountAreCapped() throws {
        let long = String(repeating: "x", count: DeclaredTextEntities.maximumLength + 1)
        #expect(Self.refusal("<!ENTITY a \"\(long)\">")?.message.contains("over the limit of 4096") == true)
        let many = (0...DeclaredTextEntities.maximumCount).map { "<!ENTITY e\($0) \"v\">" }.joined()
        #expect(Self.refusal(many)?.message.contains("more than 256 entities") == true)
        let enough = (0..<DeclaredTextEntities.maximumCount).map { "<!ENTITY e\($0) \"v\">" }.joined()
        #expect(Self.refusal(enough) == nil)
    }

    /// Expansion is linear, and capped in total: a 4 KiB value referenced 300 times is 1.2 MB of text,
    /// over a 1 MiB limit, and refused as soon as it passes it.
    @Test func expansionIsCappedByTheByteLimit() throws {
        let value = String(repeating: "x", count: 4096)
        let references = String(repeating: "&a;", count: 300)
        let limits = XMLLimits(maximumBytes: 1 << 20)
        let inText = try #require(Self.refusal("<!ENTITY a \"\(value)\">",
            body: "<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>\(references)</desc></svg>", limits: limits))
        #expect(inText.code == .limitExceeded)
        let inAttribute = try #require(Self.refusal("<!ENTITY a \"\(value)\">",
            body: "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"\(references)\"/></svg>", limits: limits))
        #expect(inAttribute.code == .limitExceeded)
        // A third of that stays under the limit and reads.
        #expect(Self.refusal("<!ENTITY a \"\(value)\">",
            body: "<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>\(references.prefix(300))</desc></svg>", limits: limits) == nil)
    }

    /// An attribute value stops expanding at the limit instead of being expanded whole and measured
    /// after: a 4 KiB entity referred to a thousand times under a 10 kB limit is looked up three times.
    /// (Measured after, 250,000 references in a 750 kB file took 2 GB and 6.7 s before the refusal.)
    @Test func attributeExpansionStopsAtTheLimit() {
        let value = String(repeating: "x", count: 4096)
        let references = Array(String(repeating: "&a;", count: 1_000).utf8)
        var lookups = 0
        let expanded = references.withUnsafeBufferPointer { bytes in
            SAXAttributeValue.string(bytes, entity: { _ in lookups += 1; return value }, limit: 10_000)
        }
        #expect(expanded == nil)
        #expect(lookups == 3)
        let fits = references.withUnsafeBufferPointer { bytes in
            SAXAttributeValue.string(UnsafeBufferPointer(rebasing: bytes[..<6]), entity: { _ in value }, limit: 10_000)
        }
        #expect(fits == value + value)
    }

    /// Namespace names count towards the limit too: they were expanded for every element and never
    /// counted, so a long one repeated over many elements held gigabytes.
    @Test func namespaceNamesCountTowardsTheLimit() throws {
        let value = String(repeating: "x", count: 4096)
        let name = String(repeating: "&a;", count: 100)
        let elements = String(repeating: "<g xmlns:q=\"\(name)\"/>", count: 10)
        let refusal = try #require(Self.refusal("<!ENTITY a \"\(value)\">",
            body: "<svg xmlns=\"http://www.w3.org/2000/svg\">\(elements)</svg>", limits: XMLLimits(maximumBytes: 1 << 20)))
        #expect(refusal.code == .limitExceeded)
    }

    /// One reused parser context reads documents that give the same entity name different values, and
    /// documents without entities, one after another: each is read as it means.
    @Test func entitiesDoNotOutliveTheirDocument() throws {
        func document(_ namespace: String) -> [UInt8] {
            Array("<!DOCTYPE svg [<!ENTITY ns \"\(namespace)\">]><svg xmlns=\"&ns;\"><path d=\"M0 0\"/></svg>".utf8)
        }
        let plain = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"/></svg>".utf8)
        for _ in 0..<50 {
            #expect(try SVGDocument(bytes: document(SVGNamespace.svg)).root.childElements[0].kind == .path)
            #expect(throws: SVGError.self) { try SVGDocument(bytes: document("urn:other")) }  // not an <svg> root
            #expect(try SVGDocument(bytes: plain).root.childElements[0].kind == .path)
            let unused = try XMLReader().read(document("urn:other"))
            #expect(unused.root.namespaceURI == "urn:other" && unused.root.childElements[0].kind == .unknown)
        }
    }
}
