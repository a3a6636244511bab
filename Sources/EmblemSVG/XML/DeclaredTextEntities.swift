import CLibXML2

/// The internal entities of a document that Emblem expands: plain text only.
///
/// Adobe Illustrator's "Save As SVG" declares the namespaces it uses as entities
/// (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`, then `xmlns="&ns_svg;"`), so refusing every entity
/// refuses those files. What makes entities dangerous is not that: it is values that refer to other
/// entities (billion laughs, whose expansion grows exponentially), external entities (XXE: reading
/// `file:///etc/passwd` or the network) and parameter entities (which rewrite the DTD). So a declaration
/// is accepted only when it is an internal general entity whose value is plain text (no `%`, no `<`, and
/// no `&` but the predefined `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`) of at most ``maximumLength`` bytes,
/// and the document declares at most ``maximumCount``; any other declaration refuses the document.
/// Expansion is then linear in the input (each reference, three bytes at least, becomes at most
/// ``maximumLength`` bytes), and the reader caps it in total (``XMLLimits/maximumBytes`` of text,
/// attribute values and namespace names), stopping an expansion as it reaches the cap rather than
/// measuring it after.
///
/// libxml2 still runs without `XML_PARSE_NOENT` and never loads a DTD: it asks for entities by name
/// (`getEntity`) and gets these from a scratch document, freed with ``release()``. It passes text
/// content with the entities expanded and leaves references in attribute values and namespace names,
/// which the reader expands from ``values``.
struct DeclaredTextEntities {
    static let maximumCount = 256
    static let maximumLength = 4096

    /// Name → replacement text.
    private(set) var values: [String: String] = [:]
    private var scratch: xmlDocPtr?

    var isEmpty: Bool { values.isEmpty }

    /// Records a declaration, or says why the document is refused.
    mutating func declare(name: String, type: Int32, hasExternalID: Bool, content: UnsafePointer<xmlChar>?) -> String? {
        let refused = "The document declares the entity '\(name)'"
        let reason = "; Emblem expands only internal entities whose value is plain text (such as the namespace names "
            + "Adobe Illustrator declares), never external or nested ones (entity bombs, external-entity reads), "
            + "so the document is refused."
        guard type == XML_INTERNAL_GENERAL_ENTITY.rawValue, !hasExternalID else {
            let kind = type == XML_INTERNAL_PARAMETER_ENTITY.rawValue || type == XML_EXTERNAL_PARAMETER_ENTITY.rawValue
                ? "a parameter entity" : "an external entity"
            return refused + " as \(kind)" + reason
        }
        let bytes = content.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) } ?? UnsafeBufferPointer(start: nil, count: 0)
        guard let text = Self.plainText(bytes) else {
            return refused + " with a reference or markup in its value" + reason
        }
        guard bytes.count <= Self.maximumLength else {
            return refused + " with a value of \(bytes.count) bytes, over the limit of \(Self.maximumLength)" + reason
        }
        guard values.count < Self.maximumCount || values[name] != nil else {
            return "The document declares more than \(Self.maximumCount) entities, the limit, so it is refused."
        }
        // The first declaration of a name is the one that counts (XML 1.0 §4.2).
        guard values[name] == nil else { return nil }
        if scratch == nil {
            scratch = xmlNewDoc("1.0")
            _ = xmlCreateIntSubset(scratch, "svg", nil, nil)
        }
        guard xmlAddDocEntity(scratch, name, Int32(type), nil, nil, content) != nil else {
            return "libxml2 could not record the entity '\(name)'."
        }
        values[name] = text
        return nil
    }

    /// The text an entity value stands for when it is plain: no `<` or `%`, and no `&` but the five
    /// predefined references (`&amp;` …), which stand for one character each. (libxml2 has already
    /// replaced character references.) Nil for any other value.
    static func plainText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let predefined: [(name: String, character: UInt8)] = [
            ("amp;", ASCII.ampersand), ("lt;", 0x3C), ("gt;", 0x3E), ("quot;", ASCII.quote), ("apos;", ASCII.apostrophe),
        ]
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C || byte == ASCII.percent { return nil }
            guard byte == ASCII.ampersand else {
                text.append(byte)
                index += 1
                continue
            }
            let rest = bytes[(index + 1)...]
            guard let match = predefined.first(where: { rest.starts(with: $0.name.utf8) }) else { return nil }
            text.append(match.character)
            index += 1 + match.name.utf8.count
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// libxml2's record of a declared entity, for its `getEntity` callback.
    func entity(named name: UnsafePointer<xmlChar>?) -> xmlEntityPtr? {
        guard let scratch, let name else { return nil }
        return xmlGetDocEntity(scratch, name)
    }

    /// A value libxml2 handed over (an attribute value or namespace name) as the document means it, with
    /// every `&name;` of a declared entity replaced.
    func expanding(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> String? {
        SAXAttributeValue.string(bytes, entity: { values[String($0)] }, limit: limit)
    }

    mutating func release() {
        if let scratch { xmlFreeDoc(scratch) }
        scratch = nil
        // Only when there are some: almost no document declares entities, and replacing the empty
        // dictionary costs a release and a new one each time.
        if !values.isEmpty { values = [:] }
    }
}
