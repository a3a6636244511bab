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
/// pseudo-classes (`:hover`, `:focus` …) match nothing, as in a page nobody touches. What is not
/// matched (pseudo-elements, `:lang()`, `:has()`, complex selectors inside `:not()`, namespaced
/// attributes) is parsed, keeps its specificity, and is marked unsupported with the reason, so it never
/// matches rather than matching too much; the resolver reports it.
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

    /// Whether matching needs the element's place in the document: a sibling combinator or a
    /// pseudo-class somewhere in the selector.
    public var needsPosition: Bool {
        subject.needsPosition || context.contains { $0.combinator == .nextSibling || $0.combinator == .subsequentSibling || $0.compound.needsPosition }
    }

    /// Whether an element matches; `ancestors` (nearest first) is called only when the selector has a
    /// context. A selector that needs the element's place in the document (``needsPosition``) does not
    /// match without it.
    public func matches(_ element: SelectorSubject, ancestors: () -> [SelectorSubject]) -> Bool {
        guard isSupported, !needsPosition, subject.matches(element) else { return false }
        return context.isEmpty || Self.contextMatches(context, ancestors())
    }

    /// Whether the element at `position` matches, combinators and pseudo-classes included. Each
    /// (step, element) pair is tried once, so matching stays polynomial however the combinators nest.
    public func matches(at position: DocumentPosition) -> Bool {
        guard isSupported, subject.matches(position) else { return false }
        var failed = Set<StepAttempt>()
        return contextMatches(step: 0, from: position, failed: &failed)
    }

    private struct StepAttempt: Hashable {
        var step: Int
        var path: [Int]
    }

    private func contextMatches(step: Int, from position: DocumentPosition, failed: inout Set<StepAttempt>) -> Bool {
        guard step < context.count else { return true }
        let attempt = StepAttempt(step: step, path: position.path)
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
    static func contextMatches(_ steps: [Step], _ ancestors: [SelectorSubject]) -> Bool {
        // failed[s * (n + 1) + a]: step s cannot be satisfied from ancestor a on.
        var failed = [Bool](repeating: false, count: steps.count * (ancestors.count + 1))
        // Through buffers, not a nested function capturing them: that boxed `failed` and checked
        // exclusivity on every access, and copied each ancestor's subject (half the time of matching).
        return failed.withUnsafeMutableBufferPointer { failed in
            steps.withUnsafeBufferPointer { steps in
                ancestors.withUnsafeBufferPointer { ancestors in
                    AncestorSteps(steps: steps, ancestors: ancestors, failed: failed).satisfy(0, from: 0)
                }
            }
        }
    }

    /// The state of ``contextMatches(_:_:)``.
    private struct AncestorSteps {
        let steps: UnsafeBufferPointer<Step>
        let ancestors: UnsafeBufferPointer<SelectorSubject>
        let failed: UnsafeMutableBufferPointer<Bool>

        func satisfy(_ step: Int, from start: Int) -> Bool {
            if step == steps.count { return true }
            let key = step &* (ancestors.count &+ 1) &+ start
            guard start < ancestors.count, !failed[key] else { return false }
            if steps[step].compound.matches(ancestors[start]) && satisfy(step + 1, from: start + 1) { return true }
            if steps[step].combinator == .descendant && satisfy(step, from: start + 1) { return true }
            failed[key] = true
            return false
        }
    }

    public var description: String { text }

    /// Pseudo-classes (and the old one-colon pseudo-elements) that end a class name instead of extending
    /// it (lower case).
    static let pseudoClasses: Set<String> = Set([
        "link", "any-link", "first-child", "last-child", "only-child", "first-of-type", "last-of-type", "only-of-type",
        "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type", "not", "is", "where", "matches", "has",
        "root", "empty", "lang", "dir", "scope", "defined",
    ]).union(PseudoClass.stateNames).union(legacyPseudoElements)

    /// CSS 2's pseudo-elements, which may be written with one colon (`.a:before`).
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    /// Parses one selector of a group (no commas); `nil` when it is not valid CSS at all, which makes
    /// the whole rule invalid.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Selector? {
        let trimmed = CSSText.trimmed(bytes)
        guard !trimmed.isEmpty else { return nil }
        var compounds: [CompoundSelector] = []
        var combinators: [SelectorCombinator] = []
        var specificity = Specificity()
        var unsupported: String?
        var i = trimmed.startIndex
        while true {
            guard let (compound, next) = parseCompound(trimmed, at: i, specificity: &specificity, unsupported: &unsupported) else {
                return nil
            }
            compounds.append(compound)
            i = next
            if i == trimmed.endIndex { break }
            // A combinator: whitespace, or `>`, `+`, `~` with optional whitespace around.
            let start = i
            while i < trimmed.endIndex, ASCII.isWhitespace(trimmed[i]) { i += 1 }
            var combinator = SelectorCombinator.descendant
            if i < trimmed.endIndex {
                switch trimmed[i] {
                case 0x3E: combinator = .child; i += 1
                case ASCII.plus: combinator = .nextSibling; i += 1
                case 0x7E: combinator = .subsequentSibling; i += 1  // ~
                default:
                    guard i > start else { return nil }  // two compounds need something between them
                }
            }
            while i < trimmed.endIndex, ASCII.isWhitespace(trimmed[i]) { i += 1 }
            guard i < trimmed.endIndex else { return nil }  // a combinator needs a compound after it
            combinators.append(combinator)
        }
        let subject = compounds.removeLast()
        let context = zip(combinators.reversed(), compounds.reversed()).map { Step(combinator: $0, compound: $1) }
        return Selector(subject: subject, context: context, unsupportedFeature: unsupported, specificity: specificity,
                        text: String(decoding: trimmed, as: UTF8.self))
    }

    /// One compound selector at `start`, up to a combinator or the end; `nil` when none is there or it
    /// is not valid CSS.
    static func parseCompound(_ trimmed: ArraySlice<UInt8>, at start: Int, specificity: inout Specificity,
                              unsupported: inout String?) -> (CompoundSelector, Int)? {
        var compound = CompoundSelector()
        var i = start
        if i < trimmed.endIndex, trimmed[i] == ASCII.asterisk {
            i += 1
        } else if let (name, next) = identifier(trimmed, at: i) {
            compound.typeName = name
            specificity.types += 1
            i = next
        }
        while i < trimmed.endIndex {
            let byte = trimmed[i]
            if byte == ASCII.period || byte == ASCII.hash {
                guard var (name, next) = identifier(trimmed, at: i + 1) else { return nil }
                if byte == ASCII.period {
                    while next < trimmed.endIndex, trimmed[next] == ASCII.colon,
                          let (part, after) = identifier(trimmed, at: next + 1),
                          !pseudoClasses.contains(part.lowercased()), after == trimmed.endIndex || trimmed[after] != ASCII.openParen {
                        name += ":" + part
                        next = after
                    }
                    compound.classes.append(name)
                    specificity.classes += 1
                } else {
                    compound.ids.append(name)
                    specificity.ids += 1
                }
                i = next
            } else if byte == ASCII.colon {
                var next = i + 1
                var isElement = false
                if next < trimmed.endIndex, trimmed[next] == ASCII.colon { next += 1; isElement = true }
                guard let (name, after) = identifier(trimmed, at: next) else { return nil }
                next = after
                var argument: ArraySlice<UInt8>?
                if next < trimmed.endIndex, trimmed[next] == ASCII.openParen {
                    let close = CSSText.skipBalanced(trimmed, from: next)
                    guard trimmed[close - 1] == ASCII.closeParen else { return nil }
                    argument = trimmed[(next + 1)..<(close - 1)]
                    next = close
                }
                let lowercased = name.lowercased()
                if isElement || legacyPseudoElements.contains(lowercased) {
                    // A pseudo-element: nothing of a drawing is one.
                    specificity.types += 1
                    unsupported = unsupported ?? "pseudo-elements"
                } else if let pseudoClass = Self.pseudoClass(lowercased, argument, specificity: &specificity) {
                    compound.pseudoClasses.append(pseudoClass)
                } else {
                    specificity.classes += 1
                    unsupported = unsupported ?? "the pseudo-class ':\(lowercased)'"
                }
                i = next
            } else if byte == ASCII.openBracket {
                let end = CSSText.skipBalanced(trimmed, from: i)
                guard trimmed[end - 1] == ASCII.closeBracket else { return nil }
                let inside = trimmed[(i + 1)..<(end - 1)]
                specificity.classes += 1
                if let condition = attributeSelector(inside) {
                    compound.attributes.append(condition)
                } else if let bar = inside.firstIndex(of: 0x7C), bar + 1 == inside.endIndex || inside[bar + 1] != 0x3D {
                    // `[ns|name]`, `[*|name=v]`: a namespace prefix (a `|` that does not start `|=`), valid
                    // CSS that we do not resolve.
                    unsupported = unsupported ?? "namespaced attribute selectors"
                } else {
                    return nil
                }
                i = end
            } else if ASCII.isWhitespace(byte) || byte == 0x3E || byte == ASCII.plus || byte == 0x7E {
                break
            } else {
                return nil
            }
        }
        return i > start ? (compound, i) : nil
    }

    /// A pseudo-class and its argument (`nth-child` and `2n+1`), adding its specificity; nil when it is
    /// not one that is matched.
    static func pseudoClass(_ name: String, _ argument: ArraySlice<UInt8>?, specificity: inout Specificity) -> PseudoClass? {
        let text = argument.map { String(decoding: $0, as: UTF8.self) }
        var result: PseudoClass?
        switch (name, text) {
        case ("first-child", nil): result = .nth(a: 0, b: 1, fromEnd: false, ofType: false)
        case ("last-child", nil): result = .nth(a: 0, b: 1, fromEnd: true, ofType: false)
        case ("only-child", nil): result = .only(ofType: false)
        case ("first-of-type", nil): result = .nth(a: 0, b: 1, fromEnd: false, ofType: true)
        case ("last-of-type", nil): result = .nth(a: 0, b: 1, fromEnd: true, ofType: true)
        case ("only-of-type", nil): result = .only(ofType: true)
        case ("root", nil): result = .root
        case ("empty", nil): result = .empty
        case ("link", nil), ("any-link", nil): result = .link
        case ("nth-child", let text?), ("nth-last-child", let text?), ("nth-of-type", let text?), ("nth-last-of-type", let text?):
            // `of S` (Selectors 4) is not matched.
            guard let (a, b) = PseudoClass.parseNth(text) else { return nil }
            result = .nth(a: a, b: b, fromEnd: name.contains("last"), ofType: name.hasSuffix("of-type"))
        case ("not", _?), ("is", _?), ("where", _?), ("matches", _?):
            guard let argument, let (selectors, most) = compoundList(argument) else { return nil }
            if name != "where" {
                specificity.ids += most.ids
                specificity.classes += most.classes
                specificity.types += most.types
            }
            return name == "not" ? .not(selectors) : .isAny(selectors)
        default:
            guard text == nil, PseudoClass.stateNames.contains(name) else { return nil }
            result = .never
        }
        specificity.classes += 1
        return result
    }

    /// The comma-separated compound selectors of `:not()`, `:is()` or `:where()`, and the highest
    /// specificity among them; nil when one is not a compound selector (a combinator inside, say).
    static func compoundList(_ bytes: ArraySlice<UInt8>) -> ([CompoundSelector], Specificity)? {
        var selectors: [CompoundSelector] = []
        var most = Specificity()
        var start = bytes.startIndex
        var i = bytes.startIndex
        while i <= bytes.endIndex {
            if i == bytes.endIndex || bytes[i] == ASCII.comma {
                let part = CSSText.trimmed(bytes[start..<i])
                var specificity = Specificity()
                var unsupported: String?
                guard !part.isEmpty, let (compound, end) = parseCompound(part, at: part.startIndex, specificity: &specificity, unsupported: &unsupported),
                      end == part.endIndex, unsupported == nil else { return nil }
                selectors.append(compound)
                most = max(most, specificity)
                start = i + 1
                i += 1
                continue
            }
            i = CSSText.skipBalanced(bytes, from: i)
        }
        return (selectors, most)
    }

    /// The inside of `[…]`: a name, and optionally an operator, a value (an identifier or a quoted
    /// string) and an `i` or `s` flag. `nil` for anything else, namespaced names included.
    static func attributeSelector(_ inside: ArraySlice<UInt8>) -> AttributeSelector? {
        let text = CSSText.trimmed(inside)
        var i = text.startIndex
        guard let (name, afterName) = identifier(text, at: i) else { return nil }
        i = afterName
        while i < text.endIndex, ASCII.isWhitespace(text[i]) { i += 1 }
        if i == text.endIndex { return AttributeSelector(name: name, operation: .exists, value: "", ignoresCase: false) }
        var operation: AttributeSelector.Operator
        if text[i] == 0x3D {
            operation = .equals
            i += 1
        } else {
            guard i + 1 < text.endIndex, text[i + 1] == 0x3D,
                  let found = AttributeSelector.Operator(rawValue: String(decoding: text[i...(i + 1)], as: UTF8.self)) else { return nil }
            operation = found
            i += 2
        }
        while i < text.endIndex, ASCII.isWhitespace(text[i]) { i += 1 }
        guard i < text.endIndex else { return nil }
        let value: String
        if text[i] == ASCII.quote || text[i] == ASCII.apostrophe {
            let quote = text[i]
            guard let close = text[(i + 1)...].firstIndex(of: quote) else { return nil }
            value = String(decoding: text[(i + 1)..<close], as: UTF8.self)
            i = close + 1
        } else {
            guard let (word, next) = identifier(text, at: i) else { return nil }
            value = word
            i = next
        }
        while i < text.endIndex, ASCII.isWhitespace(text[i]) { i += 1 }
        var ignoresCase = false
        if i < text.endIndex {
            guard i + 1 == text.endIndex, text[i] | 0x20 == 0x69 || text[i] | 0x20 == 0x73 else { return nil }  // i or s
            ignoresCase = text[i] | 0x20 == 0x69
        }
        return AttributeSelector(name: name, operation: operation, value: value, ignoresCase: ignoresCase)
    }

    /// A CSS identifier at `index` (letters, digits, `-`, `_`, non-ASCII, and backslash escapes, which are
    /// decoded); `nil` when none starts there.
    static func identifier(_ bytes: ArraySlice<UInt8>, at index: Int) -> (String, Int)? {
        // An identifier cannot start with a digit (an escaped one, `\31 0`, is fine).
        guard index < bytes.endIndex, !ASCII.isDigit(bytes[index]) else { return nil }
        var result: [UInt8] = []
        var i = index
        while i < bytes.endIndex {
            let byte = bytes[i]
            if ASCII.isWordByte(byte) || byte >= 0x80 {
                result.append(byte)
                i += 1
            } else if byte == ASCII.backslash, i + 1 < bytes.endIndex {
                i += 1
                var hex: UInt32 = 0
                var digits = 0
                while digits < 6, i < bytes.endIndex, let value = ASCII.hexValue(bytes[i]) {
                    hex = hex * 16 + value
                    digits += 1
                    i += 1
                }
                if digits > 0 {
                    if i < bytes.endIndex, ASCII.isWhitespace(bytes[i]) { i += 1 }
                    result.append(contentsOf: String(UnicodeScalar(hex) ?? "\u{FFFD}").utf8)
                } else {
                    result.append(bytes[i])
                    i += 1
                }
            } else {
                break
            }
        }
        guard !result.isEmpty else { return nil }
        return (String(decoding: result, as: UTF8.self), i)
    }
}
