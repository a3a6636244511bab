/// How many references deep drawing a document goes: a mask whose content is masked by another mask,
/// and so on; likewise markers, clip paths, filters, patterns and `href`s.
///
/// librsvg draws such a chain by recursion and has no limit of its own: in process, 700 markers each
/// marking the next overflowed the thread's stack and took the whole batch down with it (librsvg 2.54,
/// 8 MiB stacks). Emblem refuses to draw a document whose chain is deeper than ``drawableLimit``, far
/// beyond any real icon's (a gradient that borrows another's stops is 2; masks and clips of clips, 3–5).
public enum ReferenceChain {
    /// The most references deep a drawn document may go. Our number: 400 markers still drew in an
    /// 8 MiB stack, so 100 leaves room for the groups each level may nest.
    public static let drawableLimit = 100

    /// The chain of references from the root that goes deeper than `limit`, if there is one: the most
    /// `url(#…)` or `href="#…"` hops drawing may take one after another (a reference back into the
    /// chain, a cycle, counts once, as librsvg refuses it), and the element whose reference begins it.
    ///
    /// A chain takes each reference at most once, so a document with no more references than `limit`
    /// is answered by counting them, which is all nearly every icon needs.
    ///
    /// References a style sheet makes (`#k1 path { marker-start: url(#k2) }`) count for the elements its
    /// rules match: 700 markers chained that way overflowed librsvg's stack as surely as by attributes.
    public static func deeper(than limit: Int = drawableLimit, in document: SVGDocument) -> (hops: Int, location: SourceLocation?)? {
        let sheet = referringSheet(of: document)
        guard sheet != nil || referenceCount(under: document.root, stoppingAfter: limit) > limit else { return nil }
        var graph = Graph(sheet: sheet)
        graph.add(document.root)
        let deepest = graph.deepest()
        return deepest.hops > limit ? deepest : nil
    }

    /// The document's style sheet when one of its declarations refers to an element (`url(#…)`); nil
    /// for the many documents without (most have no sheet at all).
    private static func referringSheet(of document: SVGDocument) -> StyleSheet? {
        let text = document.styleSheetText
        guard text.containsASCII("url(") else { return nil }
        let sheet = StyleSheet(parsing: text)
        return sheet.rules.contains { $0.declarations.contains { $0.value.containsASCII("url(") } } ? sheet : nil
    }

    /// How many references the elements under `root` make, counted up to one past `limit`. Recursive:
    /// the reader's depth limit bounds it.
    private static func referenceCount(under element: XMLElement, stoppingAfter limit: Int) -> Int {
        var count = 0
        // By index: `for attribute in` copied each attribute, path data and all.
        let attributes = element.attributes
        for index in attributes.indices where mayRefer(attributes[index]) {
            count += Graph.references(of: attributes[index]).count
        }
        for case .element(let child) in element.children where count <= limit {
            count += referenceCount(under: child, stoppingAfter: limit - count)
        }
        return count
    }

    /// Whether an attribute may hold a reference: not path data, points, a transform or a view box,
    /// which are long and never do (reading every path's data for `url(` was 5% of recolouring).
    private static func mayRefer(_ attribute: XMLAttribute) -> Bool {
        // By length first: a switch over the names compared each attribute's name with all eight.
        let name = attribute.name
        switch name.utf8.count {
        case 1 where name == "d", 2 where name == "id", 5 where name == "class", 6 where name == "points",
             7 where name == "viewBox", 9 where name == "transform": return false
        case 4 where name == "href", 10 where name == "xlink:href": return true
        default: return attribute.value.containsASCII("url(")
        }
    }

    /// The document flattened: each element's children and the elements its references lead to.
    private struct Graph {
        /// A sheet whose rules refer to elements, and so add references to those they match.
        let sheet: StyleSheet?
        var children: [[Int]] = []
        var referencedIDs: [[String]] = []
        var locations: [SourceLocation?] = []
        var indexByID: [String: Int] = [:]
        /// With a sheet: each element as selectors see it, and its parent, for the ancestors a selector asks.
        var subjects: [SelectorSubject] = []
        var parents: [Int?] = []
        /// The resolver's budget of selector steps, so that a hostile sheet is matched here no longer than there.
        let budget = DocumentIndex()

        init(sheet: StyleSheet?) { self.sheet = sheet }

        /// Adds `root` and everything below it, in document order (without recursion: documents may
        /// nest 200 deep, and chains of ids run as long as a document's elements).
        mutating func add(_ root: XMLElement) {
            var pending: [(element: XMLElement, parent: Int?)] = [(root, nil)]
            while let (element, parent) = pending.popLast() {
                let index = children.count
                children.append([])
                var references = Self.references(of: element)
                if let sheet {
                    let subject = SelectorSubject(element)
                    subjects.append(subject)
                    parents.append(parent)
                    let (subjects, parents) = (self.subjects, self.parents)
                    let ancestors = {
                        var found: [SelectorSubject] = []
                        var next = parent
                        while let index = next { found.append(subjects[index]); next = parents[index] }
                        return found
                    }
                    for declaration in sheet.declarations(for: subject, ancestors: ancestors, budget: budget)
                    where declaration.value.containsASCII("url(") {
                        references += FragmentReference.ids(inURLsOf: declaration.value)
                    }
                }
                referencedIDs.append(references)
                locations.append(element.location)
                if let id = element[attribute: "id"], indexByID[id] == nil { indexByID[id] = index }
                if let parent { children[parent].append(index) }
                for case .element(let child) in element.children.reversed() { pending.append((child, index)) }
            }
        }

        /// The ids an element's attributes refer to: `href`s and every `url(#…)`, in its `style` too.
        static func references(of element: XMLElement) -> [String] {
            element.attributes.flatMap(references(of:))
        }

        static func references(of attribute: XMLAttribute) -> [String] {
            if attribute.name == "href" || attribute.name == "xlink:href" {
                return FragmentReference.id(ofHref: attribute.value).map { [$0] } ?? []
            }
            return FragmentReference.ids(inURLsOf: attribute.value)
        }

        /// The longest chain in hops from the root (element 0), by a depth-first walk with an explicit
        /// stack; an edge back to an element still being walked is a cycle and adds nothing.
        func deepest() -> (hops: Int, location: SourceLocation?) {
            enum State { case new, walking, done }
            var state = [State](repeating: .new, count: children.count)
            var hops = [Int](repeating: 0, count: children.count)
            var deepestAt = [Int?](repeating: nil, count: children.count)
            // Each frame: the element, and whether its edges have been pushed.
            var stack: [(index: Int, expanded: Bool)] = [(0, false)]
            while let (index, expanded) = stack.popLast() {
                if expanded {
                    for child in children[index] where hops[child] > hops[index] {
                        hops[index] = hops[child]
                        deepestAt[index] = deepestAt[child]
                    }
                    for id in referencedIDs[index] {
                        guard let target = indexByID[id], state[target] == .done, hops[target] + 1 > hops[index] else { continue }
                        hops[index] = hops[target] + 1
                        deepestAt[index] = index
                    }
                    state[index] = .done
                    continue
                }
                guard state[index] == .new else { continue }
                state[index] = .walking
                stack.append((index, true))
                for next in children[index] + referencedIDs[index].compactMap({ indexByID[$0] }) where state[next] == .new {
                    stack.append((next, false))
                }
            }
            return (hops[0], deepestAt[0].flatMap { locations[$0] })
        }
    }
}
