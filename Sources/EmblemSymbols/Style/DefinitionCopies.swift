import EmblemSVG

/// The bookkeeping of definitions made for a recoloured drawing or document from those it has (tints of
/// gradients, copies of markers): the elements found by id, in one walk at the first lookup, so that a
/// document of 100,000 painted shapes is walked once, not per shape; each copy made once per key; and
/// fresh ids `prefix-N`, numbered in the order they are first asked for, so the same input gives the
/// same output.
struct DefinitionCopies {
    /// Where ids are looked up: the document, or a drawing's definitions.
    private let roots: [XMLElement]
    private let prefix: String
    private var index: [String: XMLElement]?
    private var made: [String: String] = [:]
    private var lastNumber = 0
    /// The new definitions, in the order they were made.
    private(set) var elements: [XMLElement] = []

    init(roots: [XMLElement], prefix: String) {
        self.roots = roots
        self.prefix = prefix
    }

    /// The first element with each id under the roots, in document order.
    mutating func lookup() -> (String) -> XMLElement? {
        let found = index ?? XMLElement.firstElementsByID(under: roots)
        index = found
        return { found[$0] }
    }

    /// The id of the copy made for `key`, if one was.
    func id(madeFor key: String) -> String? { made[key] }

    /// Adds the copy `make` builds for `key`, given the new id (one no element under the roots has);
    /// returns that id.
    mutating func add(for key: String, _ make: (String) -> XMLElement) -> String {
        let lookup = lookup()
        var id: String
        repeat {
            lastNumber += 1
            id = "\(prefix)-\(lastNumber)"
        } while lookup(id) != nil
        made[key] = id
        elements.append(make(id))
        return id
    }

    /// `element` with the ids of its descendants (and its own, when `includingOwn`) given the suffix
    /// `-copyID`, and the references inside it to them following: a copy's ids stay unique in the
    /// document, and point within the copy.
    static func renamingIDs(in element: XMLElement, includingOwn: Bool, copyID: String) -> XMLElement {
        func ids(below element: XMLElement) -> [String] {
            element.childElements.flatMap { child in (child[attribute: "id"].map { [$0] } ?? []) + ids(below: child) }
        }
        let names = (includingOwn ? element[attribute: "id"].map { [$0] } ?? [] : []) + ids(below: element)
        return IDRenaming(Dictionary(names.map { ($0, "\($0)-\(copyID)") }, uniquingKeysWith: { first, _ in first })).renamed(element)
    }
}
