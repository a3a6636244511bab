import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Finds a start tag with more attributes than ``XMLLimits/maximumAttributes`` before libxml2 reads the
/// document: libxml2 2.9 checks each attribute of a start tag against every one before it, so a tag's
/// cost grows with the square of its attributes (30,000 took 0.5 s, 100,000 3 s, in a 1 MB file), all
/// spent inside libxml2 before Emblem sees the element.
///
/// Each attribute has an `=`, so a document with no more `=` than the limit is passed at once (nearly
/// every icon: a few `memchr` calls). Otherwise each stretch from one `<` to the next, the only place one
/// start tag can be (XML allows no `<` inside a tag), has its `=` counted; only a stretch holding more
/// than the limit is read byte by byte, counting the `=` outside quoted values up to the tag's `>`.
/// Counting never undercounts a tag: markup in comments or CDATA can only add `=` to count.
///
/// A document libxml2 decodes (UTF-16, Latin-1, EBCDIC, UTF-7 …) is first decoded to UTF-8 with the
/// decoder libxml2 would choose (``decodedAsLibxml2Would(_:)``), since its `=` need not be the byte
/// `0x3D` (UTF-7 spells it `+AD0-`).
enum CrowdedStartTag {
    /// The offset of the `<` of the first start tag in UTF-8 `bytes` with more than `limit` attributes
    /// (namespace declarations included), or nil.
    static func offset(in bytes: UnsafeRawBufferPointer, limit: Int) -> Int? {
        guard let base = bytes.baseAddress, count(of: ASCII.equals, in: base, from: 0, to: bytes.count, upTo: limit + 1) > limit
        else { return nil }
        var start = 0
        while let open = find(ASCII.lessThan, in: base, from: start, to: bytes.count) {
            let next = find(ASCII.lessThan, in: base, from: open + 1, to: bytes.count) ?? bytes.count
            if count(of: ASCII.equals, in: base, from: open, to: next, upTo: limit + 1) > limit,
               attributeCount(ofTagAt: open, in: bytes, upTo: next, limit: limit) > limit {
                return open
            }
            start = next
        }
        return nil
    }

    /// The attributes of the start tag whose `<` is at `open` (0 for anything else), counted up to `limit + 1`.
    private static func attributeCount(ofTagAt open: Int, in bytes: UnsafeRawBufferPointer, upTo end: Int, limit: Int) -> Int {
        guard open + 1 < end else { return 0 }
        // A start tag's name starts with a letter, `_`, `:` or a non-ASCII character; anything else (`<!--`,
        // `</`, `<?`, `<====` in a comment's ASCII art) is not one.
        let first = bytes[open + 1]
        guard ASCII.isLetter(first) || first == ASCII.underscore || first == ASCII.colon || first >= 0x80 else { return 0 }
        var count = 0
        var quote: UInt8 = 0
        for index in (open + 1)..<end {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == ASCII.quote || byte == ASCII.apostrophe {
                quote = byte
            } else if byte == ASCII.equals {
                count += 1
                if count > limit { return count }
            } else if byte == ASCII.greaterThan {
                break
            }
        }
        return count
    }

    private static func find(_ byte: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// How many times `byte` occurs in `start..<end`, counting no further than `maximum`.
    private static func count(of byte: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int, upTo maximum: Int) -> Int {
        var count = 0
        var position = start
        while count < maximum, let found = find(byte, in: base, from: position, to: end) {
            count += 1
            position = found + 1
        }
        return count
    }

    /// The document decoded to UTF-8 as libxml2 2.9 decodes it: by its first bytes (a UTF-16 byte-order
    /// mark or `<?` in UTF-16, EBCDIC), else by the encoding its XML declaration names (ignoring a
    /// "UTF-16" label on bytes that are not, as libxml2 does). Nil when libxml2 reads the bytes as they
    /// are (UTF-8) or has no decoder for them (then it refuses the document). Where the bytes stop
    /// decoding, so does the text (libxml2 stops there too).
    static func decodedAsLibxml2Would(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count >= 4 else { return nil }
        // A byte the decoder cannot read is reported by libxml2 on standard error unless this thread has a
        // handler; the parse that follows reports it properly.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let detected = xmlDetectCharEncoding(base, 4)
        var handler: xmlCharEncodingHandlerPtr?
        switch detected {
        case XML_CHAR_ENCODING_NONE, XML_CHAR_ENCODING_UTF8:
            guard let name = XMLReader.declaredEncoding(in: Array(bytes.prefix(256))),
                  !["utf-8", "utf8", "utf-16", "utf16"].contains(name.lowercased()) else { return nil }
            handler = xmlFindCharEncodingHandler(name)
        case XML_CHAR_ENCODING_EBCDIC:
            // libxml2 reads the declaration's encoding name through a fixed EBCDIC table, then decodes with it.
            guard let initial = xmlGetCharEncodingHandler(detected) else { return nil }
            let head = decode(UnsafeRawBufferPointer(rebasing: bytes.prefix(256)), with: initial)
            xmlCharEncCloseFunc(initial)
            handler = XMLReader.declaredEncoding(in: head).flatMap { xmlFindCharEncodingHandler($0) } ?? xmlGetCharEncodingHandler(detected)
        default:
            handler = xmlGetCharEncodingHandler(detected)
        }
        guard let handler else { return nil }
        defer { xmlCharEncCloseFunc(handler) }
        return decode(bytes, with: handler)
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, with handler: xmlCharEncodingHandlerPtr) -> [UInt8] {
        guard let input = xmlBufferCreate(), let output = xmlBufferCreate() else { return [] }
        defer {
            xmlBufferFree(input)
            xmlBufferFree(output)
        }
        var offset = 0
        // xmlBufferAdd takes an Int32 length.
        while offset < bytes.count {
            let size = min(bytes.count - offset, 1 << 20)
            xmlBufferAdd(input, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, Int32(size))
            offset += size
        }
        while xmlBufferLength(input) > 0 {
            let before = xmlBufferLength(input)
            let result = xmlCharEncInFunc(handler, output, input)
            if result < 0 || xmlBufferLength(input) == before { break }
        }
        return Array(UnsafeBufferPointer(start: xmlBufferContent(output), count: Int(xmlBufferLength(output))))
    }
}
