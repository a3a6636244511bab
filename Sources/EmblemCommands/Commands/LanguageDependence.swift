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
        let word: StaticString = "systemLanguage"
        let answer = bytes.withUnsafeBufferPointer {
            ByteSearch.contains($0, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        }
        known[path] = answer
        return answer
    }
}
