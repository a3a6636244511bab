import EmblemSVG

/// Content that several `use`s draw is one element in the document, but each use draws it in its own
/// context: filled under one use and unfilled under another (an Inkscape clone of an original whose fill
/// is unset), or in a layer of another colour (a dot used twice, the second faint, so secondary). The
/// element is restyled in place for its own drawing where it stands (restyled first), else for the first
/// use that draws it; a use that needs another style draws a copy of its content restyled for it
/// (`emblem-use-N`, ids inside renamed), and points to the copy.
/// Before, every use took the first one's style. Documents without `use` pay nothing for this.
extension SymbolRecolorer {
    struct InstanceRestyles {
        /// The copies' ids: `emblem-use-N`.
        static let copyPrefix = "emblem-use"

        /// Whether any shape was drawn by a `use`: only then are originals kept to compare.
        let isNeeded: Bool
        /// Each instanced element as it was before it was restyled, and its `style` as restyled.
        private var originals: [SourcePathKey: (element: XMLElement, style: String?)] = [:]
        /// Uses whose shapes need another style than the one written in place: the use, the shape's
        /// element, and its `style` there.
        private var conflicts: [(instance: [Int], source: [Int], style: String?)] = []

        init(isNeeded: Bool) { self.isNeeded = isNeeded }

        /// Each element a use drew as a shape of a layer (compared or kept), by use.
        private var drawnInLayers: [[Int]: Set<SourcePathKey>] = [:]

        /// Notes the element at `key` before (`original`) and after it was restyled in place, drawn by
        /// `instance` (nil where it stands).
        mutating func keep(_ key: SourcePathKey, original: XMLElement, restyled: XMLElement, instance: [Int]?) {
            originals[key] = (original, restyled[attribute: "style"])
            if let instance { drawnInLayers[instance, default: []].insert(key) }
        }

        /// The element's original, to restyle again for another use.
        func original(_ key: SourcePathKey) -> XMLElement? { originals[key]?.element }

        /// Notes that the shape `source` drawn by `instance` needs `restyled`'s style, when that differs
        /// from the one written in place.
        mutating func compare(_ restyled: XMLElement, source: [Int], instance: [Int]) {
            drawnInLayers[instance, default: []].insert(SourcePathKey(source))
            let style = restyled[attribute: "style"]
            if style != originals[SourcePathKey(source)]?.style { conflicts.append((instance, source, style)) }
        }

        /// A use that draws restyled content as no shape of a layer (`fill="none"` on a second use of a
        /// filled outline, drawing nothing) draws it as it was: the restyle in place had filled it, over
        /// whatever lay beneath (Breeze's `text-x-chdr`: a folded corner and a shadow painted over). So
        /// does a use that draws other shapes of the content in layers (`fill="transparent"` on a use of
        /// a group whose second shape has a fill of its own: its first shape took the style written for
        /// where it stands).
        mutating func keepUndrawnContentAsItWas(in root: XMLElement) {
            guard !originals.isEmpty else { return }
            var ids: [String: [Int]] = [:]
            var uses: [(path: [Int], id: String)] = []
            func walk(_ element: XMLElement, _ path: [Int]) {
                if let id = element[attribute: "id"], ids[id] == nil { ids[id] = path }
                if element.kind == .use,
                   let id = (element[attribute: "href"] ?? element[attribute: "xlink:href"]).flatMap(FragmentReference.id(ofHref:)) {
                    uses.append((path, id))
                }
                for (index, child) in element.children.enumerated() {
                    if case .element(let child) = child { walk(child, path + [index]) }
                }
            }
            walk(root, [])
            // In a fixed order: the conflicts' order names the copies.
            let restyled = originals.keys.sorted { $0.path.lexicographicallyPrecedes($1.path) }
            for use in uses {
                guard let target = ids[use.id] else { continue }
                let drawn = drawnInLayers[use.path] ?? []
                for key in restyled where key.path.starts(with: target) && !drawn.contains(key) {
                    conflicts.append((use.path, key.path, originals[key]?.element[attribute: "style"]))
                }
            }
        }

        /// Gives each use with conflicts a copy of the content it draws, restyled for it; the copies, to be
        /// added to the document's definitions.
        func copies(in root: inout XMLElement) -> [XMLElement] {
            guard !conflicts.isEmpty else { return [] }
            var copies = DefinitionCopies(roots: [root], prefix: Self.copyPrefix)
            var targets: [[Int]: (target: [Int], id: String)] = [:]
            var order: [[Int]] = []
            var styles: [[Int]: [(relative: [Int], style: String?)]] = [:]
            for conflict in conflicts {
                guard let use = root.descendant(at: conflict.instance),
                      let id = (use[attribute: "href"] ?? use[attribute: "xlink:href"]).flatMap(FragmentReference.id(ofHref:)),
                      let target = Self.prefix(of: conflict.source, withID: id, in: root) else { continue }
                // A use inside content that other uses draw is one element for all of them: its first
                // restyle stands.
                if let known = targets[conflict.instance] {
                    guard known.target == target else { continue }
                } else {
                    targets[conflict.instance] = (target, id)
                    order.append(conflict.instance)
                }
                styles[conflict.instance, default: []].append((Array(conflict.source[target.count...]), conflict.style))
            }
            for instance in order {
                guard let (target, _) = targets[instance], let content = root.descendant(at: target) else { continue }
                let copyID = copies.add(for: instance.map(String.init).joined(separator: ".")) { copyID in
                    var copy = DefinitionCopies.renamingIDs(in: content, includingOwn: true, copyID: copyID)
                    for (relative, style) in styles[instance] ?? [] {
                        copy.modifyElement(at: relative) { $0[attribute: "style"] = style }
                    }
                    copy[attribute: "id"] = copyID
                    return copy
                }
                root.modifyElement(at: instance) { use in
                    use[attribute: use[attribute: "href"] != nil ? "href" : "xlink:href"] = "#" + copyID
                }
            }
            return copies.elements
        }

        /// The path of the element with `id` that `source` lies in (or is).
        private static func prefix(of source: [Int], withID id: String, in root: XMLElement) -> [Int]? {
            var element = root
            for (depth, index) in source.enumerated() {
                guard index < element.children.count, case .element(let child) = element.children[index] else { return nil }
                element = child
                if element[attribute: "id"] == id { return Array(source[...depth]) }
            }
            return nil
        }
    }
}
