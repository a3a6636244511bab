import EmblemSVG

/// The RFC 5646 grammar, for the subset ``LanguageTag`` accepts:
///
/// ```
/// tag       = language ["-" script] ["-" region] *("-" variant) *("-" extension) ["-" privateuse]
///           / privateuse
/// language  = 2*3ALPHA *3("-" 3ALPHA)   ; extlang subtags replace the language
///           / 5*8ALPHA
/// script    = 4ALPHA
/// region    = 2ALPHA / 3DIGIT
/// variant   = 5*8alphanum / (DIGIT 3alphanum)
/// extension = singleton 1*("-" 2*8alphanum)   ; singleton is any alphanum but "x"
/// privateuse = "x" 1*("-" 1*8alphanum)
/// ```
struct LanguageTagParser {
    let text: String

    func parse() throws(LanguageTagError) -> LanguageTag {
        let subtags = try split()
        var index = 0
        var tag: LanguageTag

        // Language (or a private-use-only tag).
        let first = subtags[0]
        if first == "x" {
            tag = LanguageTag(language: "und")
        } else if first.allSatisfy(\.isASCIILetter), (2...3).contains(first.count) || (5...8).contains(first.count) {
            tag = LanguageTag(language: first)
            index = 1
            // Extended language subtags: up to three 3-letter subtags; the last one names the language.
            var extlangs = 0
            while index < subtags.count, extlangs < 3, first.count <= 3,
                subtags[index].count == 3, subtags[index].allSatisfy(\.isASCIILetter)
            {
                tag.language = subtags[index]
                index += 1
                extlangs += 1
            }
        } else {
            throw fail(.invalidLanguage(subtag: first))
        }

        // Script.
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isASCIILetter) {
            tag.explicitScript = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst()
            index += 1
        }
        // Region.
        if index < subtags.count, Self.isRegion(subtags[index]) {
            tag.region = subtags[index].uppercased()
            index += 1
        }
        // Variants.
        while index < subtags.count, Self.isVariant(subtags[index]) {
            guard !tag.variants.contains(subtags[index]) else { throw fail(.duplicateVariant(subtag: subtags[index])) }
            tag.variants.append(subtags[index])
            index += 1
        }
        // Extensions and private use.
        while index < subtags.count {
            let singleton = subtags[index]
            guard singleton.count == 1 else { throw fail(.misplacedSubtag(subtag: singleton)) }
            index += 1
            var values: [String] = []
            while index < subtags.count, singleton == "x" || subtags[index].count > 1 {
                values.append(subtags[index])
                index += 1
            }
            guard !values.isEmpty else { throw fail(.emptyExtension(singleton: singleton)) }
            try add(singleton: singleton, values: values, to: &tag)
        }
        return tag
    }

    private func add(singleton: String, values: [String], to tag: inout LanguageTag) throws(LanguageTagError) {
        switch singleton {
        case "x":
            tag.privateUse = values
        case "u":
            guard tag.unicodeKeywords.isEmpty else { throw fail(.repeatedExtension(singleton: "u")) }
            var key: String?
            var types: [String] = []
            func flush() {
                if let key { tag.unicodeKeywords[key] = types.isEmpty ? "true" : types.joined(separator: "-") }
                types = []
            }
            for value in values {
                if value.count == 2 {
                    flush()
                    key = value
                } else if key == nil {
                    tag.unicodeKeywords[value] = "true"  // an attribute (3–8 characters) before any keyword
                } else {
                    types.append(value)
                }
            }
            flush()
        default:
            guard tag.otherExtensions[singleton] == nil else { throw fail(.repeatedExtension(singleton: singleton)) }
            tag.otherExtensions[singleton] = values.joined(separator: "-")
        }
    }

    /// Splits on `-` and `_`, lower-cases, and checks each subtag's characters and length.
    private func split() throws(LanguageTagError) -> [String] {
        let trimmed = text.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else { throw fail(.empty) }
        let subtags = trimmed.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .map { String($0).lowercased() }
        if subtags.allSatisfy({ $0.isEmpty }) { throw fail(.empty) }
        for subtag in subtags {
            guard !subtag.isEmpty, subtag.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                throw fail(.invalidCharacter(subtag: subtag))
            }
            guard subtag.count <= 8 else { throw fail(.subtagTooLong(subtag: subtag)) }
        }
        return subtags
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
            || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
    }

    private static func isVariant(_ subtag: String) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first!.isASCIIDigit)
    }

    private func fail(_ kind: LanguageTagError.Kind) -> LanguageTagError {
        LanguageTagError(kind, tag: text)
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
