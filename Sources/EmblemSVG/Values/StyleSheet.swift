/// The rules of an SVG `<style>` element, and the cascade over them.
///
/// Parsing is forgiving, as CSS is: comments are removed, the rules inside an `@media` block are kept
/// when its query matches the ``MediaEnvironment`` (and dropped otherwise), other `@`-rules
/// (`@font-face`, `@import`, `@supports` …) are skipped whole, a rule whose selector list is not valid
/// CSS is dropped, and invalid declarations are skipped. One invalid selector, an unknown pseudo-class
/// such as `:foo` among them, drops its whole rule, as in browsers. Selectors that need what a drawing
/// does not have (user state such as `:hover`) are valid and kept, and never match; those Emblem does
/// not match (namespaced attribute selectors, pseudo-elements) are reported (see ``Selector``).
///
/// ```swift
/// let sheet = StyleSheet(parsing: ".hierarchical-0:secondary { fill: red; -sfsymbols-clear-behind: true }")
/// sheet.value(of: "fill", forElement: "path", id: nil, classes: ["hierarchical-0:secondary"])  // "red"
/// ```
public struct StyleSheet: Hashable, Sendable {
    /// One rule: a selector group and its declarations, in source order.
    public struct Rule: Hashable, Sendable {
        public var selectors: [Selector]
        public var declarations: [Declaration]

        public init(selectors: [Selector], declarations: [Declaration]) {
            self.selectors = selectors
            self.declarations = declarations
        }
    }

    /// The rules in source order.
    public var rules: [Rule] { storage.rules }
    /// The selector lists of the rules dropped because one of their selectors is not valid CSS (an
    /// unknown pseudo-class, a stray combinator …), as written: a browser drops them silently, but an
    /// author wants to know why a rule does nothing.
    public var invalidSelectorLists: [String] { storage.invalidSelectorLists }
    /// The selector list, as written, of the first rule dropped because the sheet holds more than
    /// ``maximumSelectors`` selectors (it and every rule after it are dropped); nil when none was.
    public var firstDroppedSelectorList: String? { storage.firstDroppedSelectorList }

    /// What a sheet holds, in one object that is never changed: a sheet is copied into every cascade
    /// and document that reads it, and one reference is retained once, where its arrays, dictionaries and
    /// texts were each retained (eight references, ≈ 0.2% of parse + resolve + write of an icon set
    /// without a single `<style>`).
    private final class Storage: Sendable {
        let rules: [Rule]
        let invalidSelectorLists: [String]
        let firstDroppedSelectorList: String?
        /// The rules' selectors by what their subject must be, so an element is matched against the few
        /// that can match it, not against every rule: 5,000 class rules over 100,000 elements took 31 s.
        let index: SelectorIndex
        /// What handing each rule's declarations to an element costs, in selector steps (see
        /// ``StyleSheet/handingCost(of:)``), by rule index.
        let handingCosts: [Int]

        init(rules: [Rule], reading: Reading) {
            self.rules = rules
            invalidSelectorLists = reading.invalidSelectorLists
            firstDroppedSelectorList = reading.firstDroppedSelectorList
            index = SelectorIndex(rules)
            handingCosts = rules.map(StyleSheet.handingCost(of:))
        }
    }

    private let storage: Storage

    public init(rules: [Rule] = []) {
        self.init(rules: rules, reading: Reading())
    }

    /// The sheet of a document without `<style>` (most icons): one shared value, copied by reference
    /// counts, where making one built and dropped an empty selector index each time (≈ 150 instructions
    /// an icon).
    package static let empty = StyleSheet()

    private init(rules: [Rule], reading: Reading) {
        storage = Storage(rules: rules, reading: reading)
    }

    /// Sheets are equal when they read the same: the same rules, and the same rules dropped.
    public static func == (lhs: StyleSheet, rhs: StyleSheet) -> Bool {
        lhs.storage === rhs.storage || (lhs.rules == rhs.rules && lhs.invalidSelectorLists == rhs.invalidSelectorLists
                                        && lhs.firstDroppedSelectorList == rhs.firstDroppedSelectorList)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules)
        hasher.combine(invalidSelectorLists)
        hasher.combine(firstDroppedSelectorList)
    }

    /// What handing `rule`'s declarations to an element costs, in selector steps: applying one takes about
    /// as long as trying ``DocumentIndex/declarationCost`` selectors, the rule counting as one more, and
    /// a custom property three times that, as the element keeps it in a dictionary for its children
    /// (≈ 1.2 µs and 100 bytes). Counting only the selectors tried, a sheet whose rules all match every
    /// element (200,000 `*` rules over 100,000 shapes, or one rule of 800,000 declarations) spent a step
    /// per rule and ran for minutes.
    static func handingCost(of rule: Rule) -> Int {
        let custom = rule.declarations.lazy.filter { $0.name.hasPrefix("--") }.count
        return (rule.declarations.count + 1 + 2 * custom) &* DocumentIndex.declarationCost
    }

    /// Parses the text of a `<style>` element, keeping the `@media` rules that match `media`.
    ///
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String, media: MediaEnvironment = MediaEnvironment()) {
        let bytes = withUTF8Bytes(text) { CSSText.removingComments($0) }[...]
        var reading = Reading()
        let rules = Self.rules(in: bytes, media: media, reading: &reading)
        self.init(rules: rules, reading: reading)
    }

    /// The most selectors a document's sheets are read for, the list of a rule dropped as invalid counting
    /// one; the rule that would pass it and every rule after it are dropped (see
    /// ``firstDroppedSelectorList``). Every rule read is kept, ≈ 350 bytes and 2 µs each, by each of the
    /// passes that read a document's sheets, so 30 MB of `a{}` in three `<style>`s took 24 s and 3.8 GB;
    /// 100,000 take 0.2 s and 35 MB. An SF Symbols export has a few dozen.
    public static let maximumSelectors = 100_000

    /// What reading a sheet notes besides its rules.
    struct Reading {
        /// The selector lists of the rules dropped as invalid, as written.
        var invalidSelectorLists: [String] = []
        /// How many more selectors may be read.
        var selectorsLeft = StyleSheet.maximumSelectors
        var firstDroppedSelectorList: String?
    }

    /// The deepest `@media` blocks nest and are still read; deeper ones are dropped. Ours: each level is
    /// measured to its end before its rules are read, so nesting cost time growing with its square (32,000
    /// levels in 256 KB took 10 s in every command that resolves); real sheets nest one or two.
    static let maximumMediaNesting = 16

    /// The rules of a sheet or of an `@media` block, in source order, up to the selectors `reading`
    /// has left; the selector lists of those dropped as invalid go to `reading` too.
    static func rules(in bytes: ArraySlice<UInt8>, media: MediaEnvironment, reading: inout Reading, depth: Int = 0) -> [Rule] {
        var rules: [Rule] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if ASCII.isWhitespace(byte) { i += 1; continue }
            if Self.hasPrefix(bytes, at: i, "<!--") { i += 4; continue }  // CDO and CDC are ignored in sheets
            if Self.hasPrefix(bytes, at: i, "-->") { i += 3; continue }
            if byte == ASCII.at {
                // An at-rule ends at the first `;` or after its `{…}` block.
                let preludeStart = i
                while i < bytes.endIndex, bytes[i] != ASCII.semicolon, bytes[i] != ASCII.openBrace {
                    i = CSSText.skipBalanced(bytes, from: i)
                }
                guard i < bytes.endIndex, bytes[i] == ASCII.openBrace else { i += 1; continue }
                let blockEnd = CSSText.skipBalanced(bytes, from: i)
                if depth < Self.maximumMediaNesting, let query = mediaQuery(bytes[preludeStart..<i]), media.matches(query) {
                    let bodyEnd = blockEnd > i + 1 && bytes[blockEnd - 1] == ASCII.closeBrace ? blockEnd - 1 : blockEnd
                    rules += Self.rules(in: bytes[(i + 1)..<max(i + 1, bodyEnd)], media: media, reading: &reading, depth: depth + 1)
                    if reading.firstDroppedSelectorList != nil { return rules }
                }
                i = blockEnd
                continue
            }
            let preludeStart = i
            while i < bytes.endIndex, bytes[i] != ASCII.openBrace { i = CSSText.skipBalanced(bytes, from: i) }
            guard i < bytes.endIndex else { break }  // a prelude without a block is dropped
            let prelude = bytes[preludeStart..<i]
            let blockEnd = CSSText.skipBalanced(bytes, from: i)
            let blockBodyEnd = blockEnd > i + 1 && bytes[blockEnd - 1] == ASCII.closeBrace ? blockEnd - 1 : blockEnd
            let body = bytes[(i + 1)..<max(i + 1, blockBodyEnd)]
            i = blockEnd
            // Counted before they are split and parsed, so a list of millions is neither.
            var count = 0
            CSSText.forEachPart(of: prelude, separatedBy: ASCII.comma) { _ in count += 1 }
            guard count <= reading.selectorsLeft else {
                reading.firstDroppedSelectorList = Self.text(of: prelude)
                return rules
            }
            if let selectors = Self.selectorGroup(prelude) {
                reading.selectorsLeft -= selectors.count
                rules.append(Rule(selectors: selectors, declarations: DeclarationListParser.parse(body)))
            } else {
                reading.selectorsLeft -= 1
                reading.invalidSelectorLists.append(Self.text(of: prelude))
            }
        }
        return rules
    }

    /// A rule's selector list as written, its whitespace runs made single spaces.
    static func text(of prelude: ArraySlice<UInt8>) -> String {
        String(decoding: prelude, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The query list of an `@media` prelude (`@media (prefers-color-scheme: dark)`), nil for other at-rules.
    static func mediaQuery(_ prelude: ArraySlice<UInt8>) -> String? {
        let keyword = prelude.prefix { ASCII.isWordByte($0) || $0 == ASCII.at }
        guard String(decoding: keyword, as: UTF8.self).lowercased() == "@media" else { return nil }
        return String(decoding: prelude[keyword.endIndex...], as: UTF8.self)
    }

    /// The declarations that apply to an element, in cascade order: later ones win, so applying them in
    /// sequence gives the cascaded value of each property.
    ///
    /// Normal declarations come first, sorted by the specificity of the most specific matching selector
    /// of their rule, then by source order; `!important` declarations follow in the same order, because
    /// they beat every normal declaration.
    public func declarations(forElement name: String, id: String?, classes: [String]) -> [Declaration] {
        // One subject for every selector tried, with no attributes or ancestors to look at.
        declarations(for: SelectorSubject(name: name[...], id: id, classes: classes), ancestors: { [] })
    }

    /// ``declarations(forElement:id:classes:)`` for an element with attributes and ancestors (nearest
    /// first), and its place in the document for the selectors that need it (sibling combinators,
    /// structural pseudo-classes); both are worked out only if a selector needs them, and then once.
    /// With a `budget`, each selector tried spends a step of it, and none is tried once it is spent.
    public func declarations(for element: SelectorSubject, ancestors: () -> [SelectorSubject],
                             position: () -> DocumentPosition? = { nil }, budget: DocumentIndex? = nil) -> [Declaration] {
        var known: [SelectorSubject]?
        var knownPosition: DocumentPosition??
        return declarations(name: element.name, id: element.id, classes: element.classes, budget: budget, matching: { selector in
            if selector.needsPosition {
                if knownPosition == nil { knownPosition = .some(position()) }
                return knownPosition!.map(selector.matches(at:)) ?? false
            }
            // Each compound tested against an ancestor spends what a step of a walk does: 100 rules of 100
            // descendant steps over 190 nested groups tested 361 million and took 9 s, within the budget
            // of selectors tried.
            var tests = 0
            let matched = selector.matches(element, ancestors: {
                if let known { return known }
                known = ancestors()
                return known!
            }, tests: &tests)
            if tests > 0, let budget { _ = budget.step(cost: tests &* DocumentIndex.walkStepCost) }
            return matched
        })
    }

    /// The declarations of the rules with a selector that `matches`, among those the index offers for an
    /// element with this name, id and classes.
    private func declarations(name: Substring, id: String?, classes: [String], budget: DocumentIndex?,
                              matching matches: (Selector) -> Bool) -> [Declaration] {
        // Past the budget nothing matches: the candidates are not even gathered (200,000 `.a` rules copied
        // for each of 100,000 elements after the budget was spent took 13 s).
        guard !rules.isEmpty, budget?.isExhausted != true else { return [] }
        var best: [Int: Specificity] = [:]  // rule → the highest specificity among its matching selectors
        for candidate in storage.index.candidates(name: name, id: id, classes: classes) {
            if let budget, !budget.step() { break }
            let selector = rules[candidate.rule].selectors[candidate.selector]
            guard matches(selector) else { continue }
            best[candidate.rule] = max(best[candidate.rule] ?? selector.specificity, selector.specificity)
        }
        // What the element is handed costs too (see `handingCost(of:)`).
        if let budget, !best.isEmpty, !budget.step(cost: best.keys.reduce(0) { $0 &+ storage.handingCosts[$1] }) { return [] }
        var matched = best.map { (specificity: $0.value, order: $0.key) }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        let ordered = matched.flatMap { rules[$0.order].declarations }
        return ordered.filter { !$0.isImportant } + ordered.filter(\.isImportant)
    }

    /// The cascaded value of one property (standard or custom, such as `-sfsymbols-clear-behind` or
    /// `--accent`) for an element, or `nil` when no rule sets it.
    public func value(of property: String, forElement name: String, id: String?, classes: [String]) -> String? {
        let key = property.hasPrefix("--") ? property : property.lowercased()
        return declarations(forElement: name, id: id, classes: classes).last { $0.name == key }?.value
    }

    /// A rule's selector list; `nil` when one selector is invalid, which drops the rule.
    static func selectorGroup(_ prelude: ArraySlice<UInt8>) -> [Selector]? {
        var selectors: [Selector] = []
        for part in Selector.commaSeparated(prelude) {
            guard let selector = Selector.parse(part) else { return nil }
            selectors.append(selector)
        }
        return selectors
    }

    static func hasPrefix(_ bytes: ArraySlice<UInt8>, at index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.endIndex - index >= count else { return false }
        for k in 0..<count where bytes[index + k] != prefix.utf8Start[k] { return false }
        return true
    }
}
