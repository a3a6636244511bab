/// A pseudo-class of a compound selector, as Selectors 4 defines it for a static document.
///
/// Structural ones look at the element's place among its siblings; `:not()`, `:is()` and `:where()` at
/// compound selectors; `:link` and `:any-link` match `a` elements with an `href`; `:scope` is `:root` (a
/// `<style>` sheet has no scoping root) and `:defined` matches every element. User-action and state
/// pseudo-classes (`:hover`, `:focus`, `:checked` …) are valid and match nothing: nothing is hovered in
/// a drawing. An unknown pseudo-class is not valid CSS, and drops its rule (see `Selector+PseudoClasses`).
public indirect enum PseudoClass: Hashable, Sendable {
    /// `:nth-child(An+B)` and relatives: the element is the (An+B)-th for some n ≥ 0, counted from the
    /// start or the end, among all element siblings or only those of its type. `:first-child` is
    /// `(0, 1)`, `:last-of-type` is `(0, 1)` from the end of its type.
    case nth(a: Int, b: Int, fromEnd: Bool, ofType: Bool)
    /// `:only-child`, `:only-of-type`.
    case only(ofType: Bool)
    case root
    /// No element children and no text (comments aside).
    case empty
    /// `:link`, `:any-link`.
    case link
    /// `:not(A, B)`: none matches.
    case not([CompoundSelector])
    /// `:is(A, B)` and `:where(A, B)`: one matches.
    case isAny([CompoundSelector])
    /// A user-action or state pseudo-class.
    case never
    /// `:defined`: every element of an SVG document is defined (only an HTML custom element waiting for
    /// its definition is not).
    case always

    /// Whether matching needs the element's place in the document: its siblings, parent or children.
    /// `:link` and the state pseudo-classes look at the element alone, and `:not()` and `:is()` need the
    /// place only when an argument does (`:not(:first-child)`, not `:not(.a)`), so that selectors
    /// without such a need are matched without building positions.
    var needsPosition: Bool {
        switch self {
        case .nth, .only, .root, .empty: true
        case .link, .never, .always: false
        case .not(let selectors), .isAny(let selectors): selectors.contains { $0.needsPosition }
        }
    }

    /// Whether the element has this pseudo-class, for one that does not need its place
    /// (``needsPosition``); false for one that does.
    func matches(_ subject: SelectorSubject) -> Bool {
        switch self {
        case .nth, .only, .root, .empty: false
        case .link: Self.isLink(name: subject.name, attribute: subject.attribute)
        case .not(let selectors): !selectors.contains { $0.matches(subject) }
        case .isAny(let selectors): selectors.contains { $0.matches(subject) }
        case .never: false
        case .always: true
        }
    }

    /// Whether the element at `position` has this pseudo-class.
    func matches(_ position: DocumentPosition) -> Bool {
        switch self {
        case .nth(let a, let b, let fromEnd, let ofType):
            let siblings = position.siblingIndices(ofType: ofType)
            guard let offset = position.offset(among: siblings) else { return false }
            let index = fromEnd ? siblings.count - offset : offset + 1
            return Self.isNth(index, a: a, b: b)
        case .only(let ofType):
            return position.siblingIndices(ofType: ofType).count == 1
        case .root: return position.isRoot
        case .empty:
            return position.element.children.allSatisfy {
                switch $0 {
                case .comment, .processingInstruction: true
                case .text(let text), .cdata(let text): text.isEmpty
                default: false
                }
            }
        case .link:
            let element = position.element
            return Self.isLink(name: element.localName, attribute: { element[attribute: $0] })
        case .not(let selectors): return !selectors.contains { $0.matches(position) }
        case .isAny(let selectors): return selectors.contains { $0.matches(position) }
        case .never: return false
        case .always: return true
        }
    }

    /// `:link`: an `a` element with an `href` (SVG 1.1's `xlink:href` included).
    private static func isLink(name: Substring, attribute: (String) -> String?) -> Bool {
        name == "a" && (attribute("href") ?? attribute("xlink:href")) != nil
    }

    /// Whether index (from 1) is `a·n + b` for some integer n ≥ 0.
    static func isNth(_ index: Int, a: Int, b: Int) -> Bool {
        if a == 0 { return index == b }
        let difference = index - b
        return difference % a == 0 && difference / a >= 0
    }

    /// Parses An+B (`odd`, `even`, `3`, `-n+3`, `2n + 1`, `+n`), as CSS Syntax 3 §6 writes it. A and B
    /// are clamped to 32 bits, as browsers clamp them, so `index - b` cannot overflow.
    static func parseNth(_ text: String) -> (a: Int, b: Int)? {
        parseUnclampedNth(text).map { (Int(Int32(clamping: $0.a)), Int(Int32(clamping: $0.b))) }
    }

    /// Whitespace may stand around the whole and around the sign before B, nowhere else (`2 n`, `1 0`,
    /// `+ n` and `n+-1` are not An+B). Whitespace is CSS's (space, tab and the newlines LF, CR and FF),
    /// and only ASCII letters change case.
    private static func parseUnclampedNth(_ text: String) -> (a: Int, b: Int)? {
        let compact = text.asciiLowercased().trimmingASCIIWhitespace()
        func isWhitespace(_ character: Character) -> Bool { character.asciiValue.map(ASCII.isWhitespace) ?? false }
        if compact == "odd" { return (2, 1) }
        if compact == "even" { return (2, 0) }
        func integer(_ text: Substring, signed: Bool) -> Int? {
            let digits = signed && (text.first == "+" || text.first == "-") ? text.dropFirst() : text
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(text)
        }
        guard let n = compact.firstIndex(of: "n") else { return integer(compact[...], signed: true).map { (0, $0) } }
        let a: Int
        switch compact[..<n] {
        case "", "+": a = 1
        case "-": a = -1
        case let coefficient:
            guard let value = integer(coefficient, signed: true) else { return nil }
            a = value
        }
        let rest = compact[compact.index(after: n)...].drop(while: isWhitespace)
        guard let sign = rest.first else { return (a, 0) }
        guard sign == "+" || sign == "-", let value = integer(rest.dropFirst().drop(while: isWhitespace), signed: false)
        else { return nil }
        return (a, sign == "+" ? value : -value)
    }

    /// The pseudo-classes a drawing has no user or state for (nor a shadow tree: `:host`), each shipped
    /// by a browser engine. `:blank`, `:local-link` and `:target-within` are left out: Selectors 4 names
    /// them, but no engine ships them, so browsers drop the rules that use them.
    static let stateNames: Set<String> = [
        "hover", "active", "focus", "focus-within", "focus-visible", "visited", "target", "checked", "disabled", "enabled",
        "indeterminate", "default", "valid", "invalid", "required", "optional", "read-only", "read-write",
        "placeholder-shown", "autofill", "-webkit-autofill", "playing", "paused", "seeking", "buffering", "stalled", "muted",
        "volume-locked", "current", "past", "future", "fullscreen", "modal", "picture-in-picture", "popover-open", "open",
        "user-invalid", "user-valid", "in-range", "out-of-range", "host",
    ]
}
