import CLibXML2

/// What libxml2's push parser was reading when it reported an error (its `instate`).
///
/// One error code covers several mistakes: `XML_ERR_DOCUMENT_END` is a file ending inside an element,
/// a CDATA section or the DOCTYPE alike, and `XML_ERR_GT_REQUIRED` a start or an end tag without its
/// '>'. The place tells them apart.
enum XMLParserPlace: Sendable {
    case unknown, start, beforeDoctype, processingInstruction, doctype, afterDoctype, comment, startTag, content
    case cdata, endTag, entityDeclaration, entityValue, attributeValue, literal, afterRoot, finished

    init(_ state: xmlParserInputState) {
        switch state {
        case XML_PARSER_START: self = .start
        case XML_PARSER_MISC: self = .beforeDoctype
        case XML_PARSER_PI: self = .processingInstruction
        case XML_PARSER_DTD: self = .doctype
        case XML_PARSER_PROLOG: self = .afterDoctype
        case XML_PARSER_COMMENT: self = .comment
        case XML_PARSER_START_TAG: self = .startTag
        case XML_PARSER_CONTENT: self = .content
        case XML_PARSER_CDATA_SECTION: self = .cdata
        case XML_PARSER_END_TAG: self = .endTag
        case XML_PARSER_ENTITY_DECL: self = .entityDeclaration
        case XML_PARSER_ENTITY_VALUE: self = .entityValue
        case XML_PARSER_ATTRIBUTE_VALUE: self = .attributeValue
        case XML_PARSER_SYSTEM_LITERAL, XML_PARSER_PUBLIC_LITERAL: self = .literal
        case XML_PARSER_EPILOG: self = .afterRoot
        case XML_PARSER_EOF: self = .finished
        default: self = .unknown
        }
    }

    /// Before the root element: the XML declaration, the DOCTYPE, comments and processing instructions.
    var isBeforeRoot: Bool { [.start, .beforeDoctype, .doctype, .afterDoctype].contains(self) }
}
