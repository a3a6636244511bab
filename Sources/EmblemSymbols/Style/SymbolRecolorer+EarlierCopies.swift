import EmblemSVG

extension SymbolRecolorer {
    /// The ids of the definitions recolouring adds (`prefix-N`): tints, marker copies, shades and the
    /// content copied for uses restyled apart.
    static let copyPrefixes = [GradientTints.prefix, MarkerTints.prefix, SymbolGradients.prefix, InstanceRestyles.copyPrefix]

    /// Takes out the copies an earlier run added that nothing refers to any more, and the `<defs>` they
    /// leave empty. Recoloured again in the same colours, a file keeps its copies (``DefinitionCopies``
    /// finds and reuses them); in another colour, the earlier run's tints and copies were left behind,
    /// unreferenced, and each run in a new colour grew the file by them.
    ///
    /// Only a child of the root's `<defs>` (where recolouring puts its copies, and where nothing is drawn)
    /// with such an id is taken, and only when no attribute, style sheet or other text in the document
    /// names it as `#id`: a copy named only by other unreferenced copies goes with them. A file without
    /// such copies pays a look at its root's `<defs>`.
    static func removeUnreferencedCopies(from root: inout XMLElement) {
        guard holdsCopies(root) else { return }
        var emptied = Set<Int>()
        while true {
            let named = namedFragments(in: root)
            var removed = false
            for index in root.children.indices {
                guard case .element(var defs) = root.children[index], defs.kind == .defs else { continue }
                let before = defs.children.count
                defs.children.removeAll { node in
                    guard case .element(let element) = node, let id = element[attribute: "id"] else { return false }
                    return isCopyID(id) && !named.contains(id)
                }
                guard defs.children.count < before else { continue }
                removed = true
                if defs.childElements.isEmpty { emptied.insert(index) }
                root.children[index] = .element(defs)
            }
            if !removed { break }
        }
        // A `<defs>` the copies left with nothing but whitespace goes too.
        for index in emptied.sorted(by: >) {
            guard case .element(let defs) = root.children[index], defs.attributes.isEmpty,
                  defs.children.allSatisfy(\.isWhitespaceText)
            else { continue }
            root.children.remove(at: index)
        }
    }

    /// Whether a `<defs>` child of `root` holds a copy. By index and kind: over every recoloured file,
    /// a walk of the children as values cost 240 instructions an icon of the Material Design Icons.
    static func holdsCopies(_ root: borrowing XMLElement) -> Bool {
        let children = root.children
        for index in children.indices {
            guard case .element(let defs) = children[index], defs.kind == .defs else { continue }
            let inner = defs.children
            for innerIndex in inner.indices {
                if case .element(let element) = inner[innerIndex], let id = element[attribute: "id"], isCopyID(id) { return true }
            }
        }
        return false
    }

    /// Whether `id` is one recolouring gives its copies: a prefix, a hyphen, and a number.
    static func isCopyID(_ id: String) -> Bool {
        copyPrefixes.contains { DefinitionCopies.number(ofCopy: id, prefix: $0) != nil }
    }

    /// Every name that follows a `#` in an attribute value or text (a style sheet, a comment) of the
    /// document: what `url(#…)`, `href="#…"` and their like can refer to. More than the references (a
    /// colour's `#abc` is one too), so a copy is never taken while anything could name it.
    static func namedFragments(in root: XMLElement) -> Set<String> {
        var names = Set<String>()
        func scan(_ text: String) {
            let bytes = Array(text.utf8)
            var index = 0
            while let hash = bytes[index...].firstIndex(of: UInt8(ascii: "#")) {
                var end = hash + 1
                while end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: ".")
                        || (bytes[end] | 0x20) &- UInt8(ascii: "a") < 26 || bytes[end] &- UInt8(ascii: "0") < 10 || bytes[end] >= 0x80 {
                    end += 1
                }
                if end > hash + 1 { names.insert(String(decoding: bytes[(hash + 1)..<end], as: UTF8.self)) }
                index = end
            }
        }
        func visit(_ element: XMLElement) {
            for attribute in element.attributes where attribute.value.utf8.contains(UInt8(ascii: "#")) { scan(attribute.value) }
            for child in element.children {
                switch child {
                case .element(let inner): visit(inner)
                case .text(let text), .cdata(let text), .comment(let text): if text.utf8.contains(UInt8(ascii: "#")) { scan(text) }
                case .processingInstruction: break
                }
            }
        }
        visit(root)
        return names
    }
}
