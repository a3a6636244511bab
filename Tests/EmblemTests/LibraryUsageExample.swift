import Emblem

/// The README's "Using the library" example, as a user of the package writes it: `LibraryUsageTests`
/// runs each step and checks what it made, and checks that the README shows this text (between the
/// markers) unchanged, so the README's code always compiles and works.
enum LibraryUsageExample {
    // README begin
    /// Any SVG file resolved into a drawing (shapes as paths, `use` resolved, styles cascaded), for the exact
    /// bounds of what it draws and the warnings met (each with its file, line and column), and written back
    /// canonical and compact, at two decimals.
    static func normalize(_ input: String, to output: String) throws -> (bounds: Rect?, warnings: [Diagnostic]) {
        let document = try SVGDocument(contentsOfFile: input)
        let (drawing, warnings) = Resolver().resolve(document)
        try FileIO.writeAtomically(SVGWriter(options: .init(precision: 2)).data(for: document), to: output)
        return (drawing.bounds, warnings)
    }

    /// A library symbol in two colours, as a 128-pixel PNG.
    static func renderBell(from library: SymbolLibrary, to path: String) throws {
        let bell = try library.symbol(named: "bell.badge").symbol
        let glyph = try bell.glyph(weight: .semibold, scale: .large)
        let renderer = SymbolRenderer(style: .palette(.red, .blue), size: 128)
        let png = try Rasterizer().pngData(for: renderer.svgData(for: glyph), size: .square(128))
        try FileIO.writeAtomically(png, to: path)
    }

    /// An effect as SVG frames (30 a second), and as one animated SVG that plays in a browser.
    static func animateBell(from library: SymbolLibrary, into folder: String) throws {
        let glyph = try library.symbol(named: "bell").symbol.glyph()
        let bounce = SymbolAnimation(glyph: glyph, content: .effect(.bounce.up.byLayer))
        let style = SymbolStyle.hierarchical(.indigo)
        let frames = SymbolRenderer(style: style, size: 64).frameTemplate(for: glyph, room: SymbolAnimation.canvasRoom)
        for index in 0..<bounce.frameCount {
            try FileIO.writeAtomically(frames.svg(states: bounce.states(ofFrame: index)), to: "\(folder)/bell-\(index).svg")
        }
        try FileIO.writeAtomically(AnimatedSVGWriter().data(for: bounce, style: style, size: 64), to: "\(folder)/bell.svg")
    }

    /// Any SVG icon restyled in place: its layers found, their colours changed, everything else kept.
    static func recolor(_ input: String, to output: String) throws {
        let document = try SVGDocument(contentsOfFile: input)
        let recolored = try SymbolRecolorer(style: .hierarchical(.orange)).recolor(document).document
        try FileIO.writeAtomically(SVGWriter().data(for: recolored), to: output)
    }

    /// The design a Hebrew reader sees, as SVG: the library picks `he.svg`, or mirrors a right-to-left one.
    static func hebrewBook(from library: SymbolLibrary) throws -> [UInt8] {
        let (hebrew, _) = try library.localizedSymbol(named: "character.book.closed", locale: "he", direction: nil)
        return try SymbolRenderer(style: .monochrome(.primary)).svgData(for: hebrew.glyph())
    }
    // README end
}
