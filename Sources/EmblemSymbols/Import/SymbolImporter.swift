import EmblemSVG

/// Reads any SVG into a `Symbol`: SF Symbols exports and templates through their annotations, plain icons
/// through the layering rules of `PlainSVGImporter`.
public struct SymbolImporter: Sendable {
    public var limits: XMLLimits
    /// The reader's languages (BCP 47), for the `systemLanguage` tests of `switch`es in the file.
    public var languages: [String]
    /// The appearance `@media` rules in the file's style sheets are evaluated against.
    public var media: MediaEnvironment

    /// Whether the symbol's shapes get their geometry (see `Resolver.buildsGeometry`). Without it their
    /// paths are empty: for restyling the document the symbol was read from (`SymbolRecolorer`), never
    /// for drawing the symbol. A template is always read whole. Without it, nothing is adjusted for
    /// drawing either (`drawable(_:forDrawing:)`): the document is written back with all it holds.
    package var buildsGeometry = true

    /// Whether what is imported is drawn to pixels, through librsvg and cairo, and not only written back as
    /// SVG: only then are shapes refused that reach farther than cairo's device coordinates hold
    /// (``checkReach(of:in:)``, for plain files). Written back, such a shape is what the file says, and a
    /// renderer that holds coordinates in floating point draws it. (The other refusals stand either way.)
    public var rasterizes = true

    public init(limits: XMLLimits = .default, languages: [String] = [], media: MediaEnvironment = MediaEnvironment()) {
        self.limits = limits
        self.languages = languages
        self.media = media
    }

    /// Imports a parsed document. `name` defaults to the file name without extension.
    public func symbol(from document: SVGDocument, name: String? = nil) throws(SymbolError) -> (symbol: Symbol, diagnostics: [Diagnostic]) {
        let (file, diagnostics) = try importedFile(from: document, name: name, keepsPathData: false)
        // Consumed: bound from a borrowed file, the drawing was copied whole.
        switch consume file {
        case .template(let symbol):
            return (symbol, diagnostics)
        case .plain(let drawing):
            // Restyling the document needs no drawing to draw the file in its own colours.
            var importer = PlainSVGImporter(document: document, drawing: consume drawing, name: name ?? Self.defaultName(for: document.file),
                                            keepsSourceDrawing: buildsGeometry)
            return (importer.makeSymbol(), diagnostics + importer.diagnostics)
        }
    }

    /// Reads a parsed document as far as drawing it in its own colours needs: a template is imported
    /// (its symbol is what it draws), a plain SVG only resolved, with no layers made, its paths keeping
    /// their data as written (`Resolver.keepsPathData`: written out, arcs stay arcs).
    public func importedFile(from document: SVGDocument, name: String? = nil) throws(SymbolError) -> (file: ImportedFile, diagnostics: [Diagnostic]) {
        try importedFile(from: document, name: name, keepsPathData: true)
    }

    /// `keepsPathData`: whether a plain SVG's paths keep their data, for a drawing written as it is (not
    /// for one made into layers, whose paths are moved and morphed).
    private func importedFile(from document: SVGDocument, name: String?, keepsPathData: Bool) throws(SymbolError)
        -> (file: ImportedFile, diagnostics: [Diagnostic]) {
        let (document, hazardDiagnostics, hazards) = try Self.drawable(document, forDrawing: buildsGeometry)
        var resolver = Resolver(languages: languages, media: media)
        // A template's guides are read from their geometry, so it is resolved whole whatever was asked.
        let mayBeTemplate = Self.hasSymbolsGroupID(document.root)
        resolver.buildsGeometry = buildsGeometry || mayBeTemplate
        resolver.keepsPathData = keepsPathData && buildsGeometry && !mayBeTemplate
        // Written out and not drawn here, nor measured by a check: the geometry is read only if asked for.
        resolver.defersPathGeometry = resolver.keepsPathData && !rasterizes && hazards.subtracting([.embeddedImage]).isEmpty
        // Everything imported is drawn, sooner or later.
        resolver.leavesOutUndrawableText = true
        let (drawing, resolveDiagnostics) = resolver.resolve(Self.withoutPreviewClass(document))
        if hazards.contains(.filter) { try Self.checkTiles(of: document, drawing: drawing) }
        // Only a filter, a marker or a copy can multiply what librsvg draws past what the file holds.
        if !hazards.subtracting([.embeddedImage, .painting]).isEmpty { try Self.checkCost(of: drawing, in: document) }
        if hazards.contains(.painting) {
            try Self.checkPaintingCost(of: drawing, in: document, resolver: resolver, measuringReach: rasterizes && buildsGeometry)
        }
        if hazards.contains(.longPath) { try Self.checkCrossings(of: drawing, in: document) }
        guard TemplateImporter.isTemplate(drawing) else {
            // Without geometry the paths are empty, and nothing is drawn. A template is not measured: only
            // its glyph is drawn, in a canvas grown to hold it (`SymbolCanvas`), whatever else it holds.
            if rasterizes, buildsGeometry { try Self.checkReach(of: drawing, in: document) }
            return (.plain(drawing), hazardDiagnostics + resolveDiagnostics)
        }
        var importer = TemplateImporter(document: document, drawing: drawing, sheet: Self.styleSheet(of: document),
                                        name: name ?? Self.defaultName(for: document.file))
        let symbol = try importer.makeSymbol()
        return (.template(symbol), hazardDiagnostics + resolveDiagnostics + importer.diagnostics)
    }

    /// A warning for each element of a plain SVG that the symbol's layers leave out, for the commands that
    /// draw the symbol (a file drawn in its own colours, or recoloured, keeps them): images and
    /// `foreignObject` are in no layer, since a layer is painted in one colour, which neither can take.
    /// Said, not silently dropped.
    public static func undrawnContent(of symbol: Symbol) -> [Diagnostic] {
        symbol.sourceDrawing.map { undrawnContent(in: $0.root) } ?? []
    }

    static func undrawnContent(in group: DrawingGroup) -> [Diagnostic] {
        group.children.flatMap { child -> [Diagnostic] in
            switch child {
            case .group(let inner): return undrawnContent(in: inner)
            case .shape: return []
            case .preserved(let element):
                return [Diagnostic(.warning, "<\(element.name)> is in no layer, so the symbol drawn from this file leaves it out "
                                   + "(layers hold shapes and text, painted in one colour); drawn in its own colours or recoloured, "
                                   + "the file keeps it.", at: element.location)]
            }
        }
    }

    /// Reads and imports a file.
    public func symbol(contentsOfFile path: String, name: String? = nil) throws -> (symbol: Symbol, diagnostics: [Diagnostic]) {
        let document = try SVGDocument(contentsOfFile: path, limits: limits)
        return try symbol(from: document, name: name)
    }

    /// Whether any element has the id of a template's Symbols group (`TemplateImporter.isTemplate` asks
    /// the drawing, which needs resolving first).
    static func hasSymbolsGroupID(_ element: XMLElement) -> Bool {
        if element[attribute: "id"] == "Symbols" { return true }
        for case .element(let child) in element.children where hasSymbolsGroupID(child) { return true }
        return false
    }

    /// The class SF Symbols exports put on every path next to the layer classes. Its rule
    /// (`fill:none; opacity:1.0; stroke:black; stroke-width:0.5`) draws the app's wireframe preview, comes
    /// last in the style sheet and so would win the cascade: the symbol would import as hairline outlines
    /// and erase layers would lose their `opacity:0`. Symbols are read as if the class were absent.
    static let previewClass = "SFSymbolsPreviewWireframe"

    /// The document with `previewClass` removed from every `class` attribute (the tree is otherwise
    /// unchanged, so source paths into it stay valid for the original).
    static func withoutPreviewClass(_ document: SVGDocument) -> SVGDocument {
        func strip(_ element: inout XMLElement) -> Bool {
            var changed = false
            // A class, not a substring; the bytes are searched first, so only a file of SF Symbols
            // splits its classes (`String.contains(_:)` builds a searcher per call: 13% of rendering a
            // 198,000-shape file).
            if let classes = element[attribute: "class"], classes.containsASCII("SFSymbolsPreviewWireframe"),
               element.classNames.contains(previewClass) {
                element[attribute: "class"] = element.classNames.filter { $0 != previewClass }.joined(separator: " ")
                changed = true
            }
            for index in element.children.indices {
                guard case .element(var child) = element.children[index], strip(&child) else { continue }
                element.children[index] = .element(child)
                changed = true
            }
            return changed
        }
        var copy = document
        _ = strip(&copy.root)
        return copy
    }

    static func styleSheet(of document: SVGDocument) -> StyleSheet {
        var text = ""
        func collect(_ element: XMLElement) {
            if element.kind == .style { text += element.textContent + "\n" }
            for child in element.childElements { collect(child) }
        }
        collect(document.root)
        return StyleSheet(parsing: text)
    }

    static func defaultName(for file: String?) -> String {
        guard let file else { return "symbol" }
        return FileIO.svgStem(of: file)
    }
}
