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
    /// Copies an earlier run made (``earlierCopy(_:)``), found at the first copy, and where.
    private var earlier: [String]?
    private let earlierRoots: [XMLElement]?
    private var earlierIndex: [String: XMLElement]?
    /// The new definitions, in the order they were made.
    private(set) var elements: [XMLElement] = []

    /// `earlierIn`: where copies an earlier run wrote are looked for (``earlierCopy(_:)``), when not the
    /// roots (the document, for copies made from a drawing's definitions, which hold the document's
    /// elements restyled to stand on their own).
    init(roots: [XMLElement], prefix: String, earlierIn earlierRoots: [XMLElement]? = nil) {
        self.roots = roots
        self.prefix = prefix
        self.earlierRoots = earlierRoots
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
    /// returns that id. A copy an earlier run made, the same element under its id, is used instead
    /// (``earlierCopy(_:)``).
    mutating func add(for key: String, _ make: (String) -> XMLElement) -> String {
        if let earlier = earlierCopy(make) {
            made[key] = earlier
            return earlier
        }
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

    /// The id of a copy already under the roots (`prefix-N`, made when the file was recoloured before)
    /// that is what `make` builds under that id: recolouring a file again in the same colours then
    /// writes it as it was, where every run added a tint of the last run's tint (`--in-place` grew the
    /// file each time). Earlier copies are listed once, by number; a file without any pays one look at
    /// its ids.
    private mutating func earlierCopy(_ make: (String) -> XMLElement) -> String? {
        if earlier == nil {
            let found: [String: XMLElement]
            if let earlierRoots {
                found = XMLElement.firstElementsByID(under: earlierRoots)
            } else {
                found = index ?? XMLElement.firstElementsByID(under: roots)
                index = found
            }
            earlierIndex = found
            earlier = found.keys.compactMap { id in Self.number(ofCopy: id, prefix: prefix).map { (number: $0, id: id) } }
                .sorted { $0.number < $1.number }.map(\.id)
        }
        guard let earlier, !earlier.isEmpty, let earlierIndex else { return nil }
        return earlier.first { id in earlierIndex[id].map { Self.isSame(make(id), as: $0) } ?? false }
    }

    /// The number of a copy's id, `prefix-N` (`N` decimal digits); nil for any other id.
    static func number(ofCopy id: String, prefix: String) -> Int? {
        guard id.hasPrefix(prefix) else { return nil }
        let rest = id.utf8.dropFirst(prefix.utf8.count)
        guard rest.first == UInt8(ascii: "-"), rest.count > 1, rest.count <= 18,
              rest.dropFirst().allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return rest.dropFirst().reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// Whether `made` is the element `read` was written as: the same names, attributes and elements,
    /// whatever the whitespace between them and where it was read from.
    private static func isSame(_ made: XMLElement, as read: XMLElement) -> Bool {
        // A made element has no namespace of its own; it is written into the SVG one.
        guard made.name == read.name, (made.namespaceURI ?? SVGNamespace.svg) == (read.namespaceURI ?? SVGNamespace.svg),
              made.attributes == read.attributes else { return false }
        func content(_ element: XMLElement) -> [XMLNode] { element.children.filter { !$0.isWhitespaceText } }
        let (mine, theirs) = (content(made), content(read))
        guard mine.count == theirs.count else { return false }
        return zip(mine, theirs).allSatisfy { pair in
            switch pair {
            case (.element(let a), .element(let b)): isSame(a, as: b)
            default: pair.0 == pair.1
            }
        }
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
