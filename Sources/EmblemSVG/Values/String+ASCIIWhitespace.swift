extension String {
    /// The string without leading and trailing ASCII whitespace; itself, uncopied, when there is none.
    package func trimmingASCIIWhitespace() -> String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last, ASCII.isWhitespace(first) || ASCII.isWhitespace(last) else {
            return self
        }
        guard let start = bytes.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let end = bytes.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return "" }
        return String(self[start...end])
    }
}

extension String {
    /// The string with ASCII letters lower-cased and nothing else changed: CSS names and the `i` flag
    /// compare ignoring ASCII case only (a Kelvin sign is not a `k`, as `lowercased()` would make it).
    func asciiLowercased() -> String {
        String(decoding: utf8.map(ASCII.lowercased), as: UTF8.self)
    }
}

extension Substring {
    /// The substring without leading and trailing ASCII whitespace.
    func trimmingASCIIWhitespace() -> Substring {
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let end = bytes.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return self[endIndex...] }
        return self[start...end]
    }
}

extension String {
    /// Whether the ASCII text `needle` occurs in this string, found by comparing bytes. `contains(_:)` with
    /// a string goes through the generic string-processing searcher, ≈ 400 instructions for a short
    /// value, and the cascade asks for `var(` in every declaration of every element.
    package func containsASCII(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        return utf8.withContiguousStorageIfAvailable { ByteSearch.contains($0, pattern) }
            ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.contains($0, pattern) }
    }
}

/// Finding a run of bytes in bytes: an attribute value, or a whole file (`localize` asks whether one holds
/// `systemLanguage` before parsing it).
package enum ByteSearch {
    /// Whether `pattern` occurs in `bytes` (an empty pattern always does).
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        let last = bytes.count - pattern.count
        var index = 0
        while index <= last {
            if bytes[index] == first, (1..<pattern.count).allSatisfy({ bytes[index + $0] == pattern[$0] }) { return true }
            index += 1
        }
        return false
    }

    /// Where `needle` first occurs in `haystack` at or after `start`.
    package static func range(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && haystack[index..<index + needle.count].elementsEqual(needle) {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }
}
