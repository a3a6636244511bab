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

extension Substring {
    /// The substring without leading and trailing ASCII whitespace.
    func trimmingASCIIWhitespace() -> Substring {
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let end = bytes.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return self[endIndex...] }
        return self[start...end]
    }
}
