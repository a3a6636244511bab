/// The start and end of the document: constructs left open at the end of the file (said with where they
/// were opened, since libxml2 reports them where it gave up), files that end before their root element or
/// do not start with markup, and '<!' that starts nothing XML knows.
extension XMLSyntaxErrorDescription {
    /// "The comment opened at 2:1 is not closed; …", or nil without the bytes to find the opening.
    func unclosed(_ opener: String, named construct: String, closer: String) -> String? {
        guard let site, let start = site.lastOffset(of: opener, before: site.offset) else { return nil }
        return "The \(construct) opened at \(site.position(of: start)) is not closed; expected '\(closer)' before the end of the file."
    }

    /// `XML_ERR_PI_NOT_FINISHED`: the end of the file inside `<?name`, or a character XML does not allow
    /// in it.
    var unclosedProcessingInstruction: String {
        let target = detail1 ?? ""
        if let site, !site.isAtEnd {
            return "Found \(site.describeCharacter(at: site.offset)) in the processing instruction <?\(target), which XML does not allow."
        }
        return unclosed("<?\(target)", named: "processing instruction <?\(target)", closer: "?>")
            ?? "The processing instruction <?\(target) is not closed; expected '?>'" + cutShort
    }

    /// `XML_ERR_DOCUMENT_END`: libxml2 2.9's push parser at the end of the input with something still open.
    var endOfInput: String? {
        if place == .cdata {
            return unclosed("<![CDATA[", named: "CDATA section", closer: "]]>")
                ?? "A CDATA section is not closed; expected ']]>'" + cutShort
        }
        if place == .doctype, let unclosedDoctype { return unclosedDoctype }
        guard let innermost = openElements.last else {
            if code == 77 { return nil }
            guard hasRoot else { return endsBeforeRoot }
            if let site, site.byte(at: site.offset) == 0 {
                return "Found a NUL byte (U+0000) after the root element's end tag; remove it."
            }
            return "Found content after the root element's end tag; a document has exactly one root element."
        }
        if let site, !site.isReadAsIs, !site.isAtEnd, let byte = site.bytes.dropFirst(site.offset).first {
            // libxml2's decoder stopped at a byte the declared encoding does not have, and the parser then
            // ran out of input: nothing is cut.
            return "Reading stopped inside <\(innermost.name)> at byte \(DiagnosticText.hexBytes([byte])), "
                + "which the encoding the document declares does not have; save the file in that encoding, or declare the one it is in."
        }
        let closing = openElements.reversed().prefix(3).map { "</\($0.name)>" }.joined(separator: ", then ")
        let more = openElements.count > 3 ? " and \(openElements.count - 3) more" : ""
        // libxml2 reports the end of the input where it stood, before a construct it could not finish
        // (`<svg><title>a <`): the whole input was read all the same.
        return "The document ends inside <\(innermost.name)> (opened on line \(startLine(of: innermost))): expected "
            + closing + more + "; the file may be cut short."
    }

    /// The line of an open element's '<': the reader records where it saw the element, after the '>',
    /// which is lines further down when attributes are written one a line (Lucide, Tabler).
    private func startLine(of element: (name: String, line: Int, column: Int)) -> Int {
        // An element is placed at its `<` (`XMLTreeBuilder.startTagLocation`), unless the parser's buffer
        // no longer held it: then at the tag's end, from where the `<` is looked for.
        guard let site, let end = site.offset(line: element.line, column: element.column),
              end >= site.bytes.count || site.bytes[end] != UInt8(ascii: "<"),
              let open = site.lastOffset(of: "<", before: end) else { return element.line }
        return site.line(of: open)
    }

    /// The DOCTYPE (or a quoted value in it) left open at the end of the file.
    private var unclosedDoctype: String? {
        guard let site, let start = site.lastOffset(of: "<!DOCTYPE", before: site.offset + 1) else { return nil }
        if let quote = site.unclosedQuote(after: start) {
            return "The quoted value opened at \(site.position(of: quote)) in the DOCTYPE is not closed; "
                + "expected \(site.describeCharacter(at: quote)) before the end of the file."
        }
        let hasSubset = site.bytes[start...].contains(ASCII.openBracket)
        return "The DOCTYPE opened at \(site.position(of: start)) is not closed; expected '\(hasSubset ? "]>" : ">")' "
            + "before the end of the file."
    }

    /// The end of the file before any element: nothing but whitespace, or a prolog cut short.
    private var endsBeforeRoot: String {
        if let site, site.isReadAsIs, site.bytes.allSatisfy(ASCII.isWhitespace) {
            return "The file holds only whitespace; expected an XML document with an <svg> root element."
        }
        return "The file ends before the root element (expected '<svg'); the file may be cut short."
    }

    /// `XML_ERR_DOCUMENT_EMPTY`: what stands where the root element should start.
    var unreadableStart: String {
        let generic = "Expected an XML document (an <svg> root element), found no markup."
        guard let site else { return generic }
        if let mislabelled = utf16DeclaredOtherwise { return mislabelled }
        let raw = site.bytes
        if raw.starts(with: [0xFF, 0xFE, 0, 0]) || raw.starts(with: [0, 0, 0xFE, 0xFF]) {
            return "The file is UTF-32, which is not read here; save it as UTF-8."
        }
        if (raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF])) && raw.count > 3 && raw[2] != 0 && raw[3] != 0 {
            return "The file starts with a UTF-16 byte-order mark but is not UTF-16; remove the mark or save the file as UTF-16."
        }
        guard let byte = site.byte(at: site.offset) else { return generic }
        if site.matches("\u{FEFF}", at: site.offset) {
            return "Found a byte-order mark (EF BB BF) where the document should start; a file may only begin with one."
        }
        if byte == 0 { return "Found a NUL byte (U+0000) where the document should start; expected '<svg'." }
        let word = site.word(at: site.offset)
        if byte >= 0x20, byte != 0x7F, !word.isEmpty, !word.contains("\u{FFFD}") {
            return "Expected '<svg' at the start, found text '\(word)'."
        }
        let bytes = DiagnosticText.hexBytes(site.bytes[site.offset..<min(site.offset + 4, site.bytes.count)])
        return "Expected an XML document (an <svg> root element), found binary data (bytes \(bytes))."
    }

    /// `XML_ERR_INTERNAL_ERROR`, which libxml2 2.9 reports for a '<!' it cannot read in content and a
    /// declaration it cannot read in the DOCTYPE.
    var unreadableDeclaration: String? {
        guard let site, !site.isAtEnd else { return nil }
        if place == .doctype {
            return "Expected a declaration ('<!ENTITY', '<!ELEMENT', '<!ATTLIST', '<!NOTATION'), a comment or ']>' in the DOCTYPE, "
                + "found '\(site.word(at: site.offset))'."
        }
        guard site.byte(at: site.offset) == ASCII.lessThan else { return nil }
        return misplacedDeclaration(at: site.offset)
    }

    /// Whether no element had started: libxml2's place says "start tag" for a '<' before the root too.
    var isBeforeRoot: Bool { openElements.isEmpty && !hasRoot }

    /// A '<!' at `index` that starts neither a comment nor CDATA where it stands.
    func misplacedDeclaration(at index: Int) -> String {
        guard let site else { return "Found '<!' that starts no comment ('<!--') or CDATA section ('<![CDATA[')." }
        if site.matches("<!DOCTYPE", at: index, ignoringCase: true) {
            if !site.matches("<!DOCTYPE", at: index) { return "Found '\(site.word(at: index, limit: 9))'; XML spells it '<!DOCTYPE', in capitals." }
            return isBeforeRoot ? "Found a second DOCTYPE; a document has at most one, before the root element."
                : "Found a DOCTYPE inside the root element; it must come before the root element's start tag."
        }
        if isBeforeRoot, site.matches("<![CDATA[", at: index) {
            return "Found a CDATA section before the root element; CDATA may only stand inside an element."
        }
        let written = site.word(at: index, limit: 9)
        let inContent = isBeforeRoot ? "" : " or CDATA section ('<![CDATA[')"
        return "Found '\(written)', which starts no comment ('<!--')\(inContent); "
            + (isBeforeRoot ? "a DOCTYPE is written '<!DOCTYPE'." : "a DOCTYPE must come before the root element.")
    }
}
