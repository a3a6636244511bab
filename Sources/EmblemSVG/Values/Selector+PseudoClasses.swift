/// Reading pseudo-classes and pseudo-elements, and telling the valid from the invalid as browsers do.
///
/// A selector list with one invalid selector is invalid as a whole, and its rule is dropped (Selectors 4
/// §3.1): `path:foo, rect { fill: red }` paints nothing. An unknown pseudo-class or pseudo-element is
/// invalid, and so is a known one written wrongly (`:hover()`, `:not`, `:nth-child(x)`, `::before.a`).
/// A known one that a drawing never has (`:hover`, `:visited`, `::before`) is valid and matches nothing,
/// so `a:hover, path { fill: red }` still paints paths. The exception is `:is()` and `:where()`, whose
/// argument is a forgiving list: an invalid selector in it is left out, and the rest stays
/// (`:is(:foo, rect)` is `:is(rect)`).
///
/// Known means defined by Selectors 4 or CSS Pseudo-Elements 4 and shipped by a browser engine: `:blank`,
/// `:local-link` and `:target-within` are specified but shipped nowhere, so browsers drop their rules.
extension Selector {
    /// What a pseudo-class turned out to be.
    enum PseudoClassReading {
        /// One that is matched.
        case matched(PseudoClass)
        /// Valid, but not matched, with the reason for ``Selector/unsupportedFeature``.
        case unmatched(String)
        /// Not valid CSS: the whole rule is dropped.
        case invalid
    }

    /// Pseudo-classes without an argument, by lower-case name.
    static let plainPseudoClasses: [String: PseudoClass] = {
        var table: [String: PseudoClass] = [
            "first-child": .nth(a: 0, b: 1, fromEnd: false, ofType: false),
            "last-child": .nth(a: 0, b: 1, fromEnd: true, ofType: false),
            "only-child": .only(ofType: false),
            "first-of-type": .nth(a: 0, b: 1, fromEnd: false, ofType: true),
            "last-of-type": .nth(a: 0, b: 1, fromEnd: true, ofType: true),
            "only-of-type": .only(ofType: true),
            "root": .root, "empty": .empty, "link": .link, "any-link": .link,
            // A sheet with no scoping root (a `<style>`'s) has the document's root as its scope.
            "scope": .root, "defined": .always,
        ]
        for name in PseudoClass.stateNames { table[name] = .never }
        return table
    }()

    /// Pseudo-classes written as functions; ``pseudoClass(_:_:specificity:)`` reads each.
    static let functionalPseudoClasses: Set<String> = [
        "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type", "not", "is", "where", "matches", "has", "lang",
        "dir", "host", "state",
    ]

    /// The user-action pseudo-classes, the only ones allowed after a pseudo-element (`::before:hover`).
    static let userActionPseudoClasses: Set<String> = ["hover", "active", "focus", "focus-visible", "focus-within"]

    /// CSS 2's pseudo-elements, which may be written with one colon (`.a:before`).
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    /// Pseudo-elements without an argument. Any other beginning with `-webkit-` is valid too, as
    /// browsers keep it valid for compatibility.
    static let plainPseudoElements: Set<String> = legacyPseudoElements.union([
        "marker", "placeholder", "selection", "backdrop", "file-selector-button", "cue", "grammar-error", "spelling-error",
        "target-text", "details-content", "view-transition",
    ])

    /// Pseudo-elements written as functions.
    static let functionalPseudoElements: Set<String> = [
        "part", "slotted", "highlight", "cue", "view-transition-group", "view-transition-image-pair", "view-transition-old",
        "view-transition-new",
    ]

    /// Names that end a class name after a colon instead of extending it (lower case): see ``Selector``.
    static let pseudoClassNames: Set<String> = Set(plainPseudoClasses.keys)
        .union(functionalPseudoClasses).union(legacyPseudoElements)

    /// Reads the pseudo-class or pseudo-element at `index` (its first colon) into `compound` and `state`;
    /// the index after it, or `nil` when it makes the selector invalid.
    static func parsePseudo(_ bytes: ArraySlice<UInt8>, at index: Int, into compound: inout CompoundSelector,
                            state: inout ParseState) -> Int? {
        var next = index + 1
        let isElement = next < bytes.endIndex && bytes[next] == ASCII.colon
        if isElement { next += 1 }
        guard let (written, after) = identifier(bytes, at: next) else { return nil }
        next = after
        var argument: ArraySlice<UInt8>?
        if next < bytes.endIndex, bytes[next] == ASCII.openParen {
            let close = CSSText.skipBalanced(bytes, from: next)
            guard bytes[close - 1] == ASCII.closeParen else { return nil }
            argument = bytes[(next + 1)..<(close - 1)]
            next = close
        }
        let name = written.asciiLowercased()
        if isElement || (argument == nil && legacyPseudoElements.contains(name)) {
            guard !state.inArgument, isPseudoElement(name, argument) else { return nil }
            // Pseudo-elements do not nest, but for the marker of a `::before` or `::after` (CSS Pseudo 4 §4):
            // `::before::before` and `::marker::before` are not valid selectors.
            if let outer = state.lastPseudoElement, !((outer == "before" || outer == "after") && name == "marker") { return nil }
            // Nothing of a drawing is a pseudo-element.
            state.specificity.types += 1
            state.unsupported = state.unsupported ?? "pseudo-elements"
            state.lastPseudoElement = name
            return next
        }
        guard !state.isAfterPseudoElement || (argument == nil && userActionPseudoClasses.contains(name)) else { return nil }
        switch pseudoClass(name, argument, specificity: &state.specificity) {
        case .matched(let pseudoClass): compound.pseudoClasses.append(pseudoClass)
        case .unmatched(let reason): state.unsupported = state.unsupported ?? reason
        case .invalid: return nil
        }
        return next
    }

    /// Whether a pseudo-element of this lower-case name and argument is valid.
    static func isPseudoElement(_ name: String, _ argument: ArraySlice<UInt8>?) -> Bool {
        guard let argument else { return plainPseudoElements.contains(name) || name.hasPrefix("-webkit-") }
        return functionalPseudoElements.contains(name) && !CSSText.trimmed(argument).isEmpty
    }

    /// A pseudo-class by lower-case name and its argument (`nth-child` and `2n+1`), adding its
    /// specificity.
    static func pseudoClass(_ name: String, _ argument: ArraySlice<UInt8>?, specificity: inout Specificity) -> PseudoClassReading {
        guard let argument else {
            guard let pseudoClass = plainPseudoClasses[name] else { return .invalid }
            specificity.classes += 1
            return .matched(pseudoClass)
        }
        switch name {
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            return nthPseudoClass(name, argument, specificity: &specificity)
        case "not", "is", "where", "matches":
            guard let selectors = selectorArgument(argument, isForgiving: name != "not") else { return .invalid }
            if name != "where" { specificity.add(selectors.map(\.specificity).max() ?? Specificity()) }
            if let reason = selectors.lazy.compactMap(\.unsupportedFeature).first { return .unmatched(reason) }
            guard selectors.allSatisfy(\.context.isEmpty) else { return .unmatched("complex selectors inside ':\(name)()'") }
            let compounds = selectors.map(\.subject)
            return .matched(name == "not" ? .not(compounds) : .isAny(compounds))
        case "has":
            guard let most = relativeSelectorSpecificity(argument) else { return .invalid }
            specificity.add(most)
            return .unmatched("the pseudo-class ':has'")
        case "lang":
            guard isLanguageRangeList(argument) else { return .invalid }
            specificity.classes += 1
            return .unmatched("the pseudo-class ':lang'")
        case "dir", "state":
            let word = CSSText.trimmed(argument)
            guard identifier(word, at: word.startIndex)?.1 == word.endIndex else { return .invalid }
            specificity.classes += 1
            // Which way text runs is not matched; a drawing has no custom element with a state.
            return name == "dir" ? .unmatched("the pseudo-class ':dir'") : .matched(.never)
        case "host":
            // A drawing has no shadow tree, so no host.
            let inside = CSSText.trimmed(argument)
            var state = ParseState(inArgument: true)
            guard let (_, end) = parseCompound(inside, at: inside.startIndex, state: &state), end == inside.endIndex else {
                return .invalid
            }
            specificity.add(state.specificity)
            specificity.classes += 1
            return .matched(.never)
        default:
            return .invalid
        }
    }

    /// `:nth-child(An+B)` and relatives. `of S` after An+B (Selectors 4) is valid for `nth-child` and
    /// `nth-last-child` only, and not matched.
    static func nthPseudoClass(_ name: String, _ argument: ArraySlice<UInt8>, specificity: inout Specificity) -> PseudoClassReading {
        let (formula, list) = splitAtOf(argument)
        guard let (a, b) = PseudoClass.parseNth(String(decoding: formula, as: UTF8.self)) else { return .invalid }
        specificity.classes += 1
        let ofType = name.hasSuffix("of-type")
        guard let list else { return .matched(.nth(a: a, b: b, fromEnd: name.contains("last"), ofType: ofType)) }
        guard !ofType, let selectors = selectorArgument(list, isForgiving: false) else { return .invalid }
        specificity.add(selectors.map(\.specificity).max() ?? Specificity())
        return .unmatched("the pseudo-class ':\(name)(An+B of S)'")
    }

    /// The text before and after the word `of` in `An+B of S`, or all of it and `nil` without one. An+B
    /// has no `o`, and `of` stands after whitespace and before something that does not continue a word.
    static func splitAtOf(_ bytes: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>?) {
        var i = bytes.startIndex + 1
        while i + 1 < bytes.endIndex {
            if ASCII.lowercased(bytes[i]) == 0x6F, ASCII.lowercased(bytes[i + 1]) == 0x66, ASCII.isWhitespace(bytes[i - 1]),
               i + 2 == bytes.endIndex || !(ASCII.isWordByte(bytes[i + 2]) || bytes[i + 2] >= 0x80 || bytes[i + 2] == ASCII.backslash) {
                return (bytes[..<i], bytes[(i + 2)...])
            }
            i += 1
        }
        return (bytes, nil)
    }

    /// The highest specificity in `:has()`'s list of relative selectors (`> .a, + b`), none of them
    /// forgiven; `nil` when one is invalid.
    static func relativeSelectorSpecificity(_ bytes: ArraySlice<UInt8>) -> Specificity? {
        var most = Specificity()
        for part in commaSeparated(bytes) {
            var relative = CSSText.trimmed(part)
            if let first = relative.first, first == 0x3E || first == ASCII.plus || first == 0x7E { relative = relative.dropFirst() }
            guard let selector = parse(relative, inArgument: true) else { return nil }
            most = max(most, selector.specificity)
        }
        return most
    }

    /// Whether `:lang()`'s argument is a list of language ranges, each an identifier or a string
    /// (`en, "*-CH"`).
    static func isLanguageRangeList(_ bytes: ArraySlice<UInt8>) -> Bool {
        commaSeparated(bytes).allSatisfy { part in
            let range = CSSText.trimmed(part)
            guard let first = range.first else { return false }
            let end = first == ASCII.quote || first == ASCII.apostrophe ? quotedString(range, at: range.startIndex)?.1
                : identifier(range, at: range.startIndex)?.1
            return end == range.endIndex
        }
    }

    /// The selectors of a pseudo-class's argument, a comma-separated list of complex selectors. An
    /// invalid one makes the whole list invalid (`nil`), unless the list `isForgiving`: then it is left
    /// out, and an empty list is valid.
    static func selectorArgument(_ bytes: ArraySlice<UInt8>, isForgiving: Bool) -> [Selector]? {
        var selectors: [Selector] = []
        for part in commaSeparated(bytes) {
            if let selector = parse(part, inArgument: true) {
                selectors.append(selector)
            } else if !isForgiving {
                return nil
            }
        }
        return selectors
    }
}

extension Specificity {
    mutating func add(_ other: Specificity) {
        ids += other.ids
        classes += other.classes
        types += other.types
    }
}
