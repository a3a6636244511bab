/// CSS specificity as (ids, classes, types): compared lexicographically, as the cascade does.
public struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var ids: Int
    public var classes: Int
    public var types: Int

    public init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
        (self.ids, self.classes, self.types) = (ids, classes, types)
    }

    public static func < (a: Specificity, b: Specificity) -> Bool {
        (a.ids, a.classes, a.types) < (b.ids, b.classes, b.types)
    }

    public var description: String { "(\(ids),\(classes),\(types))" }
}

/// One complex selector from a `<style>` sheet: a compound selector for the element itself, and the
/// compound selectors its ancestors and earlier siblings must match, joined by descendant (`g path`),
/// child (`g > path`), next-sibling (`a + b`) or subsequent-sibling (`a ~ b`) combinators.
///
/// Matched as Selectors 4 matches them in a static document: types, `*`, classes, ids, attribute
/// conditions (`[name]`, `=`, `~=`, `|=`, `^=`, `$=`, `*=`, the `i` flag), all four combinators, the
/// structural pseudo-classes (`:first-child`, `:nth-child(2n+1)`, `:last-of-type`, `:only-child`,
/// `:root`, `:empty` …), `:not()`, `:is()` and `:where()` of compound selectors, and `:link`. State
/// pseudo-classes (`:hover`, `:focus` …) are valid and match nothing, as in a page nobody touches. What
/// is valid but not matched (pseudo-elements, `:lang()`, `:has()`, complex selectors inside `:not()`,
/// namespaced attributes) is parsed, keeps its specificity, and is marked unsupported with the reason,
/// so it never matches rather than matching too much; the resolver reports it. What is not valid CSS,
/// an unknown pseudo-class or pseudo-element included (`:foo`, `::foo`), makes the whole selector list
/// invalid, as in browsers, except inside `:is()` and `:where()`, which leave it out (see
/// `Selector+PseudoClasses.swift`).
///
/// SF Symbols exports write class names with a colon, `.hierarchical-0:secondary` and
/// `.multicolor-1:systemRedColor`, which are meant as single class names. So `:` followed by a name after
/// a class continues the class name, unless the name is a CSS pseudo-class (`:hover`, `:first-child` …).
/// The escaped form `.hierarchical-0\:secondary` means the same class.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The conditions on the element itself.
    public var subject: CompoundSelector
    /// The conditions on its ancestors, nearest first: `a > b c` has `(descendant, b)` then `(child, a)`.
    public var context: [Step]
    /// `false` when the selector needs something we do not match on (see the type's discussion).
    public var isSupported: Bool { unsupportedFeature == nil }
    /// What the selector needs that is not matched, as words for a diagnostic ("pseudo-elements",
    /// "namespaced attribute selectors").
    public var unsupportedFeature: String?
    public var specificity: Specificity
    /// The selector text as written, trimmed.
    public var text: String

    public struct Step: Hashable, Sendable {
        public var combinator: SelectorCombinator
        public var compound: CompoundSelector
    }

    /// The subject's type, or `nil` for `*` or none.
    public var typeName: String? { subject.typeName }
    /// The ids the element must have (one in practice).
    public var ids: [String] { subject.ids }
    /// The classes the element must all have.
    public var classes: [String] { subject.classes }

    /// Whether matching needs the element's place in the document: a sibling combinator, or a compound
    /// that needs it (see ``CompoundSelector/needsPosition``).
    public var needsPosition: Bool {
        subject.needsPosition || context.contains { $0.combinator == .nextSibling || $0.combinator == .subsequentSibling || $0.compound.needsPosition }
    }

    /// Whether an element matches; `ancestors` (nearest first) is called only when the selector has a
    /// context. A selector that needs the element's place in the document (``needsPosition``) does not
    /// match without it.
    public func matches(_ element: SelectorSubject, ancestors: () -> [SelectorSubject]) -> Bool {
        var tests = 0
        return matches(element, ancestors: ancestors, tests: &tests)
    }

    /// ``matches(_:ancestors:)``, adding to `tests` the compounds it tested against ancestors, which a
    /// caller with a budget spends (`DocumentIndex`).
    func matches(_ element: SelectorSubject, ancestors: () -> [SelectorSubject], tests: inout Int) -> Bool {
        guard isSupported, !needsPosition, subject.matches(element) else { return false }
        return context.isEmpty || Self.contextMatches(context, ancestors(), tests: &tests)
    }

    /// Whether the element at `position` matches, combinators and pseudo-classes included. Each
    /// (step, element) pair is tried once, so matching stays polynomial however the combinators nest.
    public func matches(at position: DocumentPosition) -> Bool {
        guard isSupported, subject.matches(position) else { return false }
        var failed = Set<StepAttempt>()
        return contextMatches(step: 0, from: position, failed: &failed)
    }

    /// A step tried from one place in the document (by its path: one element value may stand in two
    /// places of a document built in code, with different ancestors).
    private struct StepAttempt: Hashable {
        var step: Int
        var parentPath: [Int]
        var offsetInParent: Int
    }

    private func contextMatches(step: Int, from position: DocumentPosition, failed: inout Set<StepAttempt>) -> Bool {
        guard step < context.count else { return true }
        let attempt = StepAttempt(step: step, parentPath: position.parentPath, offsetInParent: position.offsetInParent)
        if failed.contains(attempt) { return false }
        let (combinator, compound) = (context[step].combinator, context[step].compound)
        var candidate: DocumentPosition?
        switch combinator {
        case .child, .descendant: candidate = position.parent
        case .nextSibling, .subsequentSibling: candidate = position.previousSibling
        }
        while let current = candidate, position.step() {
            if compound.matches(current) && contextMatches(step: step + 1, from: current, failed: &failed) { return true }
            switch combinator {
            case .descendant: candidate = current.parent
            case .subsequentSibling: candidate = current.previousSibling
            case .child, .nextSibling: candidate = nil
            }
        }
        failed.insert(attempt)
        return false
    }

    /// Whether an element with this type name, id and classes, and no attributes or ancestors to look
    /// at, matches.
    public func matches(elementName: String, id: String?, classes elementClasses: [String]) -> Bool {
        guard context.isEmpty, subject.attributes.isEmpty else { return false }
        return matches(SelectorSubject(name: elementName[...], id: id, classes: elementClasses), ancestors: { [] })
    }

    /// Whether `ancestors` (nearest first) satisfy the steps: a child step takes the next ancestor, a
    /// descendant step that one or any later one. Step s from ancestor a holds when a matches s and step
    /// s + 1 holds from a + 1, or, for a descendant step, when step s holds from a + 1. Each (step,
    /// ancestor) pair is worked out once and tests one compound, so matching takes steps × ancestors
    /// tests at worst. (Trying every later ancestor from each pair was steps × ancestors²: 60,000 tests
    /// per element for `svg.x g g path` under 200 nested groups.)
    static func contextMatches(_ steps: [Step], _ ancestors: [SelectorSubject], tests: inout Int) -> Bool {
        // failed[s * (n + 1) + a]: step s cannot be satisfied from ancestor a on.
        var failed = [Bool](repeating: false, count: steps.count * (ancestors.count + 1))
        // Through buffers, not a nested function capturing them: that boxed `failed` and checked
        // exclusivity on every access, and copied each ancestor's subject (half the time of matching).
        return withUnsafeMutablePointer(to: &tests) { tests in
            failed.withUnsafeMutableBufferPointer { failed in
                steps.withUnsafeBufferPointer { steps in
                    ancestors.withUnsafeBufferPointer { ancestors in
                        AncestorSteps(steps: steps, ancestors: ancestors, failed: failed, tests: tests).satisfy(0, from: 0)
                    }
                }
            }
        }
    }

    /// The state of ``contextMatches(_:_:)``.
    private struct AncestorSteps {
        let steps: UnsafeBufferPointer<Step>
        let ancestors: UnsafeBufferPointer<SelectorSubject>
        let failed: UnsafeMutableBufferPointer<Bool>
        /// The compounds tested so far.
        let tests: UnsafeMutablePointer<Int>

        func satisfy(_ step: Int, from start: Int) -> Bool {
            if step == steps.count { return true }
            let key = step &* (ancestors.count &+ 1) &+ start
            guard start < ancestors.count, !failed[key] else { return false }
            tests.pointee &+= 1
            if steps[step].compound.matches(ancestors[start]) && satisfy(step + 1, from: start + 1) { return true }
            if steps[step].combinator == .descendant && satisfy(step, from: start + 1) { return true }
            failed[key] = true
            return false
        }
    }

    public var description: String { text }
}
