import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// `requiredExtensions`, `requiredFeatures`, `systemLanguage` and `switch`, against SVG 2 §5.7 and
/// SVG 1.1 §5.8 (see `ConditionalProcessing` for the choices made where the two or the renderers differ).
struct ConditionalProcessingTests {
    static func element(_ attributes: String) throws -> XMLElement {
        try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><g \(attributes)/></svg>".utf8)).root.childElements[0]
    }

    /// The reader's languages are the tags given, each followed by its shorter forms, once each.
    @Test func languagesGainTheirShorterForms() {
        #expect(ConditionalProcessing(languages: ["zh-Hant-TW"]).languages == ["zh-hant-tw", "zh-hant", "zh"])
        #expect(ConditionalProcessing(languages: ["en-US", "en-GB"]).languages == ["en-us", "en", "en-gb"])
        // A singleton says nothing without its subtag: "de-x" is not a language.
        #expect(ConditionalProcessing(languages: ["de-x-foo"]).languages == ["de-x-foo", "de"])
        #expect(ConditionalProcessing(languages: ["pt_BR"]).languages == ["pt-br", "pt"])
    }

    /// SVG's rule: a reader's language matches a tag equal to it or beginning with it and a hyphen,
    /// ignoring case; never a tag that merely starts with the same letters. Through its shorter form, a
    /// reader of `en-US` takes `en-GB` content, as browsers that compare the language alone do.
    @Test(arguments: [
        (["de"], "de", true), (["de"], "DE", true), (["de"], "de-LU", true), (["de"], "fr, de", true),
        (["de"], "den", false), (["de-LU"], "de", true),  // through the shorter form "de"
        (["en-US"], "en-GB", true), (["zh-Hant"], "zh-Hans", true), (["pt-BR"], "es", false), (["en"], "en-US", true), ([], "en", false), (["fr"], "", false),
        (["fr"], " fr ,it", true), (["he-IL"], "ar,he", true),
    ])
    func systemLanguage(languages: [String], attribute: String, passes: Bool) throws {
        let conditions = ConditionalProcessing(languages: languages)
        #expect(conditions.passes(try Self.element("systemLanguage=\"\(attribute)\"")) == passes)
    }

    /// The byte-wise matcher against SVG's rule spelled out on strings (split at commas, trim, compare
    /// ignoring ASCII case, equal or a prefix and `-`), over 3,000 generated lists of mixed case, spacing,
    /// empty entries and non-ASCII letters (a Kelvin sign is not a `k`).
    @Test func languageListsMatchAsTheRuleSays() {
        var generator = SplitMix64(seed: 7)
        let pieces = ["en", "EN", "en-US", "en-us-x", "fr", "de-CH", "zh-Hant", "zh-HANT-tw", "\u{212A}o", "ko", "é", "e", "-", "pt_BR", "x"]
        let spaces = ["", " ", "\t", "\n ", "  "]
        func reference(_ list: String, _ languages: [String]) -> Bool {
            list.split(separator: ",", omittingEmptySubsequences: false).contains { entry in
                let tag = String(entry).trimmingASCIIWhitespace().asciiLowercased()
                return !tag.isEmpty && languages.contains { tag == $0 || tag.hasPrefix($0 + "-") }
            }
        }
        for round in 0..<3_000 {
            let readers = [["en-US"], ["zh-Hant-TW"], ["ko"], ["de", "fr"], ["e"], []][round % 6]
            let conditions = ConditionalProcessing(languages: readers)
            let list = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                spaces.randomElement(using: &generator)! + pieces.randomElement(using: &generator)! + spaces.randomElement(using: &generator)!
            }.joined(separator: ",")
            #expect(conditions.matchesLanguage(list) == reference(list, conditions.languages), "\(list) for \(readers)")
        }
        #expect(!ConditionalProcessing(languages: ["ko"]).matchesLanguage("\u{212A}O"))
    }

    @Test(arguments: [
        ("", true),
        ("requiredFeatures=\"http://www.w3.org/TR/SVG11/feature#Shape\"", true),
        ("requiredFeatures=\"http://www.w3.org/TR/SVG11/feature#Shape  http://www.w3.org/TR/SVG11/feature#Gradient\"", true),
        ("requiredFeatures=\"http://www.w3.org/TR/SVG11/feature#Extensibility\"", false),  // foreignObject
        ("requiredFeatures=\"http://www.w3.org/TR/SVG11/feature#Shape http://www.w3.org/TR/SVG11/feature#Animation\"", false),
        ("requiredFeatures=\"\"", false),
        ("requiredExtensions=\"http://example.org/ext\"", false),
        ("requiredExtensions=\"\"", false),
        ("requiredFeatures=\"org.w3c.svg.static\"", true),
    ])
    func requiredFeaturesAndExtensions(attributes: String, passes: Bool) throws {
        #expect(ConditionalProcessing(languages: []).passes(try Self.element(attributes)) == passes)
    }

    static func drawnIDs(_ body: String, languages: [String] = []) throws -> [String] {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">" + body + "</svg>"
        let (drawing, _) = Resolver(languages: languages).resolve(try SVGDocument(bytes: Array(source.utf8)))
        var ids: [String] = []
        func visit(_ node: DrawingNode) {
            switch node {
            case .group(let group): group.children.forEach(visit)
            case .shape(let shape): shape.id.map { ids.append($0) }
            case .preserved(let element): element[attribute: "id"].map { ids.append($0) }
            }
        }
        drawing.root.children.forEach(visit)
        return ids
    }

    /// A switch draws its first drawing child whose conditions pass, and only that one.
    @Test(arguments: [
        ([String](), ["fallback"]), (["de-CH"], ["german"]), (["fr"], ["french"]),
        (["fr-CA", "de"], ["german"]),  // document order decides, not the reader's order of preference
        (["it"], ["fallback"]),
    ])
    func switchChoosesByLanguage(languages: [String], drawn: [String]) throws {
        let body = """
            <switch>
            <desc>not a candidate</desc>
            <rect id="german" systemLanguage="de" width="1" height="1"/>
            <rect id="french" systemLanguage="fr" width="1" height="1"/>
            <rect id="fallback" width="1" height="1"/>
            <rect id="never" width="1" height="1"/>
            </switch>
            """
        #expect(try Self.drawnIDs(body, languages: languages) == drawn)
    }

    /// The draw.io pattern: a `foreignObject` that requires `#Extensibility`, then a `<text>` fallback.
    @Test func switchFallsBackFromForeignObjectToText() throws {
        let body = """
            <switch><foreignObject id="html" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility" width="5" height="5"/>
            <text id="label" x="1" y="5">label</text></switch>
            """
        #expect(try Self.drawnIDs(body) == ["label"])
    }

    /// Adobe Illustrator's "Preserve Illustrator Editing Capabilities" export: the drawing sits in a
    /// `<g>` after a `foreignObject` that requires Illustrator's extension. Drawing the first child, as
    /// the resolver once did, drew nothing of the icon.
    @Test func illustratorEditingExportDrawsItsGroup() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/"
                 xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><switch>
            <foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0" y="0" width="1" height="1">
            <i:pgfRef xlink:href="#adobe_illustrator_pgf"/></foreignObject>
            <g i:extraneous="self"><path id="art" d="M1 1h8v8H1z"/></g></switch></svg>
            """
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(drawing.shapes.map(\.shape.id) == ["art"])
    }

    /// `display` plays no part in the choice: a hidden first candidate leaves the switch empty.
    @Test func hiddenChoiceDrawsNothing() throws {
        let body = "<switch><rect id=\"a\" display=\"none\" width=\"1\" height=\"1\"/><rect id=\"b\" width=\"1\" height=\"1\"/></switch>"
        #expect(try Self.drawnIDs(body).isEmpty)
    }

    /// Outside a switch, an element whose conditions fail is simply not drawn, with its children.
    @Test func failingConditionsHideElementsEverywhere() throws {
        let body = """
            <rect id="a" width="1" height="1"/><g systemLanguage="ja"><rect id="b" width="1" height="1"/></g>
            <rect id="c" requiredExtensions="http://example.org/x" width="1" height="1"/><rect id="d" systemLanguage="en" width="1" height="1"/>
            """
        #expect(try Self.drawnIDs(body) == ["a"])
        #expect(try Self.drawnIDs(body, languages: ["en-AU"]) == ["a", "d"])
        #expect(try Self.drawnIDs(body, languages: ["ja"]) == ["a", "b"])
    }
}
