/// Says what libxml2's well-formedness errors mean, in words a person fixing an icon can act on.
///
/// libxml2's own texts name its grammar productions ("AttValue: ' expected", also for a value opened
/// with `"`; "attributes construct error") and its push parser reports a file cut short after a start tag
/// as "Extra content at the end of the document". The reader knows what libxml2 does not say: which
/// elements are still open. Codes not described here keep libxml2's text.
struct XMLSyntaxErrorDescription {
    /// libxml2's `xmlParserErrors` code.
    var code: Int
    /// libxml2's text, trimmed.
    var libxml2Message: String
    /// libxml2's extra details: names for most codes (the element, attribute or prefix concerned).
    var detail1: String?
    var detail2: String?
    /// The line of the start tag, for a mismatched end tag.
    var openingLine: Int
    /// Elements open when the error came, outermost first: qualified name, and the line and column
    /// where the reader saw the start tag (just after its '>').
    var openElements: [(name: String, line: Int, column: Int)]
    /// Whether a root element was read before the error.
    var hasRoot = true
    /// What libxml2 was reading: its error codes alone do not say (the end of the input inside a CDATA
    /// section and inside an element are both `XML_ERR_DOCUMENT_END`).
    var place = XMLParserPlace.unknown
    /// The bytes around the error, when the reader has them.
    var site: XMLErrorSite?

    /// Whether this is libxml2's "attributes construct error", which says only that a start tag went
    /// wrong: the reader then keeps the next error, which says how.
    var isVague: Bool { code == 65 && libxml2Message.hasPrefix("attributes construct error") }  // XML_ERR_SPACE_REQUIRED

    /// libxml2's own cap on one piece of text, 10,000,000 bytes (`XML_MAX_TEXT_LENGTH`): an attribute
    /// value, a run of text or CDATA, a comment, a processing instruction. Emblem keeps it: lifting it
    /// (`XML_PARSE_HUGE`) would also lift libxml2's limits on how far entity references may expand.
    /// libxml2 words it as a broken attribute ("AttValue length too long") or an internal error ("Huge
    /// input lookup"), so the reader reports it as the limit it is.
    var isTextLengthLimit: Bool {
        if Self.textLengthLimitMessages.contains(where: libxml2Message.contains) { return true }
        // Later libxml2 releases say "Resource limit exceeded: Text node too long" and the like.
        return libxml2Message.contains("Resource limit exceeded")
            && (libxml2Message.contains("too long") || libxml2Message.contains("too big"))
    }

    /// How libxml2 2.9 reports that limit (this machine's 2.9.14 for the first four).
    private static let textLengthLimitMessages = [
        "AttValue length too long", "Huge input lookup", "Comment too big", "too big found", "huge text node",
    ]

    /// libxml2's `XML_MAX_TEXT_LENGTH`, which the tree builder also applies to text that reaches it in
    /// pieces.
    static let textLengthLimit = 10_000_000

    /// The message for ``isTextLengthLimit``.
    static let textLengthLimitMessage = "An attribute value, text or comment here is longer than 10,000,000 bytes, "
        + "libxml2's limit for one piece of text (Emblem keeps it: lifting it would also lift libxml2's limits on "
        + "entity expansion). Large embedded images are the usual cause: link them, or split the path data."

    /// The message, starting with a capital and ending with a full stop, on one line.
    var message: String {
        if let described { return described }
        // libxml2's own text can quote a name as long as it was written.
        var text = DiagnosticText.shortened(Self.firstLine(of: libxml2Message), limit: Self.libxml2MessageLimit)
        if !text.hasSuffix(".") && !text.hasSuffix("!") { text += "." }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The most characters of libxml2's own text a message keeps, [EST]: its longest text quoting short
    /// names is under 120.
    static let libxml2MessageLimit = 200

    /// "; the file may be cut short." where the error is at the end of the input, else ".": libxml2 stops
    /// at an unexpected byte for many errors a truncated file also has.
    var cutShort: String { isAtEnd ? "; the file may be cut short." : "." }

    /// Whether the error is at the end of the input (assumed without the bytes to say).
    var isAtEnd: Bool { site?.isAtEnd ?? true }

    /// ", found 'y'" for the character libxml2 stopped at, or nothing without the bytes.
    var foundHere: String { site.map { ", found " + $0.describeCharacter(at: $0.offset) } ?? "" }

    /// The first line of libxml2's text: some messages go on with an excerpt of the document on lines of
    /// their own (`Comment not terminated \n<!--…`), which would break the one-line form of a diagnostic.
    static func firstLine(of text: String) -> String {
        String(text.prefix { $0 != "\n" && $0 != "\r" }).trimmingASCIIWhitespace()
    }

    /// The excerpt of the document libxml2 adds on the lines after its message, on one line, control
    /// characters as spaces; nil when there is none.
    var excerpt: String? {
        guard let start = libxml2Message.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return nil }
        let scalars = libxml2Message[start...].unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        let text = String(scalars).trimmingASCIIWhitespace()
        return text.isEmpty ? nil : text
    }

    /// " (it starts '<!--…')", or nothing without an excerpt.
    private var startingExcerpt: String { excerpt.map { " (it starts '\($0)…')" } ?? "" }

    private var described: String? {
        switch code {
        case 1:  // XML_ERR_INTERNAL_ERROR, libxml2's word for '<!' it cannot read
            return unreadableDeclaration
        case 4:  // XML_ERR_DOCUMENT_EMPTY
            return unreadableStart
        case 5, 77:  // XML_ERR_DOCUMENT_END (libxml2 2.9's push parser at the end of a cut file), XML_ERR_TAG_NOT_FINISHED
            return endOfInput
        case 6, 7:  // XML_ERR_INVALID_HEX_CHARREF, XML_ERR_INVALID_DEC_CHARREF
            return malformedCharacterReference
        case 8, 9:  // XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_CHAR
            return disallowedCharacter
        case 23:  // XML_ERR_ENTITYREF_SEMICOL_MISSING
            return "Expected ';' to end the reference that '&' starts; write '&amp;' for an '&' itself."
        case 32:  // XML_ERR_UNSUPPORTED_ENCODING
            return "The XML declaration names the encoding '\(detail1 ?? "?")', which cannot be read here; save the file as UTF-8."
        case 38:  // XML_ERR_LT_IN_ATTRIBUTE
            return "Found '<' inside an attribute value; write '&lt;' for it, or close the value's quote before it."
        case 39:  // XML_ERR_ATTRIBUTE_NOT_STARTED
            return "Expected a quoted attribute value (\"…\" or '…') after '='" + (site?.isAtEnd == true ? cutShort : foundHere + ".")
        case 40:  // XML_ERR_ATTRIBUTE_NOT_FINISHED
            return "Expected the closing quote of an attribute value" + cutShort
        case 41:  // XML_ERR_ATTRIBUTE_WITHOUT_VALUE
            return attributeWithoutValue
        case 42:  // XML_ERR_ATTRIBUTE_REDEFINED
            return repeatedAttribute
        case 45:  // XML_ERR_COMMENT_NOT_FINISHED
            return unclosed("<!--", named: "comment", closer: "-->")
                ?? "A comment is not closed\(startingExcerpt); expected '-->'" + cutShort
        case 47:  // XML_ERR_PI_NOT_FINISHED
            return unclosedProcessingInstruction
        case 63:  // XML_ERR_CDATA_NOT_FINISHED
            return unclosed("<![CDATA[", named: "CDATA section", closer: "]]>")
                ?? "A CDATA section is not closed\(startingExcerpt); expected ']]>'" + cutShort
        case 68:  // XML_ERR_NAME_REQUIRED
            return missingName ?? prologMistake
        case 73:  // XML_ERR_GT_REQUIRED
            return place == .endTag || detail1 == nil ? unfinishedEndTag : unfinishedStartTag
        case 76:  // XML_ERR_TAG_NAME_MISMATCH
            return mismatchedEndTag
        case 99, 200:  // XML_WAR_NS_URI, XML_NS_ERR_XML_NAMESPACE
            return forbiddenDeclaration
        case 201:  // XML_NS_ERR_UNDEFINED_NAMESPACE
            return undeclaredPrefix
        case 202:  // XML_NS_ERR_QNAME
            return malformedQualifiedName
        case 203:  // XML_NS_ERR_ATTRIBUTE_REDEFINED
            return repeatedNamespacedAttribute
        case 26:  // XML_ERR_UNDECLARED_ENTITY
            return undeclaredEntity
        case 80:  // XML_ERR_HYPHEN_IN_COMMENT
            return doubleHyphen
        default:
            return prologMistake
        }
    }
}
