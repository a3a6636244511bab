import EmblemSVG
import EmblemSymbols

/// How a file's drawing depends on the reader's language, found without parsing it: through its
/// `systemLanguage` tests, which it can hold only if it holds that name. (An attribute name cannot come
/// from a character reference, and one that comes from an entity with markup stands in the entity's
/// declaration, in the file.) `localize` and `sheet` resolve a file once for all the locales that pass
/// the same of its tests.
struct LanguageDependence {
    /// What is known of a file: no tests, the tests' values, or tests whose values cannot be read
    /// from the bytes alone (a reference in a value, the name outside an attribute).
    private enum Tests {
        case none, lists([String]), unreadable
    }

    private var known: [String: Tests] = [:]

    /// The part of a load's key that tells locales apart for the file at `path` (gzip-compressed or
    /// not): empty when its drawing cannot depend on the language, else which of its tests `locale`
    /// passes, or the locale itself when the tests cannot be read (`isShared` false: no other locale
    /// will ask for it).
    mutating func key(for path: String, locale: String, limits: XMLLimits) throws -> (key: String, isShared: Bool) {
        switch try tests(in: path, limits: limits) {
        case .none: ("", true)
        case .lists(let lists): ("|" + String(ConditionalProcessing.languageTests(lists, passedByReaderOf: LanguageTag.readerLanguages(for: locale)).map { $0 ? "1" : "0" }), true)
        case .unreadable: ("|" + locale, false)
        }
    }

    private mutating func tests(in path: String, limits: XMLLimits) throws -> Tests {
        if let answer = known[path] { return answer }
        var bytes = try FileIO.read(path, maximumBytes: limits.maximumBytes)
        if Gzip.isCompressed(bytes) { bytes = try Gzip.decompress(bytes, maximumBytes: limits.maximumBytes, file: path) }
        let answer = Self.tests(in: bytes)
        known[path] = answer
        return answer
    }

    /// Every `systemLanguage="…"` value in `bytes`, in order.
    private static func tests(in bytes: [UInt8]) -> Tests {
        let name = Array("systemLanguage".utf8)
        var lists: [String] = []
        var start = 0
        while let found = ByteSearch.range(of: name, in: bytes, from: start) {
            var cursor = found.upperBound
            func skipSpace() { while cursor < bytes.count, ASCII.isWhitespace(bytes[cursor]) { cursor += 1 } }
            skipSpace()
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return .unreadable }
            cursor += 1
            skipSpace()
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return .unreadable }
            let quote = bytes[cursor]
            guard let end = bytes[(cursor + 1)...].firstIndex(of: quote) else { return .unreadable }
            let value = bytes[(cursor + 1)..<end]
            guard !value.contains(UInt8(ascii: "&")) else { return .unreadable }
            lists.append(String(decoding: value, as: UTF8.self))
            start = end
        }
        return lists.isEmpty ? .none : .lists(lists)
    }
}
