import EmblemSVG

/// Whether a file may draw differently for different readers' languages, found without parsing it: it
/// does when it holds `systemLanguage` tests, and it can hold them only if it holds that name. (An
/// attribute name cannot come from a character reference, and one that comes from an entity with markup
/// stands in the entity's declaration, in the file.) `localize` loads such files once per locale and the
/// rest once.
struct LanguageDependence {
    private var known: [String: Bool] = [:]

    /// Whether the file at `path` (gzip-compressed or not) holds the bytes `systemLanguage`.
    mutating func mentionsSystemLanguage(_ path: String, limits: XMLLimits) throws -> Bool {
        if let answer = known[path] { return answer }
        var bytes = try FileIO.read(path, maximumBytes: limits.maximumBytes)
        if Gzip.isCompressed(bytes) { bytes = try Gzip.decompress(bytes, maximumBytes: limits.maximumBytes, file: path) }
        let answer = Self.contains(bytes, Array("systemLanguage".utf8))
        known[path] = answer
        return answer
    }

    static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = 0
        while let start = bytes[index...].firstIndex(of: first), start + word.count <= bytes.count {
            if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
            index = start + 1
        }
        return false
    }
}
