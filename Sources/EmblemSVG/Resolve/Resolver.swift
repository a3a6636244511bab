import EmblemGeometry

/// Resolves an `SVGDocument` into a `Drawing`: shapes become paths, `use` and `symbol` are expanded, the
/// style cascade is computed, definitions are collected. Problems that do not stop drawing come back as
/// diagnostics; nothing here throws, because a browser would draw what it can.
public struct Resolver: Sendable {
    /// The deepest `use` chain followed before giving up (guards against reference cycles and bombs).
    public var maximumUseDepth: Int
    /// The reader's languages (BCP 47 tags, most preferred first) that `systemLanguage` tests match;
    /// with none, no such test passes and `switch`es draw their fallbacks (see `ConditionalProcessing`).
    public var languages: [String]
    /// The appearance `@media` rules of style sheets are evaluated against.
    public var media: MediaEnvironment
    /// The steps selector matching may take in one document (see `DocumentIndex`).
    public var selectorStepBudget = DocumentIndex.stepBudget
    /// The most elements `use` may draw copies of in one document: as many as a document may hold
    /// (`XMLLimits.maximumElements`). Ten uses of ten uses of … of ten shapes is SVG's billion laughs:
    /// 2 KB that would draw 10⁹ shapes. Past the limit, `use` draws nothing more, and a warning says so.
    public var maximumInstancedElements = XMLLimits.default.maximumElements
    /// The most bytes of attribute values (path data, mostly) `use` may draw copies of in one document:
    /// a quarter of what a document may hold (`XMLLimits.maximumBytes`). Counting elements alone let
    /// 11 KB of uses draw 10,000 copies of a 2,000-segment path: 20 million segments, 2.5 GB, and a
    /// render killed after a minute.
    public var maximumInstancedBytes = XMLLimits.default.maximumBytes / 4
    /// Whether shapes get their geometry. Without it every shape's path is empty, and a transform measured
    /// against a box (`transform-box: fill-box`) has none; ids, classes, styles, sources and the tree
    /// are the same. For callers that restyle the document and never draw the drawing (recolouring), to
    /// whom reading the path data is a fifth of the work; no path data diagnostics then either.
    package var buildsGeometry = true
    /// Whether texts librsvg could not draw in reasonable time are left out
    /// (`Drawing.leavingOutUndrawableText()`), for callers that draw the drawing. Asked only when the
    /// document resolved a text.
    package var leavesOutUndrawableText = false
    /// Whether every `path` keeps its data as written beside its geometry (``DrawingShape/sourcePathData``),
    /// with its compact text at the precision for the root's viewBox
    /// (``NumberFormat/defaultPrecision(forViewport:)``) read in the same pass: for callers that write the
    /// drawing (``DrawingWriter``), which then writes arcs and quadratic curves as the file had them, and
    /// reads no path data again. Needs `buildsGeometry`.
    public var keepsPathData = false
    /// With `keepsPathData`, whether a `path` whose data reads without error has only its compact text
    /// made, and its geometry read from the data when something first asks for it (``DrawingShape/path``):
    /// for a caller that writes the drawing and may never measure nor draw its paths (`emblem render -o
    /// x.svg`), to which building the geometry is ≈ 9% of the work. Paths with mid markers and broken data
    /// are read whole as before; anything that asks for a path gets the same geometry, later.
    public var defersPathGeometry = false

    public init(maximumUseDepth: Int = 16, languages: [String] = [], media: MediaEnvironment = MediaEnvironment()) {
        self.maximumUseDepth = maximumUseDepth
        self.languages = languages
        self.media = media
    }

    public func resolve(_ document: SVGDocument) -> (drawing: Drawing, diagnostics: [Diagnostic]) {
        var run = ResolverRun(root: document.root, maximumUseDepth: maximumUseDepth, languages: languages, media: media,
                              selectorStepBudget: selectorStepBudget, instanceLimit: maximumInstancedElements,
                              instanceByteLimit: maximumInstancedBytes,
                              buildsGeometry: buildsGeometry, keepsPathData: keepsPathData, defersPathGeometry: defersPathGeometry)
        let drawing = run.resolveRoot()
        guard leavesOutUndrawableText, run.resolvedText else { return (drawing, document.placing(run.diagnostics)) }
        let (drawn, textDiagnostics) = drawing.leavingOutUndrawableText()
        return (drawn, document.placing(run.diagnostics) + textDiagnostics)
    }
}

/// One resolution of one document: its state as the tree is walked. Not copyable: a run is made, used and
/// dropped, and when it could be copied the compiler copied the whole of it, every array and sheet it
/// holds, on the way out of its initializer (≈ 700 instructions an icon).
struct ResolverRun: ~Copyable {
    /// The document's root element, all of the document a run reads. (Not the `SVGDocument`: copying
    /// one in, and destroying the copy, cost ≈ 250 instructions an icon.)
    let root: XMLElement
    let maximumUseDepth: Int
    var diagnostics: [Diagnostic] = []
    var cascade: StyleCascade
    /// Elements with an id, with their child-index path from the root; built when first asked (by a
    /// `use`, a viewport's clip or a preserved element's references), since most icons need none.
    private var elementsByID: [String: (element: XMLElement, source: [Int])]?
    /// The references already warned of (`checkReferences(of:at:)`): once each, not once for every shape
    /// that inherits a paint. (Optional: nearly every document has none, and makes no set.)
    var warnedReferences: Set<String>?
    /// Definitions (collected, then made standalone) and where each stands in the document (nil for the
    /// clip paths of viewports, which the resolver makes).
    var definitions: [XMLElement] = []
    var definitionSources: [[Int]?] = []
    /// Ids that preserved content and definitions refer to (see `addReferencedElements`).
    var referencedIDs: [String] = []
    /// The path `inheritedStyle(at:)` last worked out, and the style after each of its elements
    /// (index k: the root … the element at depth k applied).
    var inheritedChain: (source: [Int], styles: [DrawingStyle]) = ([], [])
    /// See `ancestorContext(of:)`.
    var lastAncestorContext: AncestorContext?
    let conditions: ConditionalProcessing
    /// How many viewport clip paths the resolver has made (their ids count up).
    var viewportClipCount = 0
    /// The copies of user-space gradients measured in a nested viewport, by gradient id and viewport
    /// (`ResolverRun+ViewportGradients`); its count numbers the next copy.
    var viewportGradients: [ViewportGradientKey: String] = [:]
    /// Shared by the positions that selectors with sibling combinators and pseudo-classes look at, and
    /// the budget of selector matching; made only for documents with a style sheet.
    let documentIndex: DocumentIndex?
    /// The most elements `use` may draw copies of (see `Resolver.maximumInstancedElements`), and how
    /// many it has.
    let instanceLimit: Int
    /// The most bytes of attribute values `use` may draw copies of (`Resolver.maximumInstancedBytes`),
    /// and how many it has.
    let instanceByteLimit: Int
    var instancedBytes = 0
    /// See `Resolver.buildsGeometry`.
    let buildsGeometry: Bool
    var instances = 0
    var reportedInstancing = false
    /// Whether a `<text>` was resolved (see `Resolver.leavesOutUndrawableText`).
    var resolvedText = false
    var useStack: [String] = []
    /// The root's viewBox (or size), read once.
    let rootViewport: Rect
    /// Where every `path` keeps its data, the format of its compact text (see `Resolver.keepsPathData`).
    let pathDataFormat: NumberFormat?
    /// See `Resolver.defersPathGeometry`; only with `pathDataFormat`.
    let defersPathGeometry: Bool

    init(root: XMLElement, maximumUseDepth: Int, languages: [String], media: MediaEnvironment,
         selectorStepBudget: Int, instanceLimit: Int, instanceByteLimit: Int, buildsGeometry: Bool, keepsPathData: Bool = false,
         defersPathGeometry: Bool = false) {
        self.root = root
        self.buildsGeometry = buildsGeometry
        self.instanceLimit = instanceLimit
        self.instanceByteLimit = instanceByteLimit
        self.maximumUseDepth = maximumUseDepth
        conditions = ConditionalProcessing(languages: languages)
        var sheetText = ""
        var hasDefinitions = false
        var styleLocation: SourceLocation?
        Self.collect(root, sheetText: &sheetText, hasDefinitions: &hasDefinitions, styleLocation: &styleLocation)
        if hasDefinitions {
            // Their paths in a second walk: most icons have none, and tracking a path costs an allocation.
            var definitions: [(XMLElement, [Int])] = []
            var source: [Int] = []
            var ids: Set<String> = []
            Self.collectDefinitions(root, into: &definitions, source: &source, ids: &ids)
            self.definitions = definitions.map(\.0)
            definitionSources = definitions.map(\.1)
        }
        rootViewport = ViewBox.viewport(of: root)
        // From a local: `defersPathGeometry` set from `pathDataFormat` read back from `self` here made a
        // release build (Swift 6.3.1) corrupt memory in every resolve; a debug build ran correctly.
        let keepsPathData = keepsPathData && buildsGeometry
        pathDataFormat = keepsPathData ? NumberFormat(precision: NumberFormat.defaultPrecision(forViewport: rootViewport)) : nil
        self.defersPathGeometry = defersPathGeometry && keepsPathData
        // Most icons have no `<style>`: they share an empty sheet and have no selectors to report.
        let sheet = sheetText.isEmpty ? StyleSheet.empty : StyleSheet(parsing: sheetText, media: media)
        self.cascade = StyleCascade(sheet: sheet, viewport: rootViewport)
        documentIndex = sheet.rules.isEmpty ? nil : DocumentIndex(stepBudget: selectorStepBudget)
        if !sheetText.isEmpty { diagnostics = Self.selectorWarnings(for: sheet, at: styleLocation) }
    }

    /// Warnings for the selectors of `sheet` that are not valid CSS, or that Emblem does not match, each
    /// said once.
    static func selectorWarnings(for sheet: StyleSheet, at styleLocation: SourceLocation?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var reported: Set<String> = []
        if let dropped = sheet.firstDroppedSelectorList {
            warnings.append(Diagnostic(.warning, "Dropped the CSS rules from \(DiagnosticText.quoted(dropped)) on: the style sheets hold more than "
                                       + "\(StyleSheet.maximumSelectors) selectors, the most Emblem reads (each rule read is kept in memory).",
                                       at: styleLocation))
        }
        for text in sheet.invalidSelectorLists where reported.insert(text).inserted {
            warnings.append(Diagnostic(.warning, "Dropped the CSS rule for \(DiagnosticText.quoted(text)): its selector list is not valid CSS "
                                       + "(an unknown pseudo-class, for one), and one invalid selector drops the whole rule, as in browsers.",
                                       at: styleLocation))
        }
        for selector in sheet.rules.flatMap(\.selectors) {
            guard let feature = selector.unsupportedFeature, reported.insert(selector.text).inserted else { continue }
            warnings.append(Diagnostic(.warning, "Ignored the CSS selector \(DiagnosticText.quoted(selector.text)): Emblem does not match \(feature).",
                                       at: styleLocation))
        }
        return warnings
    }

    /// Gathers the text of every `<style>`, and notes whether there are definitions (see
    /// `isDefinition`), whose content is not searched further. (A static function with `inout`
    /// parameters: a nested one that captured them would box them on the heap.)
    static func collect(_ element: XMLElement, sheetText: inout String, hasDefinitions: inout Bool,
                        styleLocation: inout SourceLocation?) {
        if element.kind == .style {
            sheetText += element.textContent + "\n"
            styleLocation = styleLocation ?? element.location
        } else if isDefinition(element) {
            hasDefinitions = true
            return
        }
        for child in element.children {
            if case .element(let childElement) = child {
                collect(childElement, sheetText: &sheetText, hasDefinitions: &hasDefinitions, styleLocation: &styleLocation)
            }
        }
    }

    /// The definitions with their child-index paths, `source` being `element`'s, in document order.
    ///
    /// A definition whose id an element before it already has is left out: a reference finds the first
    /// element with an id (as `getElementById` does), so nothing refers to it, and written first in the
    /// drawing it would capture the references meant for that element. (Breeze's `audio-headphones`
    /// gives each path the id of its gradient; librsvg and browsers paint those paths with nothing.)
    /// `ids` gathers the ids seen so far.
    static func collectDefinitions(_ element: XMLElement, into definitions: inout [(XMLElement, [Int])], source: inout [Int],
                                   ids: inout Set<String>) {
        let isFirstWithItsID = element[attribute: "id"].map { ids.insert($0).inserted } ?? true
        if isDefinition(element) {
            if isFirstWithItsID { definitions.append((element, source)) }
            gatherIDs(inside: element, into: &ids)
            return
        }
        for (offset, child) in element.children.enumerated() {
            if case .element(let childElement) = child {
                source.append(offset)
                collectDefinitions(childElement, into: &definitions, source: &source, ids: &ids)
                source.removeLast()
            }
        }
    }

    /// The ids of `element`'s descendants.
    static func gatherIDs(inside element: XMLElement, into ids: inout Set<String>) {
        for child in element.children {
            guard case .element(let childElement) = child else { continue }
            if let id = childElement[attribute: "id"] { ids.insert(id) }
            gatherIDs(inside: childElement, into: &ids)
        }
    }

    /// What the drawing keeps as definitions: gradients, patterns, clip paths, masks, filters and
    /// markers with an id.
    static func isDefinition(_ element: XMLElement) -> Bool {
        switch element.kind {
        case .linearGradient, .radialGradient, .pattern, .clipPath, .mask, .filter, .marker: element[attribute: "id"] != nil
        default: false
        }
    }

    /// The element with this id (the first in document order) and its child-index path from the root.
    mutating func target(withID id: String) -> (element: XMLElement, source: [Int])? {
        if let elementsByID { return elementsByID[id] }
        var byID: [String: (element: XMLElement, source: [Int])] = [:]
        func index(_ element: XMLElement, _ source: [Int]) {
            if let id = element[attribute: "id"], byID[id] == nil { byID[id] = (element, source) }
            for (offset, child) in element.children.enumerated() {
                if case .element(let childElement) = child { index(childElement, source.appending(offset)) }
            }
        }
        index(root, [])
        elementsByID = byID
        return byID[id]
    }

    /// The elements enclosing the one at `source` (child indices from the root), nearest first: what
    /// descendant and child selectors look at. Those of a `use`d element are its own in the document,
    /// not the `use`'s, as CSS matches against the document tree.
    func ancestors(of source: [Int]) -> [XMLElement] {
        DocumentPosition.chain(from: root, along: source).map { Array($0.dropLast().reversed()) } ?? []
    }

    /// The element at `source` and its place in the document, sharing the run's `documentIndex`.
    func position(of source: [Int]) -> DocumentPosition? {
        DocumentPosition(root: root, path: source, index: documentIndex)
    }

    /// The declarations that apply to the element at `source` (see `StyleCascade.declarations`).
    func declarations(of element: XMLElement, at source: [Int]) -> [Declaration] {
        StyleCascade.declarations(for: element, matched: sheetDeclarations(of: element, at: source))
    }

    /// The style sheet's declarations that match the element at `source`: selectors see its ancestors
    /// and its place in the document, worked out only for those that ask.
    func sheetDeclarations(of element: XMLElement, at source: [Int]) -> [Declaration] {
        guard !cascade.sheet.rules.isEmpty else { return [] }
        // Found at most once, for the selectors that need the position and those that need the ancestors.
        var found: DocumentPosition??
        let root = self.root, index = documentIndex
        let position = {
            // Not `position(of:)`: a closure that called it would capture the whole run.
            if found == nil { found = .some(DocumentPosition(root: root, path: source, index: index)) }
            return found!
        }
        return cascade.sheet.declarations(for: SelectorSubject(element), ancestors: { position()?.ancestors.map(SelectorSubject.init) ?? [] },
                                          position: position, budget: documentIndex)
    }

    mutating func resolveRoot() -> Drawing {
        let (width, height) = (ViewBox.pixels(of: "width", on: root), ViewBox.pixels(of: "height", on: root))
        let group = resolveGroup(root, source: [], inheriting: DrawingStyle(), extraTransform: .identity) ?? DrawingGroup()
        for index in definitions.indices {
            guard let source = definitionSources[index] else { continue }
            definitions[index] = standalone(definitions[index], source: source, inheriting: inheritedStyle(at: source))
        }
        if !referencedIDs.isEmpty { addReferencedElements(drawn: group) }
        if let documentIndex, documentIndex.isExhausted {
            diagnostics.append(Diagnostic(.warning, "Stopped matching CSS selectors after \(documentIndex.stepBudget) steps "
                                          + "(a sheet that makes every element try every rule, or walk all its siblings); "
                                          + "elements past that point did not match them."))
        }
        // Without a viewBox nothing is scaled, so the attribute has nothing to say.
        let fit = root[attribute: "preserveAspectRatio"] == nil || ViewBox.parse(root[attribute: "viewBox"]) == nil
            ? .default : preserveAspectRatio(of: root)
        return Drawing(viewBox: rootViewport, width: width, height: height, preserveAspectRatio: fit, root: group,
                       definitions: definitions)
    }

    /// Resolves a container element (svg, g, symbol, a, switch) into a group.
    mutating func resolveGroup(_ element: XMLElement, source: [Int], inheriting parent: DrawingStyle,
                               extraTransform: AffineTransform) -> DrawingGroup? {
        let declarations = declarations(of: element, at: source)
        let (style, isDisplayed, properties) = cascade.apply(declarations, inheriting: parent, location: element.location, diagnostics: &diagnostics)
        guard isDisplayed else { return nil }
        if style.clipPath != nil || style.mask != nil || style.filter != nil {
            checkEffectReferences(clipPath: style.clipPath, mask: style.mask, filter: style.filter, at: element.location)
        }
        var children: [DrawingNode] = []
        let isSwitch = element.kind == .switch
        for (offset, child) in element.children.enumerated() {
            guard case .element(let childElement) = child else { continue }
            // A switch draws its first child that draws and whose conditions pass, even when that one
            // turns out empty or hidden (`display` plays no part in the choice).
            if isSwitch, !ConditionalProcessing.isSwitchCandidate(childElement.kind) || !conditions.passes(childElement) { continue }
            if let node = resolveNode(childElement, source: source.appending(offset), inheriting: style) {
                children.append(node)
            }
            if isSwitch { break }
        }
        // The group's own transform comes after its children: `transform-box: fill-box` measures them.
        let transform = extraTransform.concatenating(transform(of: element, declarations: declarations) { Self.bounds(of: children) })
        // Made whole at the end: a `var` group filled in along the way was copied whole, into it and out.
        return DrawingGroup(id: element[attribute: "id"], classes: element.classNames, transform: transform, opacity: style.opacity,
                            clipPath: style.clipPath, mask: style.mask, filter: style.filter, compositing: style.compositing,
                            properties: properties, children: children, source: source)
    }

    /// A resolved group as a node. (Not `Optional.map(DrawingNode.group)`, which borrows the group and
    /// so copies the whole of it into the node, then drops the original.)
    private static func group(_ group: consuming DrawingGroup?) -> DrawingNode? {
        guard let group else { return nil }
        return .group(group)
    }

    /// How many elements a copied viewport (`symbol`, `svg`) counts as against the limit of copies [EST].
    static let viewportInstanceWeight = 5

    mutating func resolveNode(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle) -> DrawingNode? {
        guard conditions.passes(element) else { return nil }
        if !useStack.isEmpty {  // a copy drawn through `use`
            let bytes = element.attributes.reduce(0) { $0 + $1.value.utf8.count }
            // A copy of a `symbol` or `svg` is a viewport (a group, its clip, its transform): it counts as
            // `Self.viewportInstanceWeight` elements. 200,000 symbol copies (uses of symbols of uses …) took
            // 9 s and 1.3 GB to draw, where as many plain groups took 2 s and 400 MB.
            let weight = element.kind == .symbol || element.kind == .svg ? Self.viewportInstanceWeight : 1
            guard instances + weight <= instanceLimit, instancedBytes + bytes <= instanceByteLimit else {
                if !reportedInstancing {
                    reportedInstancing = true
                    let limit = instances < instanceLimit ? "\(instanceByteLimit) bytes of attributes" : "\(instanceLimit) elements"
                    diagnostics.append(Diagnostic(.warning, "<use> stopped drawing copies after \(limit) "
                                                  + "(a use of uses of uses …): the rest is not drawn.", at: element.location))
                }
                return nil
            }
            instances += weight
            instancedBytes += bytes
        }
        let kind = element.kind
        switch kind {
        case .g, .a, .switch:
            return Self.group(resolveGroup(element, source: source, inheriting: style, extraTransform: .identity))
        case .svg:
            return Self.group(resolveNestedViewport(element, source: source, inheriting: style))
        case .use:
            return Self.group(resolveUse(element, source: source, inheriting: style))
        case .path, .rect, .circle, .ellipse, .line, .polyline, .polygon:
            guard let shape = resolveShape(element, kind: kind, source: source, inheriting: style) else { return nil }
            return .shape(shape)
        case .text:
            return resolveText(element, source: source, inheriting: style).map(DrawingNode.shape)
        case .image, .foreignObject:
            if kind == .image, let href = element[attribute: "href"] ?? element[attribute: "xlink:href"],
               !href.trimmingASCIIWhitespace().lowercased().hasPrefix("data:") {
                // Renderers here load nothing from outside the document (see `Rasterizer`): say why it is blank.
                diagnostics.append(Diagnostic(.warning, "Kept <image> of \(DiagnosticText.quoted(href)), which is not drawn: only images "
                                              + "embedded as data: URLs are, never files or URLs.", at: element.location))
            }
            return .preserved(standalone(element, source: source, inheriting: style))
        case .unknown:
            if Self.isInclusion(element) {
                return Self.group(resolveInclusion(element, source: source, inheriting: style))
            }
            if element.namespaceURI == nil || element.namespaceURI == SVGNamespace.svg {
                diagnostics.append(Diagnostic(.note, "Kept the unsupported element <\(element.name)> as it is.", at: element.location))
            }
            return nil
        default:
            return nil  // definitions, metadata, style: not drawn directly
        }
    }

    mutating func resolveShape(_ element: XMLElement, kind: SVGElementKind, source: [Int], inheriting parent: DrawingStyle) -> DrawingShape? {
        let declarations = declarations(of: element, at: source)
        var (style, isDisplayed, properties) = cascade.apply(declarations, inheriting: parent, location: element.location, diagnostics: &diagnostics)
        guard isDisplayed else { return nil }
        if kind == .rect || kind == .circle || kind == .ellipse, !style.extra.isEmpty {
            // Markers draw on paths, lines, polylines and polygons only; these are written as paths.
            // Only when set: writing copies the style's box of seldom-set properties.
            for name in ["marker-start", "marker-mid", "marker-end"] where style.extra[name] != nil { style.extra[name] = nil }
        }
        // A path with mid markers and arcs keeps its data (``DrawingShape/sourcePathData``), and so does
        // every path when asked, read once for both.
        let isMarked = kind == .path && !style.extra.isEmpty && style.extra["marker-mid"] != nil
        let outline: ShapeOutline
        if kind == .path, let pathDataFormat {
            if defersPathGeometry, !isMarked, let deferred = deferredPath(of: element, format: pathDataFormat) {
                outline = ShapeOutline(deferred: deferred)
            } else {
                let (path, data) = pathWithSourceData(of: element, format: pathDataFormat, isMarked: isMarked)
                outline = ShapeOutline(path, source: data)
            }
        } else {
            let path = buildsGeometry
                ? geometry(of: element, kind: kind, fontSize: style.fontSize,
                           declarations: kind == .rect || kind == .circle || kind == .ellipse ? declarations : [])
                : Path()
            var sourcePathData: SourcePathData?
            if isMarked, let data = element[attribute: "d"], data.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "a") }) {
                sourcePathData = SourcePathData(text: data, path: path)
            }
            outline = ShapeOutline(path, source: sourcePathData)
        }
        // The references as written are checked, before a gradient measured in a nested viewport is
        // replaced by its copy (`emblem-gradient-N`), which the document does not hold.
        if style.fill.referencedID != nil || style.stroke.referencedID != nil || style.clipPath != nil || style.mask != nil
            || style.filter != nil || !style.extra.isEmpty {
            checkReferences(of: style, at: element.location)
        }
        if cascade.viewport != rootViewport { measureGradients(of: &style) }
        // The style and properties are consumed, being last used here: passed as they were, the style was
        // copied into the shape and then destroyed (≈ 230 instructions a shape). The shape is made whole in
        // one go: made and then given its source data, it was copied once more (≈ 900 instructions).
        let transform = transform(of: element, declarations: declarations) { outline.path.bounds(applying: .identity) }
        return DrawingShape(id: element[attribute: "id"], classes: element.classNames, outline: consume outline, transform: transform,
                            style: consume style, properties: consume properties,
                            source: source, location: element.location)
    }

    /// A `path`'s data with only its compact text made, its geometry deferred (`Resolver.defersPathGeometry`);
    /// nil without data, or where it does not read without error, which is then read whole (and reported).
    func deferredPath(of element: XMLElement, format: NumberFormat) -> SourcePathData? {
        guard let data = element[attribute: "d"], let compact = CompactPathText(rewriting: data, format: format) else { return nil }
        return SourcePathData(deferred: DeferredPathGeometry(text: data), compact: compact)
    }

    /// A `path`'s geometry and its data kept beside it, with the compact text at `format` read in the same
    /// pass (``PathDataParser/parseWithCompactText(_:format:splitsArcs:)``); the same diagnostics as
    /// ``geometry(of:kind:fontSize:declarations:)``.
    mutating func pathWithSourceData(of element: XMLElement, format: NumberFormat, isMarked: Bool) -> (Path, SourcePathData?) {
        guard let data = element[attribute: "d"] else { return (Path(), nil) }
        let (path, error, compact) = PathDataParser.parseWithCompactText(data, format: format, splitsArcs: !isMarked)
        if let error { diagnostics.append(.pathDataStopped(error, in: data, onElementAt: element.location)) }
        return (path, SourcePathData(text: data, path: path, keepsArcsWhole: isMarked, compact: compact))
    }

    /// Text as a shape without a path (``DrawingShape/text``): the element made to stand on its own, and
    /// the style it cascades to, which says how strongly it paints and whether it is drawn at all.
    mutating func resolveText(_ element: XMLElement, source: [Int], inheriting parent: DrawingStyle) -> DrawingShape? {
        let declarations = declarations(of: element, at: source)
        let (style, isDisplayed, properties) = cascade.apply(declarations, inheriting: parent, location: element.location,
                                                             diagnostics: &diagnostics)
        guard isDisplayed else { return nil }
        resolvedText = true
        var shape = DrawingShape(id: element[attribute: "id"], classes: element.classNames, path: Path(), style: style,
                                 properties: properties, source: source, location: element.location)
        var text = standalone(element, source: source, inheriting: parent)
        if cascade.viewport != rootViewport {
            measureGradients(of: &shape.style)
            measureGradients(in: &text)
        }
        shape.text = text
        return shape
    }

    /// - Parameter declarations: the element's cascaded declarations: SVG 2 makes the geometry of `rect`,
    ///   `circle` and `ellipse` (`x`, `y`, `width`, `height`, `cx`, `cy`, `r`, `rx`, `ry`) CSS properties, so a
    ///   style sheet rule or a `style` declaration of one beats the attribute.
    mutating func geometry(of element: XMLElement, kind: SVGElementKind, fontSize: Double = FontSize.medium,
                           declarations: [Declaration] = []) -> Path {
        func text(_ name: String) -> String? {
            if !declarations.isEmpty, let declared = declarations.last(where: { $0.name == name })?.value,
               CSSWideKeyword(declared) == nil {
                return declared
            }
            return element[attribute: name]
        }
        func number(_ name: String, _ fallback: Double = 0) -> Double {
            guard let text = text(name) else { return fallback }
            guard let value = cascade.length(text, axis: Self.axis(of: name), fontSize: fontSize) else {
                diagnostics.append(Diagnostic(.warning, "Ignored \(name)=\"\(text)\" on <\(element.name)>: expected a length.", at: element.location)
                    .found(inDeclarationOf: name, value: text))
                return fallback
            }
            return value
        }
        /// A radius that may be `auto`; so is one that is not a length, or negative (SVG 2: an invalid
        /// value is as if not given), said when it is.
        func optional(_ name: String) -> Double? {
            guard let text = text(name), text != "auto" else { return nil }
            let value = cascade.length(text, axis: Self.axis(of: name), fontSize: fontSize)
            if value == nil || value! < 0 {
                diagnostics.append(Diagnostic(.warning, "Ignored \(name)=\"\(text)\" on <\(element.name)>: expected a length of 0 or more; "
                                              + "read as auto.", at: element.location).found(inDeclarationOf: name, value: text))
                return nil
            }
            return value
        }
        /// A width, height or radius: a negative one is an error, and the shape is not drawn (SVG 2's
        /// rendering of `width="-5"`, as librsvg's), said rather than left silently blank.
        func extent(_ name: String) -> Double {
            let value = number(name)
            guard value < 0, let text = text(name) else { return value }
            diagnostics.append(Diagnostic(.warning, "Ignored \(name)=\"\(text)\" on <\(element.name)>: expected a length of 0 or more; "
                                          + "the shape is not drawn.", at: element.location).found(inDeclarationOf: name, value: text))
            return 0
        }
        switch kind {
        case .path:
            guard let data = element[attribute: "d"] else { return Path() }
            let (path, error) = PathDataParser.parse(data)
            if let error {
                diagnostics.append(.pathDataStopped(error, in: data, onElementAt: element.location))
            }
            return path
        case .rect:
            return ShapeGeometry.rectangle(x: number("x"), y: number("y"), width: extent("width"), height: extent("height"),
                                           rx: optional("rx"), ry: optional("ry"))
        case .circle:
            let r = extent("r")
            return ShapeGeometry.ellipse(cx: number("cx"), cy: number("cy"), rx: r, ry: r)
        case .ellipse:
            let rx = optional("rx"), ry = optional("ry")
            return ShapeGeometry.ellipse(cx: number("cx"), cy: number("cy"), rx: rx ?? ry ?? 0, ry: ry ?? rx ?? 0)
        case .line:
            return ShapeGeometry.line(from: Point(x: number("x1"), y: number("y1")), to: Point(x: number("x2"), y: number("y2")))
        case .polyline, .polygon:
            guard let text = element[attribute: "points"] else { return Path() }
            // A broken list draws the points before the error, read by the same rules as the rest.
            var numbers: [Double] = []
            do { try NumberListParser.forEachNumber(in: text) { numbers.append($0) } } catch {
                diagnostics.append(Diagnostic(.warning, "Points stop at byte \(error.offset): \(error.message)", at: element.location)
                    .found(in: "points", value: text, at: error.offset))
            }
            return ShapeGeometry.polyline(numbers, closed: kind == .polygon)
        default:
            return Path()
        }
    }

    mutating func resolveUse(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle) -> DrawingGroup? {
        let href = element[attribute: "href"] ?? element[attribute: "xlink:href"]
        guard let href, let id = FragmentReference.id(ofHref: href) else {
            let message = href.map { "<use> refers to \(DiagnosticText.quoted($0)) outside this document, which Emblem never loads; it draws nothing." }
                ?? "A <use> without an href draws nothing."
            diagnostics.append(Diagnostic(.warning, message, at: element.location))
            return nil
        }
        guard let target = target(withID: id) else {
            diagnostics.append(Diagnostic(.warning, "<use> refers to '#\(id)', which does not exist.", at: element.location))
            return nil
        }
        // A use inside what it refers to (its own ancestor) is a cycle from the start, as browsers treat it:
        // drawing one copy before the repeat is noticed would draw what they do not.
        guard !useStack.contains(id), useStack.count < maximumUseDepth, !source.starts(with: target.source) else {
            diagnostics.append(Diagnostic(.warning, "<use> of '#\(id)' forms a cycle or nests too deep; skipped.", at: element.location))
            return nil
        }
        useStack.append(id)
        defer { useStack.removeLast() }
        // The use element acts as a group holding the referenced content.
        let declarations = declarations(of: element, at: source)
        let (useStyle, isDisplayed, properties) = cascade.apply(declarations, inheriting: style, location: element.location, diagnostics: &diagnostics)
        guard isDisplayed else { return nil }
        let offset = viewportOffset(of: element, fontSize: useStyle.fontSize)
        var group = DrawingGroup(id: element[attribute: "id"], classes: element.classNames, opacity: useStyle.opacity,
                                 clipPath: useStyle.clipPath, mask: useStyle.mask, filter: useStyle.filter,
                                 compositing: useStyle.compositing, properties: properties, source: source)
        if target.element.kind == .symbol || target.element.kind == .svg {
            // A viewport copied counts as several elements against the limit of copies (see resolveNode).
            if useStack.count > 1 { instances += Self.viewportInstanceWeight }
            // The use's width and height size the symbol's viewport.
            let (width, height) = viewportSize(of: element, fontSize: useStyle.fontSize)
            if let (inner, clip) = viewportContent(target.element, source: target.source, inheriting: useStyle, width: width, height: height) {
                group.children.append(.group(clip.map { DrawingGroup(clipPath: $0, children: [.group(inner)], source: target.source) } ?? inner))
            }
        } else if let node = resolveNode(target.element, source: target.source, inheriting: useStyle) {
            group.children.append(node)
        }
        let content = group.children
        group.transform = transform(of: element, declarations: declarations) {
            Self.bounds(of: [.group(DrawingGroup(transform: offset, children: content))])
        }.concatenating(offset)
        return group
    }

    mutating func resolveNestedViewport(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle) -> DrawingGroup? {
        let fontSize = cascade.ownFontSize(declarations(of: element, at: source), parent: style)
        let offset = viewportOffset(of: element, fontSize: fontSize)
        let (width, height) = viewportSize(of: element, fontSize: fontSize)
        guard let (drawnContent, clip) = viewportContent(element, source: source, inheriting: style, width: width, height: height) else { return nil }
        var content = drawnContent
        if let clip {
            // The svg's own opacity and blending apply outside its viewport's clip, as librsvg draws them:
            // inside, the clip cut the edge of the composited content once more, and where the clip's edge
            // falls between pixels, overlapping shapes there drew a column fainter (differential fuzzing).
            let (opacity, compositing) = (content.opacity, content.compositing)
            (content.opacity, content.compositing) = (1, [:])
            let clipped = DrawingGroup(clipPath: clip, children: [.group(content)], source: source)
            return DrawingGroup(transform: offset, opacity: opacity, compositing: compositing, children: [.group(clipped)], source: source)
        }
        var group = content
        group.transform = offset.concatenating(group.transform)
        return group
    }

    /// The size of the viewport a nested `svg` or a `use` of a symbol makes: its `width` and `height`,
    /// and 100% of the viewport around it for a side that is missing, `auto` or not a non-negative length
    /// (an invalid value of a CSS property is ignored, leaving the initial `auto`).
    /// `fontSize` is the element's own, which its lengths in `em` and `ex` measure (they measured CSS's
    /// initial 16 px whatever the font size, which differential fuzzing against librsvg found).
    func viewportSize(of element: XMLElement, fontSize: Double) -> (width: Double, height: Double) {
        func side(_ name: String, _ axis: StyleCascade.Axis, _ whole: Double) -> Double {
            element[attribute: name].flatMap { cascade.length($0, axis: axis, fontSize: fontSize) }.flatMap { $0 >= 0 ? $0 : nil } ?? whole
        }
        return (side("width", .horizontal, cascade.viewport.width), side("height", .vertical, cascade.viewport.height))
    }

    /// The translation by `x` and `y` of a nested `svg` or a `use`, measured in `fontSize` (the element's own).
    func viewportOffset(of element: XMLElement, fontSize: Double) -> AffineTransform {
        AffineTransform.translation(x: element[attribute: "x"].flatMap { cascade.length($0, axis: .horizontal, fontSize: fontSize) } ?? 0,
                                    y: element[attribute: "y"].flatMap { cascade.length($0, axis: .vertical, fontSize: fontSize) } ?? 0)
    }

    /// A nested `svg`'s or a symbol's content in a viewport of the given size, and the clip to that
    /// viewport unless its `overflow` lets the content out; nil when nothing of it shows.
    mutating func viewportContent(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle,
                                  width: Double, height: Double) -> (group: DrawingGroup, clip: String?)? {
        let clips = clipsToViewport(element, source: source)
        // A clipped viewport of zero width or height shows nothing (SVG 1.1: a zero size disables
        // rendering). Its content was drawn unclipped, where librsvg draws nothing.
        if clips && !(width > 0 && height > 0) { return nil }
        guard let group = resolveViewport(element, source: source, inheriting: style, width: width, height: height) else { return nil }
        return (group, clips ? viewportClip(width: width, height: height) : nil)
    }

    /// Whether a nested `svg` or a used `symbol` clips its content to its viewport, as SVG's user-agent
    /// style sheet makes it (`overflow: hidden`) unless its `overflow` is `visible` or `auto`.
    mutating func clipsToViewport(_ element: XMLElement, source: [Int]) -> Bool {
        let declarations = declarations(of: element, at: source)
        guard let overflow = declarations.last(where: { $0.name == "overflow" })?.value.trimmingASCIIWhitespace().lowercased() else { return true }
        return overflow != "visible" && overflow != "auto"
    }

    /// The clip of a viewport: a `url(#…)` to a new clip path of the viewport's rectangle, at the origin of
    /// the space the viewport is placed in.
    mutating func viewportClip(width: Double, height: Double) -> String {
        viewportClipCount += 1
        var id = "emblem-viewport-\(viewportClipCount)"
        while target(withID: id) != nil { id += "-" }
        let format = Self.inheritedFormat
        let rectangle = XMLElement(name: "rect", attributes: [
            XMLAttribute(name: "width", value: format.string(width)), XMLAttribute(name: "height", value: format.string(height)),
        ])
        definitions.append(XMLElement(name: "clipPath", attributes: [XMLAttribute(name: "id", value: id)], children: [.element(rectangle)]))
        definitionSources.append(nil)
        return "url(#\(id))"
    }

    /// A `symbol` or nested `svg`: its children, mapped from its viewBox into a viewport of the given
    /// size; inside, percentages refer to the viewBox (or, without one, to the viewport).
    mutating func resolveViewport(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle,
                                  width: Double, height: Double) -> DrawingGroup? {
        // A viewBox of zero width or height disables rendering of the element (SVG 2 §8.6).
        let (viewBoxRead, drawsNothing) = ViewBox.reading(element[attribute: "viewBox"])
        if drawsNothing { return nil }
        var viewportTransform = AffineTransform.identity
        let outer = cascade.viewport
        defer { cascade.viewport = outer }
        if let viewBox = viewBoxRead {
            let viewport = Rect(x: 0, y: 0, width: width, height: height)
            viewportTransform = preserveAspectRatio(of: element).transform(from: viewBox, to: viewport)
            cascade.viewport = viewBox
        } else {
            cascade.viewport = Rect(x: 0, y: 0, width: width, height: height)
        }
        return resolveGroup(element, source: source, inheriting: cascade.measuringViewportRelative(style), extraTransform: viewportTransform)
    }

    /// An element's `preserveAspectRatio`; the default, with a warning, when its text is not a value.
    mutating func preserveAspectRatio(of element: XMLElement) -> PreserveAspectRatio {
        guard let text = element[attribute: "preserveAspectRatio"] else { return .default }
        guard let value = PreserveAspectRatio(parsing: text) else {
            diagnostics.append(Diagnostic(.warning, "Ignored preserveAspectRatio=\"\(text)\": expected none or xMinYMin … xMaxYMax "
                                          + "(case-sensitive), then meet or slice; using xMidYMid meet.", at: element.location)
                .found(in: "preserveAspectRatio", value: text))
            return .default
        }
        return value
    }

    /// Which viewport dimension a percentage in a shape's geometry attribute refers to.
    static func axis(of attribute: String) -> StyleCascade.Axis {
        switch attribute {
        case "x", "width", "cx", "rx", "x1", "x2": .horizontal
        case "y", "height", "cy", "ry", "y1", "y2": .vertical
        default: .diagonal
        }
    }

    /// An element's transform: the CSS `transform` property when a style sheet or the `style` attribute
    /// sets one (SVG 2 makes the attribute its presentation attribute), else the `transform` attribute;
    /// turned about `transform-origin` when one is given. Its reference box (`transform-box`) is the
    /// viewport's viewBox, or with `fill-box` (`stroke-box`, `content-box`, `border-box` taken alike) the
    /// element's bounds, which `contentBounds` measures in its own coordinates.
    mutating func transform(of element: XMLElement, declarations: [Declaration], contentBounds: () -> Rect?) -> AffineTransform {
        // Cheap for the many elements that set none of the three properties.
        guard declarations.contains(where: { $0.name.hasPrefix("transform") }) else { return transform(of: element) }
        var box: Rect?
        func referenceBox() -> Rect {
            if let box { return box }
            let kind = declarations.last(where: { $0.name == "transform-box" })?.value.trimmingASCIIWhitespace().lowercased()
            let found = kind == nil || kind == "view-box" ? cascade.viewport : contentBounds() ?? cascade.viewport
            box = found
            return found
        }
        var matrix: AffineTransform?
        for declaration in declarations.reversed() where declaration.name == "transform" {
            do throws(ValueSyntaxError) {
                let size = referenceBox()
                matrix = try CSSTransformParser.parse(declaration.value, referenceSize: (size.width, size.height))
                break
            } catch {
                diagnostics.append(Diagnostic(.warning, "Ignored transform: \(DiagnosticText.quoted(declaration.value)) \(DiagnosticText.parenthesized(error.message)).",
                                              at: element.location).found(inDeclarationOf: "transform", value: declaration.value, at: error.offset))
            }
        }
        let base = matrix ?? transform(of: element)
        guard !base.isIdentity, let originText = declarations.last(where: { $0.name == "transform-origin" })?.value else { return base }
        guard let origin = TransformOrigin.point(originText, in: referenceBox()) else {
            diagnostics.append(Diagnostic(.warning, "Ignored transform-origin: \(DiagnosticText.quoted(originText)) (expected one or two of left, center, "
                                          + "right, top, bottom, lengths and percentages, then perhaps a z length).", at: element.location))
            return base
        }
        return AffineTransform.translation(x: origin.x, y: origin.y).concatenating(base).concatenating(.translation(x: -origin.x, y: -origin.y))
    }

    /// The bounds of the shapes among `nodes`, without stroke, in the coordinates the nodes are in.
    static func bounds(of nodes: [DrawingNode]) -> Rect? {
        DrawingGroup(children: nodes).bounds(transform: .identity, includingStroke: false)
    }

    /// The `transform` attribute, in SVG's syntax.
    mutating func transform(of element: XMLElement) -> AffineTransform {
        guard let text = element[attribute: "transform"] else { return .identity }
        do {
            return try TransformListParser.parse(text)
        } catch {
            diagnostics.append(Diagnostic(.warning, "Ignored transform=\"\(text)\": \(error.message)", at: element.location)
                .found(in: "transform", value: text, at: error.offset))
            return .identity
        }
    }


}
