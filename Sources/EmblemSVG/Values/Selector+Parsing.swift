/// Reading selectors from style-sheet text.
extension Selector {
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
    /// string, escapes decoded as in ``quotedString(_:at:)``) and an `i` or `s` flag. `nil` for anything
    /// else, namespaced names included.
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
            guard let (string, next) = quotedString(text, at: i) else { return nil }
            value = string
            i = next
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
}
