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
