/// An element and where it stands in its document, for the selectors that look at more than the element
/// and its ancestors: sibling combinators (`+`, `~`) and structural pseudo-classes (`:first-child`,
/// `:nth-of-type(2n)`, `:empty` …).
///
/// Made only for the rules that need it. Positions in one document may share a ``DocumentIndex``: each
/// parent's element children are then listed once, so a position among 100,000 siblings is found by
/// binary search, not by a pass over them, and walks spend its budget.
public struct DocumentPosition {
    /// The elements from the root down to the parent (empty for the root): shared, not copied, by
    /// siblings, so a walk among them costs no more per step however deep they are.
    let enclosing: [XMLElement]
    /// Child-node indices from the root down to the parent.
    let parentPath: [Int]
    public let element: XMLElement
    /// The element's child-node index under its parent; -1 for the root.
    let offsetInParent: Int
    /// Always one, even for a lone position: without its lists, a walk among siblings filtered all of
    /// them again at every step, with no budget (`rect ~ rect` over 20,000 siblings took 80 s).
    let index: DocumentIndex
    /// The parent's element children and this one's place among them, when a sibling walk has already
    /// looked them up: the next step back then costs no lookup.
    private let knownSiblings: (list: [Int], offset: Int)?

    /// The element at `path` below `root`; nil when the path does not lead to an element. Positions made
    /// with the same `index` share its lists of siblings and its budget; without one, a position gets its own.
    public init?(root: XMLElement, path: [Int], index: DocumentIndex? = nil) {
        guard var chain = Self.chain(from: root, along: path) else { return nil }
        let element = chain.removeLast()
        self.init(enclosing: chain, parentPath: Array(path.dropLast()), element: element, offsetInParent: path.last ?? -1,
                  index: index ?? DocumentIndex())
    }

    /// The elements from `root` down `path`, the last at its end; nil when the path does not lead to an element.
    static func chain(from root: XMLElement, along path: [Int]) -> [XMLElement]? {
        var chain = [root]
        chain.reserveCapacity(path.count + 1)
        for step in path {
            guard let node = chain.last, step < node.children.count, case .element(let child) = node.children[step] else { return nil }
            chain.append(child)
        }
        return chain
    }

    private init(enclosing: [XMLElement], parentPath: [Int], element: XMLElement, offsetInParent: Int, index: DocumentIndex,
                 knownSiblings: (list: [Int], offset: Int)? = nil) {
        self.enclosing = enclosing
        self.parentPath = parentPath
        self.element = element
        self.offsetInParent = offsetInParent
        self.index = index
        self.knownSiblings = knownSiblings
    }

    /// Child-node indices from the root (the resolver's `source` paths).
    public var path: [Int] { offsetInParent < 0 ? [] : parentPath + [offsetInParent] }
    /// The element as selectors see it; made once per element when positions share an index.
    public var subject: SelectorSubject { index.subject(of: element) }
    public var isRoot: Bool { offsetInParent < 0 }

    public var parent: DocumentPosition? {
        guard let parent = enclosing.last else { return nil }
        return DocumentPosition(enclosing: Array(enclosing.dropLast()), parentPath: Array(parentPath.dropLast()), element: parent,
                                offsetInParent: parentPath.last ?? -1, index: index)
    }

    /// The child-node indices of the element children of the parent (of those of this one's type when
    /// `ofType`), this one included; just this one for the root.
    func siblingIndices(ofType: Bool) -> [Int] {
        guard let parent = enclosing.last else { return [0] }
        if !ofType, let knownSiblings { return knownSiblings.list }
        return index.elementChildren(of: parent, type: ofType ? element.localName : nil)
    }

    /// Where this one stands among `siblingIndices(ofType:)`, from 0.
    func offset(among siblings: [Int]) -> Int? {
        guard offsetInParent >= 0 else { return 0 }
        var (low, high) = (0, siblings.count)
        while low < high {
            let middle = (low + high) / 2
            if siblings[middle] < offsetInParent { low = middle + 1 } else { high = middle }
        }
        return low < siblings.count && siblings[low] == offsetInParent ? low : nil
    }

    /// The nearest element before this one under the same parent.
    public var previousSibling: DocumentPosition? {
        guard let parent = enclosing.last else { return nil }
        let siblings = siblingIndices(ofType: false)
        guard let offset = knownSiblings?.offset ?? offset(among: siblings), offset > 0,
              case .element(let sibling) = parent.children[siblings[offset - 1]] else { return nil }
        return DocumentPosition(enclosing: enclosing, parentPath: parentPath, element: sibling, offsetInParent: siblings[offset - 1],
                                index: index, knownSiblings: (siblings, offset - 1))
    }

    /// The ancestors, nearest first.
    var ancestors: [XMLElement] { enclosing.reversed() }

    /// Spends a walk's step of the index's budget; false once it is spent.
    func step() -> Bool { index.step(cost: DocumentIndex.walkStepCost) }
}

/// What the positions of one document share while selectors are matched: each parent's element
/// children, listed once (and those of each type), and a budget of steps: each selector tried on an
/// element spends one, each sibling or ancestor a combinator walks to spends ``walkStepCost``, since
/// it builds a position, and each declaration a matched rule hands an element ``declarationCost`` or more.
/// A hostile sheet (thousands of `[data-x]` rules over 200,000 elements, or
/// `circle ~ rect` over 100,000 siblings) otherwise makes matching quadratic; past the budget, no more
/// selectors match, and `isExhausted` says so.
public final class DocumentIndex {
    /// Elements are told apart by ``XMLElement/identity``: the document does not change while it is matched.
    private struct Key: Hashable {
        var parent: ObjectIdentifier
        var type: Substring?
    }
    private var lists: [Key: [Int]] = [:]
    private var subjects: [ObjectIdentifier: SelectorSubject] = [:]
    /// The steps walks may take in all.
    public let stepBudget: Int
    /// Combinator steps left before walks stop.
    private var remainingSteps: Int
    public private(set) var isExhausted = false

    /// The steps selector matching may take in one document: 20,000,000, far more than any icon needs
    /// (a 200,000-element document with a hundred rules for each), spent in 1–3 s.
    public static let stepBudget = 20_000_000
    /// What a step of a sibling or ancestor walk costs: 2,000,000 of them take about as long as
    /// 20,000,000 selectors tried.
    public static let walkStepCost = 10
    /// What each declaration a matched rule hands an element costs: applying one (its value trimmed,
    /// parsed and set) takes about as long as trying 4 selectors, ≈ 0.3 µs (see
    /// `StyleSheet.handingCost(of:)`).
    public static let declarationCost = 4

    public init(stepBudget: Int = DocumentIndex.stepBudget) {
        self.stepBudget = stepBudget
        remainingSteps = stepBudget
    }

    /// The child-node indices of `parent`'s element children (of one local name when `type` is given).
    func elementChildren(of parent: XMLElement, type: Substring?) -> [Int] {
        let key = Key(parent: parent.identity, type: type)
        if let known = lists[key] { return known }
        let found = Self.elementChildren(of: parent, type: type)
        lists[key] = found
        return found
    }

    /// The child-node indices of `parent`'s element children (of one local name), worked out afresh.
    static func elementChildren(of parent: XMLElement, type: Substring?) -> [Int] {
        parent.children.indices.filter { offset in
            guard case .element(let child) = parent.children[offset] else { return false }
            return type == nil || child.localName == type
        }
    }

    /// The selector subject of `element`, made once: an element tried against many rules, or walked
    /// past by many siblings, splits its class list once (with 10,000 classes against 10,000
    /// `.c:first-child` rules, making it per rule was 10⁸ class names per element).
    func subject(of element: XMLElement) -> SelectorSubject {
        if let known = subjects[element.identity] { return known }
        let made = SelectorSubject(element)
        subjects[element.identity] = made
        return made
    }

    /// Spends `cost` steps; false once the budget is gone. A step refused spends what is left, so nothing
    /// past it matches: a costly element refused would otherwise leave cheaper ones after it matching.
    func step(cost: Int = 1) -> Bool {
        guard remainingSteps >= cost else {
            isExhausted = true
            remainingSteps = 0
            return false
        }
        remainingSteps -= cost
        return true
    }
}
