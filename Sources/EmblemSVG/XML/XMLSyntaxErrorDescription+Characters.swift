/// Characters XML does not allow and character references that do not name one: said with the
/// character's code point and what to write, since libxml2 says "PCDATA invalid Char value 1",
/// "xmlParseCharRef: invalid xmlChar value 0" or "CharRef: invalid decimal value".
extension XMLSyntaxErrorDescription {
    /// `XML_ERR_INVALID_HEX_CHARREF` and `XML_ERR_INVALID_DEC_CHARREF`: '&#' not followed by digits and ';'.
    var malformedCharacterReference: String {
        let isHex = code == 6
        var text = isHex ? "Expected hex digits then ';' after '&#x'" : "Expected digits then ';' after '&#'"
        text += foundHere
        if !isHex, let site, site.byte(at: site.offset) == UInt8(ascii: "X") { text += " (hexadecimal is written '&#x', with a small x)" }
        return text + "."
    }

    /// `XML_ERR_INVALID_CHAR` (9) and `XML_ERR_INVALID_CHARREF` (8): a character XML does not allow, written
    /// as it is or as a reference.
    var disallowedCharacter: String? {
        if libxml2Message.contains("xmlParseCharRef") { return disallowedReference }
        if libxml2Message.hasPrefix("Input is not proper UTF-8") {
            // libxml2 lists the bytes from where it stopped: "Bytes: 0x07 0x62 …". An ASCII control
            // character is valid UTF-8, just not allowed (libxml2 says otherwise inside CDATA).
            guard let listed = detail1?.trimmingASCIIWhitespace(), listed.hasPrefix("Bytes: 0x"),
                  let first = UInt8(listed.dropFirst("Bytes: 0x".count).prefix(2), radix: 16) else { return nil }
            if first < 0x20 { return "Found \(Self.characterName(UInt32(first)))\(whereFound), which XML does not allow; remove it." }
            let bytes = listed.dropFirst("Bytes: ".count)
            return "The input is not valid UTF-8 here (bytes \(bytes)); expected UTF-8, or an XML declaration naming the encoding."
        }
        if libxml2Message.hasPrefix("Char 0x0 "), let mislabelled = utf16DeclaredOtherwise { return mislabelled }
        guard let site, site.isReadAsIs, site.offset < site.bytes.count else { return nil }
        if site.offset == 1, site.bytes.count > 3, site.bytes[0] == ASCII.lessThan, site.bytes[1] == 0 {
            return "The file looks like UTF-16 without a byte-order mark; save it as UTF-8, or as UTF-16 with a byte-order mark."
        }
        guard let scalar = site.scalar(at: site.offset) else {
            let bytes = DiagnosticText.hexBytes(site.bytes[site.offset..<min(site.offset + 4, site.bytes.count)])
            return "The input is not valid UTF-8 here (bytes \(bytes)); expected UTF-8, or an XML declaration naming the encoding."
        }
        return "Found \(Self.characterName(scalar))\(whereFound), which XML does not allow; remove it."
    }

    /// For a UTF-16 file whose declaration names a single-byte encoding: what went wrong (libxml2 says
    /// "Char 0x0 out of allowed range", or finds no markup, depending on the byte order).
    var utf16DeclaredOtherwise: String? {
        guard let site, let declared = Self.singleByteEncodingDeclaredInUTF16(site.bytes) else { return nil }
        return "The file is UTF-16 (by its first bytes), but its XML declaration names '\(declared)', so it is read as that "
            + "and its zero bytes are not characters; declare encoding=\"UTF-16\", or save the file as '\(declared)' or UTF-8."
    }

    /// The encoding the XML declaration of UTF-16 `bytes` names, when it is not a UTF-16 one: libxml2
    /// detects UTF-16 from the first bytes, then switches to the declared encoding, and meets NULs.
    static func singleByteEncodingDeclaredInUTF16(_ bytes: UnsafeRawBufferPointer) -> String? {
        var head = Array(bytes.prefix(512))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { head.removeFirst(2) }
        let isLittleEndian = head.starts(with: [ASCII.lessThan, 0, UInt8(ascii: "?"), 0])
        guard isLittleEndian || head.starts(with: [0, ASCII.lessThan, 0, UInt8(ascii: "?")]) else { return nil }
        // The declaration is ASCII: every other byte of UTF-16.
        let ascii = stride(from: isLittleEndian ? 0 : 1, to: head.count, by: 2).map { head[$0] }
        guard let name = XMLReader.declaredEncoding(in: ascii), !name.uppercased().hasPrefix("UTF-16"),
              name.uppercased() != "UTF16", name.uppercased() != "UCS-2" else { return nil }
        return name
    }

    /// '&#0;', '&#xFFFE;', '&#x110000;' or '&#;'.
    private var disallowedReference: String {
        guard let site, let start = site.lastOffset(of: "&#", before: site.offset),
              let end = site.firstOffset(of: ";", from: start), end < start + 16 else {
            return "A character reference here names a character XML does not allow."
        }
        let written = String(decoding: site.bytes[start...end], as: UTF8.self)
        let digits = written.dropFirst(2).dropLast()
        let value = digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value else { return "Expected digits after '&#' (or hex digits after '&#x') in '\(written)'." }
        if value > 0x10FFFF { return "'\(written)' is past U+10FFFF, the last Unicode character." }
        return "'\(written)' refers to \(DiagnosticText.codePoint(value)), which XML does not allow."
    }

    /// " in text", " in a comment" …, from libxml2's place.
    private var whereFound: String {
        switch place {
        case .content: " in text"
        case .comment: " in a comment"
        case .cdata: " in a CDATA section"
        case .attributeValue: " in an attribute value"
        case .startTag: " in a start tag"
        case .processingInstruction: " in a processing instruction"
        default: ""
        }
    }

    /// "control character U+0001", "a NUL byte (U+0000)", "U+FFFE (a noncharacter)".
    static func characterName(_ value: UInt32) -> String {
        if value == 0 { return "a NUL byte (U+0000)" }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return "control character " + DiagnosticText.codePoint(value) }
        if value == 0xFFFE || value == 0xFFFF { return DiagnosticText.codePoint(value) + " (a noncharacter)" }
        return DiagnosticText.codePoint(value)
    }
}
