/// Writes an SVG document back as text: deterministic (the same document and options give the same bytes),
/// locale-independent, with geometry values rewritten compactly at a fixed precision and everything Emblem
/// does not model (comments, metadata, foreign elements and attributes) kept as it came. A `<!DOCTYPE>` is
/// not written: SVG 2 has none, the SVG 1.1 DTD is never read, and the entities an internal subset
/// declares are already expanded into the values that used them.
public struct SVGWriter: Sendable {
    public struct Options: Hashable, Sendable {
        /// Decimal places kept in numbers Emblem rewrites (path data, transforms, coordinates). Default 3.
        public var precision: Int
        /// Spaces per nesting level; 0 writes each element on its own line without indentation. Default 2.
        public var indentation: Int
        /// Whether geometry attributes (`d`, `transform`, `points`, coordinates, colours) are rewritten in
        /// canonical compact form. When false every attribute is written exactly as parsed. Default true.
        public var rewritesValues: Bool
        /// Whether the document is laid out on lines (each element on its own, indented by `indentation`)
        /// after an XML declaration. When false it is written on one line with no declaration (optional
        /// for UTF-8): the smallest file, for shipping. Whitespace that is content (`text`, `xml:space`) is
        /// kept either way. Default true.
        public var breaksLines: Bool

        public init(precision: Int = 3, indentation: Int = 2, rewritesValues: Bool = true, breaksLines: Bool = true) {
            self.precision = precision
            self.indentation = indentation
            self.rewritesValues = rewritesValues
            self.breaksLines = breaksLines
        }
    }

    public var options: Options
    /// The most bytes a rewritten document may take; past it, the document is written again with its
    /// values as parsed. Emblem's own reading limit (``XMLLimits/maximumBytes``), so that what it writes
    /// it can read: exponents written out (`1e15` is sixteen digits) can make a document several times
    /// the size it came in.
    var readableBytes = XMLLimits.default.maximumBytes

    public init(options: Options = Options()) { self.options = options }

    /// The document as UTF-8 bytes: with `breaksLines`, starting with an XML declaration and ending with a
    /// newline.
    public func data(for document: SVGDocument) -> [UInt8] { write(document).bytes }

    /// The document's bytes, and a warning for every value that was kept as written because it is broken
    /// (path data a renderer stops drawing, an unreadable transform or point list): rewriting has to parse
    /// these values anyway, so this is where they are checked.
    public func write(_ document: SVGDocument) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let rewriter = options.rewritesValues ? AttributeRewriter(precision: options.precision) : nil
        // 1 KiB holds nearly every icon (≈ 450 bytes) and stays within malloc's per-thread cache, which
        // 4 KiB, taken from the heap's bins, did not: ≈ 120 instructions less a document.
        var writer = TreeWriter(output: XMLOutput(capacity: 1024), options: options, rewriter: rewriter)
        if options.breaksLines { writer.output.appendMarkup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        for node in document.xml.prolog { writer.writeTopLevel(node) }
        writer.root = document.root
        writer.write(document.root, depth: 0, keepsWhitespace: false)
        if options.breaksLines { writer.output.appendMarkup("\n") }
        for node in document.xml.epilog { writer.writeTopLevel(node) }
        guard rewriter != nil, writer.output.count > readableBytes else { return (writer.output.bytes, document.placing(writer.diagnostics)) }
        return keepingValues(of: document, rewrittenSize: writer.output.count, diagnostics: document.placing(writer.diagnostics))
    }

    /// The document with every value as parsed, after the rewrite's `diagnostics` (values kept as
    /// written either way) and a warning that the rewrite, `rewrittenSize` bytes, was too large to read back.
    @inline(never) private func keepingValues(of document: SVGDocument, rewrittenSize: Int, diagnostics: [Diagnostic])
        -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var keeping = self
        keeping.options.rewritesValues = false
        let kept = keeping.write(document)
        let warning = Diagnostic(.warning, "Kept every value as written: rewritten, the document would be \(rewrittenSize) bytes, "
                                 + "more than the \(readableBytes) bytes a document may have to be read back.")
        return (kept.bytes, diagnostics + [warning])
    }

    /// Whether a `<style>` under `element` uses `:empty`, which tells an element holding whitespace from one
    /// holding nothing or comments: in such a document, an element holding whitespace or comments is written
    /// with its whitespace as it is, neither dropped nor indented (`<rect> </rect>` became `<rect/>`, which
    /// `rect:empty` then matched). Asked once a document, at its first such element.
    static func styleSheetUsesEmpty(under element: XMLElement) -> Bool {
        for case .element(let child) in element.children {
            if child.kind == .style {
                if child.textContent.asciiLowercased().containsASCII(":empty") { return true }
            } else if !child.children.isEmpty, styleSheetUsesEmpty(under: child) {
                return true
            }
        }
        return false
    }

    /// Appends one element (and its subtree) to `output`.
    func appendElement(_ element: XMLElement, to output: inout XMLOutput) {
        let rewriter = options.rewritesValues ? AttributeRewriter(precision: options.precision) : nil
        var writer = TreeWriter(output: XMLOutput(), options: options, rewriter: rewriter)
        writer.write(element, depth: 0, keepsWhitespace: false)
        output.appendBytes(writer.output.writtenBytes)
    }

    /// The document as a string.
    public func string(for document: SVGDocument) -> String { String(decoding: data(for: document), as: UTF8.self) }
}

private struct TreeWriter: ~Copyable {
    var output: XMLOutput
    let options: SVGWriter.Options
    let rewriter: AttributeRewriter?
    var diagnostics: [Diagnostic] = []
    /// The document's root, for ``SVGWriter/styleSheetUsesEmpty(under:)``, and its answer once asked.
    var root: XMLElement?
    var usesEmpty: Bool?

    mutating func writeTopLevel(_ node: XMLNode) {
        switch node {
        case .comment(let text): output.appendMarkup("<!--"); output.append(text); output.appendMarkup("-->")
        case .processingInstruction(let target, let data): writeProcessingInstruction(target, data)
        default: return
        }
        if options.breaksLines { output.appendMarkup("\n") }
    }

    /// Warns that a rewritten value is too long for Emblem to read back (``XMLSyntaxErrorDescription/textLengthLimit``),
    /// so it is kept as written; true. Exponents make the difference: `1e9` is written `1000000000`, so an
    /// 8.8 MB path of them came out 21 MB, a value no reader here accepts.
    @inline(never) private mutating func warnsUnreadable(_ attribute: XMLAttribute, rewrittenLength: Int, at location: SourceLocation?) -> Bool {
        diagnostics.append(Diagnostic(.warning, "Kept \(attribute.name) as written: rewritten, it would be \(rewrittenLength) bytes, "
                                      + "longer than the \(XMLSyntaxErrorDescription.textLengthLimit) bytes a value may have to be read back.",
                                      at: location))
        return true
    }

    mutating func write(_ element: XMLElement, depth: Int, keepsWhitespace inherited: Bool) {
        let kind = element.kind
        output.appendMarkup("<")
        output.append(element.name)
        for declaration in element.namespaceDeclarations { writeAttribute(declaration.name, declaration.value) }
        // `xml:space` as the first attribute so named says, noted on the way rather than looked up after.
        var spacePreserved: Bool?
        for attribute in element.attributes {
            if spacePreserved == nil, attribute.isNamed("xml:space") { spacePreserved = attribute.value == "preserve" }
            // Most attributes an icon carries (`id`, `class`…) are not rewritten: written straight away,
            // not after a call to the rewriter and a retraction of the name written for it.
            guard let rewriter, rewriter.mayRewrite(attribute.name, in: kind) else {
                writeAttribute(attribute.name, attribute.value)
                continue
            }
            var problem: ValueSyntaxError?
            let start = output.count
            output.appendMarkup(" ")
            output.append(attribute.name)
            output.appendMarkup("=\"")
            let valueStart = output.count
            if rewriter.rewrite(attribute.name, attribute.value, in: kind, into: &output, problem: &problem),
               output.count - valueStart <= XMLSyntaxErrorDescription.textLengthLimit
                || !warnsUnreadable(attribute, rewrittenLength: output.count - valueStart, at: element.location) {
                // Rewritten values are numbers, command letters and colour syntax: nothing to escape.
                output.appendMarkup("\"")
            } else {
                output.truncate(to: start)
                writeAttribute(attribute.name, attribute.value)
            }
            if let problem {
                diagnostics.append((attribute.name == "d"
                    ? .pathDataStopped(problem, at: element.location)
                    : Diagnostic(.warning, "Kept \(attribute.name)=\"\(attribute.value)\" as written: \(problem.message)", at: element.location))
                    .found(in: attribute.name, value: attribute.value, at: problem.offset))
            }
        }
        var keepsWhitespace = inherited || kind.keepsWhitespace || spacePreserved == true
            || element.children.contains(where: \.isSignificantText)
        if !keepsWhitespace, let root, element.children.contains(where: \.decidesEmptiness) {
            let uses = usesEmpty ?? SVGWriter.styleSheetUsesEmpty(under: root)
            usesEmpty = uses
            keepsWhitespace = uses
        }
        // Indented output drops whitespace-only text, which the indentation replaces.
        guard element.children.contains(where: { keepsWhitespace || !$0.isWhitespaceText }) else {
            output.appendMarkup("/>")
            return
        }
        output.appendMarkup(">")
        for child in element.children where keepsWhitespace || !child.isWhitespaceText {
            if !keepsWhitespace { newline(depth: depth + 1) }
            switch child {
            case .element(let childElement): write(childElement, depth: depth + 1, keepsWhitespace: keepsWhitespace)
            case .text(let text): output.appendEscaped(text, quote: false)
            case .cdata(let text):
                // "]]>" cannot appear inside CDATA; split it across two sections.
                output.appendMarkup("<![CDATA[")
                output.append(text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>"))
                output.appendMarkup("]]>")
            case .comment(let text): output.appendMarkup("<!--"); output.append(text); output.appendMarkup("-->")
            case .processingInstruction(let target, let data): writeProcessingInstruction(target, data)
            }
        }
        if !keepsWhitespace { newline(depth: depth) }
        output.appendMarkup("</")
        output.append(element.name)
        output.appendMarkup(">")
    }

    private mutating func writeAttribute(_ name: String, _ value: String) {
        output.appendMarkup(" ")
        output.append(name)
        output.appendMarkup("=\"")
        output.appendEscaped(value, quote: true)
        output.appendMarkup("\"")
    }

    private mutating func writeProcessingInstruction(_ target: String, _ data: String) {
        output.appendMarkup("<?")
        output.append(target)
        if !data.isEmpty { output.appendMarkup(" "); output.append(data) }
        output.appendMarkup("?>")
    }

    private mutating func newline(depth: Int) {
        guard options.breaksLines else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<depth * options.indentation { output.append(ASCII.space) }
    }
}

extension XMLNode {
    /// Text of XML whitespace only (space, tab, line feed, carriage return).
    package var isWhitespaceText: Bool {
        if case .text(let text) = self { return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }
        return false
    }

    /// Whitespace, or a comment beside which indentation would put whitespace: what `:empty` sees.
    var decidesEmptiness: Bool {
        if case .comment = self { return true }
        return isWhitespaceText
    }

    var isSignificantText: Bool {
        switch self {
        case .text: !isWhitespaceText
        case .cdata: true
        default: false
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var index = startIndex
        while let candidate = self[index...].firstIndex(of: first) {
            if self[candidate...].hasPrefix(target) {
                return candidate..<self.index(candidate, offsetBy: target.count)
            }
            index = self.index(after: candidate)
        }
        return nil
    }
}
