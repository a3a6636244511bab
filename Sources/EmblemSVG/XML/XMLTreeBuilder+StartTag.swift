import CLibXML2
import Glibc

extension XMLTreeBuilder {
    /// Where the start tag just read begins, its `<`: libxml2 calls back at the tag's end, and a tag
    /// over several lines (`<rect` with an attribute a line) was placed at its last line, after its
    /// attributes (`ml3.svg:8:3` for a `fill` on line 3). Found in libxml2's input buffer: a start tag
    /// holds no other `<` (XML refuses one in an attribute value), so the last one before `searchStart`
    /// opens it. `searchStart` is the first attribute's value where libxml2 left it in the buffer, so the
    /// search passes the name and that attribute's name only (not a path's data); else the tag's end.
    /// Columns count characters, as libxml2's do: a tag holding `aria-label="日本語"` was placed 6 columns
    /// left of its `<` (at column 1 when it began a line), its length taken in bytes. Where the buffer no longer holds the tag's start, or the element comes from an entity's
    /// text, the place libxml2 gives.
    ///
    /// Static, given what it reads: a method reached through the builder's pointer copied the whole
    /// builder for every element (≈ 70 instructions, in copies and retains).
    static func startTagLocation(in context: xmlParserCtxtPtr?, file: String?, expandsEntities: Bool,
                                 searchingBackFrom searchStart: UnsafePointer<xmlChar>?) -> SourceLocation {
        guard let context else { return SourceLocation(file: file, line: 0, column: 0) }
        // The end's line and column as numbers: one location made, not two (each copies the file's name).
        let end = (line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
        let atEnd = { SourceLocation(file: file, line: end.line, column: end.column) }
        guard !expandsEntities, let input = context.pointee.input,
              let base = input.pointee.base, let cur = input.pointee.cur, cur > base else { return atEnd() }
        let from = searchStart.flatMap { $0 > base && $0 < cur ? $0 : nil } ?? cur
        guard let opening = memrchr(base, Int32(UInt8(ascii: "<")), from - base) else { return atEnd() }
        let start = UnsafePointer<xmlChar>(opening.assumingMemoryBound(to: xmlChar.self))
        let tagCharacters = characterCount(from: start, to: cur)
        // No line ends in the tag when the end's column is past its length (a line end in it would leave
        // fewer characters before the end on its line than the tag has): the common case, no scan.
        if end.column > tagCharacters { return SourceLocation(file: file, line: end.line, column: end.column - tagCharacters) }
        var lines = 0
        var next = UnsafeRawPointer(start)
        while let newline = memchr(next, 0x0A, UnsafeRawPointer(cur) - next) {
            lines += 1
            next = UnsafeRawPointer(newline) + 1
        }
        if lines == 0 { return SourceLocation(file: file, line: end.line, column: max(1, end.column - tagCharacters)) }
        // The tag spans lines: its column is counted from the start of the line it opens on, which the
        // buffer must hold (the document's own start counts as one).
        let lineStart: UnsafePointer<xmlChar>
        if let newline = memrchr(base, 0x0A, start - base) {
            lineStart = UnsafePointer<xmlChar>(newline.assumingMemoryBound(to: xmlChar.self)) + 1
        } else if input.pointee.consumed == 0 {
            lineStart = base
        } else {
            return atEnd()
        }
        return SourceLocation(file: file, line: max(1, end.line - lines), column: characterCount(from: lineStart, to: start) + 1)
    }

    /// The characters of the UTF-8 text from `start` up to `end`: its bytes, when none is past ASCII,
    /// found eight at a time (a path's tag is hundreds of bytes, and nearly every tag is ASCII).
    @inline(__always)
    static func characterCount(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>) -> Int {
        let count = end - start
        let raw = UnsafeRawPointer(start)
        var highBits: UInt64 = 0
        var index = 0
        // Four words a turn: the loop's own count and test are paid a quarter as often.
        while index &+ 32 <= count {
            highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            index &+= 32
        }
        while index &+ 8 <= count {
            highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index &+= 8
        }
        while index < count {
            highBits |= UInt64(start[index])
            index &+= 1
        }
        guard highBits & 0x8080_8080_8080_8080 != 0 else { return count }
        return UTF8Characters.count(in: UnsafeBufferPointer(start: start, count: count))
    }
}
