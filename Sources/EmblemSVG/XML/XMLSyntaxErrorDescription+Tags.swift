/// Start tags, end tags and attribute names that libxml2 could not read: said with the tag's name as
/// written and what was found instead, since libxml2 says only "expected '>'" or "error parsing
/// attribute name" (and calls an end tag a start tag).
extension XMLSyntaxErrorDescription {
    /// A start tag without its '>' (`XML_ERR_GT_REQUIRED` with the element's name).
    var unfinishedStartTag: String {
        let tag = "<\(detail1 ?? "?")>"
        guard let site, !site.isAtEnd else { return "Expected '>' or '/>' to end the start tag \(tag)" + cutShort }
        if site.byte(at: site.offset) == ASCII.slash { return slashWithoutEnd(in: tag, site: site) }
        if let attribute = site.attribute(endingBefore: site.offset) {
            return "Expected a space, '>' or '/>' after \(attribute) in \(tag)\(foundHere)."
        }
        return "Expected '>' or '/>' to end the start tag \(tag)\(foundHere)."
    }

    /// An end tag without its '>' (`XML_ERR_GT_REQUIRED` without a name).
    var unfinishedEndTag: String {
        guard let site, let open = site.lastOffset(of: "</", before: site.offset) else {
            return "Expected '>' to end the end tag" + cutShort
        }
        let name = site.name(at: open + 2)
        if site.isAtEnd { return "The file ends inside the end tag '</\(name)'; the file may be cut short." }
        return "Expected '>' to end the end tag </\(name)>\(foundHere)."
    }

    /// An end tag naming another element than the one open.
    var mismatchedEndTag: String? {
        guard let opened = detail1, let found = detail2 else { return nil }
        // libxml2 passes local names: the prefix as written comes from the open element and the bytes.
        let open = openElements.last?.name ?? opened
        var foundTag = "</\(found)>"
        if let site, let start = site.lastOffset(of: "</", before: site.offset) {
            let name = site.name(at: start + 2)
            foundTag = name.isEmpty ? "'</' with no element name" : "</\(name)>"
        }
        return "Expected </\(open)> to close <\(open)> from line \(openingLine), found \(foundTag)."
    }

    /// `XML_ERR_NAME_REQUIRED`: a '<' or '&' without a name after it, or a start tag whose next
    /// attribute name is missing.
    var missingName: String? {
        if libxml2Message.hasPrefix("StartTag") { return invalidElementName }
        if libxml2Message.hasPrefix("xmlParseEntityRef") {
            return "Found '&' not followed by a name; write '&amp;' for an '&' itself" + (site?.isAtEnd == true ? cutShort : ".")
        }
        if libxml2Message.hasPrefix("error parsing attribute name") { return missingAttributeName }
        return nil
    }

    /// A '<' libxml2 read as a start tag whose name is missing or malformed.
    private var invalidElementName: String {
        let tail = "; write '&lt;' for a '<' in text."
        guard let site else { return "Found '<' not followed by an element name" + tail }
        // libxml2 stands just after the '<'.
        let next = site.offset
        if site.isAtEnd { return "The file ends just after '<'; the file may be cut short." }
        if site.byte(at: next) == ASCII.slash {
            return "Found the end tag </\(site.name(at: next + 1))> where no element is open; "
                + "a document starts with its root element's start tag."
        }
        if site.byte(at: next) == ASCII.exclamation { return misplacedDeclaration(at: next - 1) }
        if site.startsNoName(at: next) {
            return "Found '<\(site.name(at: next))', which is not an element name (a name cannot start with "
                + site.describeCharacter(at: next) + ")" + tail
        }
        return "Found '<' not followed by an element name" + tail
    }

    /// A start tag where libxml2 expected another attribute name (or its end).
    private var missingAttributeName: String {
        guard let site, let tag = site.tag(before: site.offset) else {
            return "Expected an attribute name, '>' or '/>' in a start tag."
        }
        let element = "<\(tag.name)>"
        if site.byte(at: site.offset) == ASCII.slash { return slashWithoutEnd(in: element, site: site) }
        if site.isAtEnd {
            return "Expected an attribute name, '>' or '/>' in the start tag \(element); the file may be cut short."
        }
        let tagLine = site.line(of: tag.offset)
        let from = tagLine == site.line(of: site.offset) ? "" : " (line \(tagLine))"
        var hint = ""
        if site.startsNoName(at: site.offset) {
            hint = " (a name cannot start with \(site.describeCharacter(at: site.offset)))"
        }
        return "Expected an attribute name, '>' or '/>' in the start tag \(element)\(from)\(foundHere)\(hint)."
    }

    /// libxml2 stops at a '/' not followed by '>' (`<g//>`, or `<g/` at the end of the file).
    private func slashWithoutEnd(in tag: String, site: XMLErrorSite) -> String {
        let next = site.offset + 1
        return "Expected '>' right after '/' to end the start tag \(tag)"
            + (site.byte(at: next) == nil ? "; the file may be cut short." : ", found \(site.describeCharacter(at: next)).")
    }

    /// An attribute name not followed by '=' (`XML_ERR_ATTRIBUTE_WITHOUT_VALUE`).
    var attributeWithoutValue: String {
        let name = detail1 ?? "attribute"
        if let site {
            if site.isAtEnd {
                let element = site.tag(before: site.offset).map { " in <\($0.name)>" } ?? ""
                return "The file ends after the attribute name '\(name)'\(element); the file may be cut short."
            }
            // A character that cannot be in a name (`x$="1"`), not a space or the tag's end.
            if let byte = site.byte(at: site.offset), !ASCII.isWhitespace(byte), byte != ASCII.slash, byte != ASCII.greaterThan {
                return "Expected '=' after the attribute name '\(name)'\(foundHere)."
            }
        }
        return "The attribute '\(name)' has no value; expected \(name)=\"…\"."
    }
}
