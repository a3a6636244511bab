/// An element and where it stands in its document, for the selectors that look at more than the element
/// and its ancestors: sibling combinators (`+`, `~`) and structural pseudo-classes (`:first-child`,
/// `:nth-of-type(2n)`, `:empty` …).
///
/// Made only for the rules that need it; walking to a parent or a sibling is cheap, since the chain of
/// elements from the root is kept.
public struct DocumentPosition {
    /// The elements from the root down to this one.
    let chain: [XMLElement]
    /// Child-node indices from the root (the resolver's `source` paths).
    public let path: [Int]

    /// The element at `path` below `root`; nil when the path does not lead to an element.
    public init?(root: XMLElement, path: [Int]) {
        var chain = [root]
        chain.reserveCapacity(path.count + 1)
        for index in path {
            guard let node = chain.last, index < node.children.count, case .element(let child) = node.children[index] else { return nil }
            chain.append(child)
        }
        self.chain = chain
        self.path = path
    }

    private init(chain: [XMLElement], path: [Int]) {
        self.chain = chain
        self.path = path
    }

    public var element: XMLElement { chain[chain.count - 1] }
    public var subject: SelectorSubject { SelectorSubject(element) }
    public var isRoot: Bool { path.isEmpty }

    public var parent: DocumentPosition? {
        path.isEmpty ? nil : DocumentPosition(chain: Array(chain.dropLast()), path: Array(path.dropLast()))
    }

    /// The element children of the parent, this one included, as (child-node index, element); just this
    /// one for the root.
    public var siblings: [(index: Int, element: XMLElement)] {
        guard !path.isEmpty else { return [(0, element)] }
        return chain[chain.count - 2].children.enumerated().compactMap { offset, node in
            if case .element(let sibling) = node { (offset, sibling) } else { nil }
        }
    }

    /// The nearest element before this one under the same parent.
    public var previousSibling: DocumentPosition? {
        guard let last = path.last else { return nil }
        let children = chain[chain.count - 2].children
        var index = last - 1
        while index >= 0 {
            if case .element(let sibling) = children[index] {
                return DocumentPosition(chain: Array(chain.dropLast()) + [sibling], path: Array(path.dropLast()) + [index])
            }
            index -= 1
        }
        return nil
    }

    /// The ancestors, nearest first, as selectors see them.
    public var ancestorSubjects: [SelectorSubject] { chain.dropLast().reversed().map(SelectorSubject.init) }
}
