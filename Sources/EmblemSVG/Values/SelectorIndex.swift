/// A style sheet's selectors filed under what their subject must be: an id, else a class, else a type,
/// else nothing (`*`, `[attr]`, `:first-child` …). An element can only match the selectors filed under
/// its own id, one of its classes, its type, or nothing, so those are all it is matched against, as
/// browsers' rule hashes do.
struct SelectorIndex: Hashable, Sendable {
    /// A selector of the sheet: its rule's index and its index in the rule's group.
    struct Reference: Hashable, Sendable {
        var rule: Int
        var selector: Int
    }

    private var byID: [String: [Reference]] = [:]
    private var byClass: [String: [Reference]] = [:]
    private var byType: [String: [Reference]] = [:]
    private var unkeyed: [Reference] = []

    init(_ rules: [StyleSheet.Rule]) {
        for (ruleIndex, rule) in rules.enumerated() {
            for (selectorIndex, selector) in rule.selectors.enumerated() {
                let reference = Reference(rule: ruleIndex, selector: selectorIndex)
                if let id = selector.subject.ids.first { byID[id, default: []].append(reference) }
                else if let name = selector.subject.classes.first { byClass[name, default: []].append(reference) }
                else if let type = selector.subject.typeName { byType[type, default: []].append(reference) }
                else { unkeyed.append(reference) }
            }
        }
    }

    /// The selectors an element with this name, id and classes may match (each at most once).
    func candidates(name: Substring, id: String?, classes: [String]) -> [Reference] {
        var found = unkeyed
        if let typed = byType[String(name)] { found += typed }
        if let id, let withID = byID[id] { found += withID }
        if !byClass.isEmpty {
            // A selector is filed under its first class only, so an element with that class twice
            // (`class="a a"`) must not offer it twice.
            var seen: Set<String> = []
            for name in classes where seen.insert(name).inserted {
                if let withClass = byClass[name] { found += withClass }
            }
        }
        return found
    }
}
