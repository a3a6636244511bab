/// SVG's conditional processing attributes: an element whose `requiredExtensions`, `requiredFeatures` or
/// `systemLanguage` test fails is not drawn, and a `switch` draws only its first child whose tests pass
/// (SVG 2 §5.7, SVG 1.1 §5.8 for `requiredFeatures`).
///
/// - `requiredExtensions`: Emblem implements no extension, so the test fails whenever the attribute is
///   present (empty too, as SVG 2 says).
/// - `requiredFeatures`: SVG 2 dropped it and browsers now pass it always, but files written for SVG 1.1
///   use it to choose a fallback. draw.io, for one, puts its labels in a `foreignObject` that requires
///   `#Extensibility`, with a `<text>` after it. Emblem's drawings are rendered by librsvg, which draws no
///   `foreignObject`, so the test passes only for the SVG 1.1 feature strings of static content that
///   librsvg draws (``supportedFeatures``), as librsvg decides it: the labels come out as text.
/// - `systemLanguage`: a comma-separated list of BCP 47 tags. It passes when one of the reader's
///   languages equals a tag or is a prefix of it followed by `-` (ignoring case), as SVG says. The reader's
///   languages are the `--locale` given, each followed by its shorter forms (`zh-Hant-TW`, `zh-Hant`,
///   `zh`), so `systemLanguage="en"` matches a reader of `en-US` the way browsers match it. With no
///   language given, no `systemLanguage` test passes (librsvg's behaviour in the C locale): a CI server
///   renders the same fallback whatever its environment says, and output never depends on `LANG`.
public struct ConditionalProcessing {
    /// The reader's languages, ASCII lowercased, each followed by its shorter forms, as the bytes each tag
    /// of a list is compared with.
    private let languageBytes: [[UInt8]]
    /// The reader's languages as text.
    var languages: [String] { languageBytes.map { String(decoding: $0, as: UTF8.self) } }

    init(languages: [String]) {
        var expanded: [String] = []
        for tag in languages {
            // ASCII case only, as BCP 47 tags are ASCII (a Kelvin sign is not a `k`).
            var subtags = tag.asciiLowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
            while !subtags.isEmpty {
                let text = subtags.joined(separator: "-")
                if !expanded.contains(text) { expanded.append(text) }
                subtags.removeLast()
                // A singleton (`x`, `u`) says nothing without the subtag after it.
                if subtags.last?.count == 1 { subtags.removeLast() }
            }
        }
        languageBytes = expanded.map { Array($0.utf8) }
    }

    /// SVG 1.1 feature strings whose content Emblem's drawings keep and librsvg draws.
    static let supportedFeatures: Set<String> = Set([
        "SVG", "SVG-static", "CoreAttribute", "Structure", "BasicStructure", "ContainerAttribute",
        "ConditionalProcessing", "Image", "Style", "ViewportAttribute", "Shape", "Text", "BasicText",
        "PaintAttribute", "BasicPaintAttribute", "OpacityAttribute", "GraphicsAttribute", "BasicGraphicsAttribute",
        "Marker", "Gradient", "Pattern", "Clip", "BasicClip", "Mask", "Filter", "BasicFilter", "XlinkAttribute",
    ].map { "http://www.w3.org/TR/SVG11/feature#" + $0 } + ["org.w3c.svg.static"])

    /// Whether `element`'s conditions pass (true when it has none).
    func passes(_ element: XMLElement) -> Bool {
        for attribute in element.attributes {
            // Every conditional attribute starts with `r` or `s`: most attributes are passed over on one byte.
            guard let first = attribute.name.utf8.first, first == UInt8(ascii: "r") || first == UInt8(ascii: "s") else { continue }
            switch attribute.name {
            case "requiredExtensions": return false
            case "requiredFeatures":
                let features = attribute.value.split(whereSeparator: \.isWhitespace)
                guard !features.isEmpty, features.allSatisfy({ Self.supportedFeatures.contains(String($0)) }) else { return false }
            case "systemLanguage":
                guard matchesLanguage(attribute.value) else { return false }
            default: continue
            }
        }
        return true
    }

    /// Which of `lists` (`systemLanguage` values) a reader of `locale` passes, one flag each: two
    /// locales with the same flags for every list in a file draw it the same, so it need be resolved
    /// once for both (`localize` of 16 locales, `sheet` rows).
    public static func languageTests(_ lists: [String], passedBy locale: String) -> [Bool] {
        languageTests(lists, passedByReaderOf: [locale])
    }

    /// ``languageTests(_:passedBy:)`` for a reader of several languages (a locale's other spellings).
    public static func languageTests(_ lists: [String], passedByReaderOf languages: [String]) -> [Bool] {
        let reader = ConditionalProcessing(languages: languages)
        return lists.map(reader.matchesLanguage)
    }

    /// Whether one of the reader's languages matches a tag of a `systemLanguage` list: equal to it, or its
    /// prefix followed by `-`, ignoring ASCII case.
    ///
    /// On the list's bytes, with nothing allocated: a list can be as long as an attribute may (a 6 MB one
    /// took 0.5 s a locale when each tag was made a lowercased string, and `localize` tests every list
    /// for every locale).
    func matchesLanguage(_ list: String) -> Bool {
        guard !languageBytes.isEmpty else { return false }
        return withUTF8Bytes(list) { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != ASCII.comma { end += 1 }
                var first = start, last = end
                while first < last && ASCII.isWhitespace(bytes[first]) { first += 1 }
                while last > first && ASCII.isWhitespace(bytes[last - 1]) { last -= 1 }
                if first < last, languageBytes.contains(where: { Self.tag(bytes[first..<last], startsWith: $0) }) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// Whether `tag` is `language` (ASCII lowercase) or starts with it and then `-`, ignoring ASCII case.
    private static func tag(_ tag: Slice<UnsafeBufferPointer<UInt8>>, startsWith language: [UInt8]) -> Bool {
        guard tag.count == language.count || (tag.count > language.count && tag[tag.startIndex + language.count] == ASCII.minus) else {
            return false
        }
        return zip(tag, language).allSatisfy { ASCII.lowercased($0) == $1 }
    }

    /// Whether a `switch` may choose an element of this kind: what draws (containers, shapes, text,
    /// images, `foreignObject`), not descriptions, metadata or definitions.
    static func isSwitchCandidate(_ kind: SVGElementKind) -> Bool {
        switch kind {
        case .g, .a, .switch, .svg, .use, .path, .rect, .circle, .ellipse, .line, .polyline, .polygon, .text, .image, .foreignObject:
            return true
        default:
            return false
        }
    }
}
