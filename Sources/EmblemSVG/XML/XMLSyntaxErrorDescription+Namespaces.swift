/// Namespace mistakes, said with names as written: libxml2 passes local names and URIs ("Namespaced
/// Attribute x in 'u' redefined", "Failed to parse QName 'a:b:'").
extension XMLSyntaxErrorDescription {
    /// `XML_ERR_ATTRIBUTE_REDEFINED`: libxml2 passes a prefixed name as prefix and local name.
    var repeatedAttribute: String {
        let name = detail2.map { "\(detail1 ?? "?"):\($0)" } ?? detail1 ?? "?"
        return "The attribute '\(name)' appears twice on one element; keep one."
    }

    /// `XML_NS_ERR_ATTRIBUTE_REDEFINED`: two prefixes for one namespace name on one attribute.
    var repeatedNamespacedAttribute: String? {
        guard let local = detail1, let uri = detail2 else { return nil }
        var names: [String] = []
        if let site, let tag = site.tag(before: site.offset) {
            let text = String(decoding: site.bytes[tag.offset..<site.offset], as: UTF8.self)
            names = text.split(whereSeparator: { $0.isWhitespace }).compactMap { token in
                let name = token.prefix { $0 != "=" }
                return name.hasSuffix(":" + local) ? String(name) : nil
            }
        }
        let both = names.count >= 2 ? "'\(names[0])' and '\(names[1])'" : "Two names for '\(local)'"
        return "\(both) are one attribute (both prefixes mean '\(uri)'); keep one."
    }

    /// `XML_NS_ERR_QNAME`: a name with ':' where XML namespaces allow none.
    var malformedQualifiedName: String? {
        guard let site, let start = libxml2Message.firstIndex(of: "'"),
              let end = libxml2Message.lastIndex(of: "'"), start < end else { return nil }
        // Told apart by the name as written, quoted shortened: a 40,000-character name ending in ':' is
        // still one ending in ':'.
        let written = libxml2Message[libxml2Message.index(after: start)..<end]
        let name = DiagnosticText.shortened(written)
        if site.isAtEnd { return "The file ends in the name '\(name)'; the file may be cut short." }
        if written.hasPrefix(":") { return "The name '\(name)' starts with ':'; write it without the ':' or with a prefix before it." }
        if written.hasSuffix(":") && written.dropLast().contains(":") {
            return "The name '\(site.name(around: site.offset))' has more than one ':'; a name has at most one, after its prefix."
        }
        if written == "xmlns:" { return "The declaration 'xmlns:' has no prefix after ':'; write xmlns:prefix=\"…\"." }
        return "The name '\(name)' ends with ':'; a prefix needs a name after it."
    }

    /// `XML_NS_ERR_XML_NAMESPACE` (200) and `XML_WAR_NS_URI` (99): declarations XML namespaces forbid.
    var forbiddenDeclaration: String? {
        let xmlURI = "http://www.w3.org/XML/1998/namespace"
        let text = libxml2Message
        if text.contains("Empty XML namespace"), let prefix = detail1 {
            return "The prefix '\(prefix)' is declared with an empty namespace name (xmlns:\(prefix)=\"\"), which XML 1.0 "
                + "does not allow; remove the declaration."
        }
        if text.contains("is not a valid URI"), let prefix = detail1, let uri = detail2 {
            return "The namespace name '\(uri)' declared for '\(prefix)' is not a valid URI."
        }
        if text.contains("prefix mapped to wrong URI") {
            return "The prefix 'xml' may only mean \(xmlURI); remove xmlns:xml."
        }
        if text.contains("URI mapped to wrong prefix") || text.contains("cannot be the default namespace") {
            return "The namespace \(xmlURI) belongs to the prefix 'xml' alone; remove this declaration."
        }
        if text.contains("reuse of the xmlns namespace") {
            return "The namespace http://www.w3.org/2000/xmlns/ is reserved; no prefix may be declared for it."
        }
        if text.contains("redefinition of the xmlns prefix") {
            return "The prefix 'xmlns' is reserved for namespace declarations and cannot be declared."
        }
        return nil
    }

    /// `XML_NS_ERR_UNDEFINED_NAMESPACE`.
    var undeclaredPrefix: String? {
        guard let prefix = detail1 else { return nil }
        let name = detail2.map { "'\(prefix):\($0)'" } ?? "this name"
        if prefix == "xmlns" {
            return "The prefix 'xmlns' of \(name) is reserved for namespace declarations; an element cannot use it."
        }
        return "The prefix '\(prefix)' of \(name) is not declared; expected xmlns:\(prefix)=\"…\" on this element or an ancestor."
    }
}
