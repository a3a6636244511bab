/// The custom properties (`--accent: #0af`) in effect at an element: those it declares, then its
/// parent's, and so on up. A chain, not a dictionary copied into every element's style: a root that
/// declares 10,000 properties over 50,000 shapes that each declare one would otherwise hold 500 million
/// entries.
final class CustomPropertyScope: Hashable, @unchecked Sendable {
    let own: [String: String]
    let parent: CustomPropertyScope?

    init(own: [String: String], parent: CustomPropertyScope?) {
        self.own = own
        self.parent = parent
    }

    /// The nearest declaration of `name`.
    func value(_ name: String) -> String? {
        var scope: CustomPropertyScope? = self
        while let current = scope {
            if let value = current.own[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Every property in effect, nearest declarations winning.
    var all: [String: String] {
        var result = parent?.all ?? [:]
        result.merge(own) { _, nearer in nearer }
        return result
    }

    /// The properties `text` refers to with `var()`, and those their values refer to in turn, with the
    /// values in effect here.
    func referenced(from text: String) -> [String: String] {
        var found: [String: String] = [:]
        var pending = CustomPropertySubstitution.referencedNames(in: text)
        while let name = pending.popLast() {
            guard found[name] == nil, let value = value(name) else { continue }
            found[name] = value
            pending += CustomPropertySubstitution.referencedNames(in: value)
        }
        return found
    }

    static func == (a: CustomPropertyScope, b: CustomPropertyScope) -> Bool { a === b || a.all == b.all }
    func hash(into hasher: inout Hasher) { hasher.combine(all) }
}
