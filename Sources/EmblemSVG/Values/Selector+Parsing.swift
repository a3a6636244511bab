/// Reading selectors from style-sheet text.
extension Selector {
    /// Parses one selector of a group (no commas); `nil` when it is not valid CSS at all, which makes
    /// the whole rule invalid. Inside a pseudo-class's argument (`inArgument`), pseudo-elements are not
    /// allowed.
    static func parse(_ bytes: ArraySlice<UInt8>, inArgument: Bool = false) -> Selector? {
        let trimmed = CSSText.trimmed(bytes)
        guard !trimmed.isEmpty else { return nil }
        // Arguments are parsed by recursion, each level scanning its own again: past a depth no real sheet
        // needs, the selector is refused (1,000 nested `:is(` overflowed the stack).
        if !inArgument, CSSText.nestingDepth(trimmed) > Self.maximumNesting { return nil }
        var compounds: [CompoundSelector] = []
        var combinators: [SelectorCombinator] = []
        var state = ParseState(inArgument: inArgument)
        var i = trimmed.startIndex
        while true {
            guard let (compound, next) = parseCompound(trimmed, at: i, state: &state) else { return nil }
            compounds.append(compound)
            i = next
            if i == trimmed.endIndex { break }
            // A pseudo-element is the last thing a selector selects: nothing is inside or after it.
            guard !state.isAfterPseudoElement else { return nil }
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
        return Selector(subject: subject, context: context, unsupportedFeature: state.unsupported, specificity: state.specificity,
                        text: String(decoding: trimmed, as: UTF8.self))
    }

    /// The deepest brackets a selector may nest (`:is(:not(…))`, attribute selectors included).
    static let maximumNesting = 32

    /// What parsing a selector gathers over its compounds.
    struct ParseState {
        /// In a pseudo-class's argument, where pseudo-elements are invalid.
        let inArgument: Bool
        var specificity = Specificity()
        /// The first thing met that is valid but not matched, for ``Selector/unsupportedFeature``.
        var unsupported: String?
        /// After a pseudo-element, only user-action pseudo-classes (`::before:hover`) and, after `::before`
        /// or `::after`, `::marker` may follow (CSS Pseudo 4), and no combinator.
        var isAfterPseudoElement: Bool { lastPseudoElement != nil }
        /// The last pseudo-element, lower-case.
        var lastPseudoElement: String?
    }

    /// The parts of a selector list between its top-level commas (those inside brackets or strings do
    /// not count), untrimmed; one empty part for empty text.
    static func commaSeparated(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] { CSSText.split(bytes, at: ASCII.comma) }

    /// One compound selector at `start`, up to a combinator or the end; `nil` when none is there or it
    /// is not valid CSS.
    static func parseCompound(_ trimmed: ArraySlice<UInt8>, at start: Int, state: inout ParseState) -> (CompoundSelector, Int)? {
        var compound = CompoundSelector()
        var i = start
        // A namespace prefix on the type: `*|` (any namespace) is what a name without one means when no
        // `@namespace` is declared, so it passes; `|rect` (no namespace, which no SVG element is in) is not
        // matched; `svg|rect` needs a prefix `@namespace` declares, which Emblem does not read, and is
        // invalid without one, as in browsers.
        func isBar(_ index: Int) -> Bool {
            index < trimmed.endIndex && trimmed[index] == 0x7C && (index + 1 == trimmed.endIndex || trimmed[index + 1] != 0x3D)
        }
        if i < trimmed.endIndex, trimmed[i] == ASCII.asterisk, isBar(i + 1) {
            i += 2
        } else if isBar(i) {
            state.unsupported = state.unsupported ?? "elements in no namespace"
            i += 1
        } else if let (_, next) = identifier(trimmed, at: i), isBar(next) {
            return nil
        }
        if i < trimmed.endIndex, trimmed[i] == ASCII.asterisk {
            i += 1
        } else if let (name, next) = identifier(trimmed, at: i) {
            compound.typeName = name
            state.specificity.types += 1
            i = next
        }
        while i < trimmed.endIndex {
            let byte = trimmed[i]
            if ASCII.isWhitespace(byte) || byte == 0x3E || byte == ASCII.plus || byte == 0x7E { break }
            // After a pseudo-element, only pseudo-classes and pseudo-elements.
            if state.isAfterPseudoElement && byte != ASCII.colon { return nil }
            if byte == ASCII.period || byte == ASCII.hash {
                guard var (name, next) = identifier(trimmed, at: i + 1) else { return nil }
                if byte == ASCII.period {
                    while next < trimmed.endIndex, trimmed[next] == ASCII.colon,
                          let (part, after) = identifier(trimmed, at: next + 1),
                          !pseudoClassNames.contains(part.asciiLowercased()), after == trimmed.endIndex || trimmed[after] != ASCII.openParen {
                        name += ":" + part
                        next = after
                    }
                    compound.classes.append(name)
                    state.specificity.classes += 1
                } else {
                    compound.ids.append(name)
                    state.specificity.ids += 1
                }
                i = next
            } else if byte == ASCII.colon {
                guard let next = parsePseudo(trimmed, at: i, into: &compound, state: &state) else { return nil }
                i = next
            } else if byte == ASCII.openBracket {
                let end = CSSText.skipBalanced(trimmed, from: i)
                guard trimmed[end - 1] == ASCII.closeBracket else { return nil }
                let inside = trimmed[(i + 1)..<(end - 1)]
                state.specificity.classes += 1
                if let condition = attributeSelector(inside) {
                    compound.attributes.append(condition)
                } else if let bar = inside.firstIndex(of: 0x7C), bar + 1 == inside.endIndex || inside[bar + 1] != 0x3D {
                    // `[ns|name]`, `[*|name=v]`: a namespace prefix (a `|` that does not start `|=`), valid
                    // CSS that we do not resolve.
                    state.unsupported = state.unsupported ?? "namespaced attribute selectors"
                } else {
                    return nil
                }
                i = end
            } else {
                return nil
            }
        }
        return i > start ? (compound, i) : nil
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
