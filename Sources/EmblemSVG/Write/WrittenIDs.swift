/// The ids of a document as ``DrawingWriter`` writes it, kept unique: the first element written with an id
/// keeps it, and a later one with the same id is written as `id-2`, `id-3` … (the first such name that no
/// element of the document has), the suffixes ``IDRenaming`` gives.
///
/// A drawing holds the content of each `use` as a copy, ids and all, so `emblem render -o x.svg` wrote an
/// id twice for every `use` of an element that has one (four `id="leaf"` for a leaf drawn by two uses of
/// a group that uses it twice). XML forbids it; validators reject such files, and SVG inlined into HTML
/// clashes with itself. References find the first element with an id (in the document read, the original
/// before its copies; in the document written, the definitions before the drawing), and that element keeps
/// its id, so nothing draws differently. References are left as they are: inside a copy they pointed to the
/// first element with the id before, and still do.
///
/// Only the document written changes: the drawing's shapes keep their ids, which name a symbol's layers.
struct WrittenIDs {
    private var written: Set<String> = []
    /// Every id the document holds, gathered at the first one written twice (most documents have none).
    private var held: Set<String>?
    /// For each id written twice, the number its next copy's name is tried with: every name before it is
    /// taken, so each copy costs a lookup or two however many came before it. (Counting from 2 each time
    /// took `render -o x.svg` of 20,000 uses of one element 137 s, against 0.34 s without renaming.)
    private var nextNumbers: [String: Int] = [:]

    /// The document's content is passed to each call rather than kept: keeping its arrays cost every
    /// drawing written a retain and release of each (≈ 110 instructions an icon).
    init() {}

    /// The name to write `id` under, in the document of `definitions` and the drawing's `nodes`: itself
    /// the first time, then a new name each time.
    mutating func claim(_ id: String, definitions: [XMLElement], nodes: [DrawingNode]) -> String {
        // An empty id names nothing a reference could find: left as it is.
        if id.isEmpty || written.insert(id).inserted { return id }
        return rename(id, definitions: definitions, nodes: nodes)
    }

    /// `element` with every id in it claimed: itself when none was written before.
    mutating func claimingIDs(in element: XMLElement, definitions: [XMLElement], nodes: [DrawingNode]) -> XMLElement {
        var element = element
        claimIDs(in: &element, definitions: definitions, nodes: nodes)
        return element
    }

    /// Claims the ids under `element`; whether any was renamed.
    @discardableResult private mutating func claimIDs(in element: inout XMLElement, definitions: [XMLElement],
                                                      nodes: [DrawingNode]) -> Bool {
        var renamed = false
        if let id = element[attribute: "id"] {
            let name = claim(id, definitions: definitions, nodes: nodes)
            if name != id {
                element[attribute: "id"] = name
                renamed = true
            }
        }
        for index in element.children.indices {
            guard case .element(var child) = element.children[index],
                  claimIDs(in: &child, definitions: definitions, nodes: nodes) else { continue }
            element.children[index] = .element(child)
            renamed = true
        }
        return renamed
    }

    @inline(never) private mutating func rename(_ id: String, definitions: [XMLElement], nodes: [DrawingNode]) -> String {
        let held = self.held ?? Set(Self.ids(definitions: definitions, nodes: nodes))
        self.held = held
        var number = nextNumbers[id] ?? 2
        while held.contains("\(id)-\(number)") || written.contains("\(id)-\(number)") { number += 1 }
        nextNumbers[id] = number + 1
        let name = "\(id)-\(number)"
        written.insert(name)
        return name
    }

    /// Every id of the definitions and the nodes, their descendants included, in the order they are
    /// written (a text's ids are its element's).
    static func ids(definitions: [XMLElement], nodes: [DrawingNode]) -> [String] {
        var ids: [String] = []
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"] { ids.append(id) }
            for child in element.childElements { visit(child) }
        }
        func visit(_ node: DrawingNode) {
            switch node {
            case .group(let group):
                if let id = group.id { ids.append(id) }
                group.children.forEach(visit)
            case .shape(let shape):
                if let text = shape.text { visit(text) } else if let id = shape.id { ids.append(id) }
            case .preserved(let element): visit(element)
            }
        }
        definitions.forEach(visit)
        nodes.forEach(visit)
        return ids
    }
}
