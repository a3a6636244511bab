/// The XML declaration, processing instructions, the DOCTYPE and entity references: libxml2 names its
/// grammar here ("Malformed declaration expecting version", "Blank needed here", "XmlParsePI : no target
/// name"), which says nothing to someone fixing an icon.
extension XMLSyntaxErrorDescription {
    /// What comes after "Expected …": the end of the file, or what was found.
    private var endOrFound: String { site?.isAtEnd == true ? cutShort : foundHere + "." }

    var prologMistake: String? {
        let text = libxml2Message
        let inDeclaration = [96, 57, 33, 34].contains(code) || (code == 65 && text.hasPrefix("Blank needed"))
        if inDeclaration, site?.isAtEnd == true { return "The file ends in the XML declaration; the file may be cut short." }
        switch code {
        case 96 where site.map { $0.lastOffset(of: "version", before: $0.offset) != nil } == true:
            return "Expected the version in the XML declaration written \"1.0\"" + endOrFound
        case 96: return "Expected version=\"1.0\" first in the XML declaration" + endOrFound
        case 57: return "Expected '?>' to end the XML declaration (version, encoding, standalone, in that order)" + endOrFound
        case 33: return "Expected a quoted value after '='" + endOrFound
        case 34: return "Expected a closing quote, after a value such as \"1.0\"" + endOrFound
        case 46 where site?.isAtEnd == true: return "The file ends just after '<?'; the file may be cut short."
        case 46: return "Expected a name after '<?' (a processing instruction is written '<?name …?>')" + endOrFound
        case 61: return "Expected '>' or '[' to end the DOCTYPE" + endOrFound
        case 44: return "Expected the closing quote of the DOCTYPE's identifier" + endOrFound
        case 43: return "Expected a quoted system identifier (\"….dtd\") in the DOCTYPE" + endOrFound
        case 65 where text.hasPrefix("Blank needed"): return "Expected a space or '?>' in the XML declaration" + endOrFound
        case 65 where text.hasPrefix("ParsePI") && site?.isAtEnd == true:
            return "The file ends in the processing instruction <?\(detail1 ?? ""); the file may be cut short."
        case 65 where text.hasPrefix("ParsePI"):
            return "Expected a space after the processing instruction name <?\(detail1 ?? "")" + endOrFound
        case 68 where text.hasPrefix("xmlParseDocTypeDecl"):
            return "Expected the root element's name after '<!DOCTYPE'" + endOrFound
        case 64: return misplacedDeclaration
        default: return nil
        }
    }

    /// `XML_ERR_RESERVED_XML_NAME`: '<?xml' after the start of the file, or '<?XML'.
    private var misplacedDeclaration: String? {
        guard let site else { return nil }
        if site.isAtEnd { return "The file ends in the XML declaration; the file may be cut short." }
        guard let start = site.lastOffset(of: "<?", before: site.offset + 1) else { return nil }
        if !site.matches("<?xml", at: start) {
            return "Found '<?\(site.name(at: start + 2))': names starting with 'xml' are reserved, and the XML declaration is '<?xml', in lower case."
        }
        return "Found the XML declaration '<?xml' after the start of the file; it may only stand at its very start "
            + "(remove what comes before it)."
    }

    /// `XML_ERR_HYPHEN_IN_COMMENT`.
    var doubleHyphen: String? {
        guard let site, let start = site.lastOffset(of: "<!--", before: site.offset) else { return nil }
        return "Found '--' inside the comment opened at \(site.position(of: start)); only its end '-->' may hold '--'."
    }

    /// `XML_ERR_UNDECLARED_ENTITY`, with what to write for the HTML entities icons are copied with.
    var undeclaredEntity: String? {
        guard let name = detail1 else { return nil }
        guard let value = Self.htmlEntities[name] else { return nil }
        return "Entity '\(name)' not defined (an HTML entity; write '&#\(value);')."
    }

    private static let htmlEntities: [String: Int] = [
        "nbsp": 160, "copy": 169, "reg": 174, "trade": 8482, "deg": 176, "middot": 183, "times": 215, "divide": 247,
        "ndash": 8211, "mdash": 8212, "hellip": 8230, "laquo": 171, "raquo": 187, "euro": 8364, "bull": 8226,
        "lsquo": 8216, "rsquo": 8217, "ldquo": 8220, "rdquo": 8221, "shy": 173, "para": 182, "sect": 167,
    ]
}
