/// Columns as editors (and libxml2) count them: in characters, so a UTF-8 continuation byte (10xxxxxx)
/// starts none.
enum UTF8Characters {
    /// The characters `bytes` of UTF-8 text hold.
    @inline(__always) static func count(in bytes: some Sequence<UInt8>) -> Int {
        bytes.reduce(0) { $0 &+ (UTF8.isContinuation($1) ? 0 : 1) }
    }
}
