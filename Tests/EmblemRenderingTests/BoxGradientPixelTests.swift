import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Gradients in bounding-box units on shapes under a rotation or skew, in the symbol pipeline, which bakes
/// the transform into each path: the box of the baked path stays upright around the turned shape, so
/// the gradient drawn in it ran another way (a random document through the pipeline found it). Each
/// such gradient is now copied into user-space units over the box the path had before the move.
///
/// The reference is not the file as librsvg 2.54 draws it: librsvg measures the box of a shape under a
/// rotation as the upright box of its turned outline, mapped back (a 60 × 20 rectangle turned 30° got a
/// box 77 units long), where SVG takes the box in the shape's own user space. So the reference is the
/// same drawing with each gradient written out by hand in user-space units over its shape's own box
/// (`gradientTransform` the box's frame, then the gradient's own), which librsvg turns correctly.
@Suite struct BoxGradientPixelTests {
    static let stops = """
        <linearGradient id="l" x1="0" x2="1" spreadMethod="reflect"><stop offset="0" stop-color="#e00"/><stop offset="1" stop-color="#00e"/></linearGradient>
        <linearGradient id="p" x1="10%" y1="20%" x2="90%" y2="70%" gradientTransform="rotate(10 .5 .5)"><stop offset="0" stop-color="#0a0"/><stop offset="1" stop-color="#fc0"/></linearGradient>
        <radialGradient id="r" cx="40%" cy=".6" r="60%" fx="30%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#606"/></radialGradient>
        <radialGradient id="h" href="#r" fr="10%"/>
        """
    /// Each shape with its box, and its gradient in user-space units over that box, by hand.
    static let shapes: [(shape: String, gradient: String, reference: String)] = [
        ("<rect x=\"20\" y=\"15\" width=\"60\" height=\"20\" fill=\"url(#l)\"/>", "l",
         "<linearGradient id=\"U\" href=\"#l\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" x2=\"1\" gradientTransform=\"matrix(60 0 0 20 20 15)\"/>"),
        ("<ellipse cx=\"35\" cy=\"62\" rx=\"18\" ry=\"14\" fill=\"url(#r)\"/>", "r",
         "<radialGradient id=\"U\" href=\"#r\" gradientUnits=\"userSpaceOnUse\" cx=\".4\" cy=\".6\" r=\".6\" fx=\".3\" fy=\".6\" gradientTransform=\"matrix(36 0 0 28 17 48)\"/>"),
        ("<rect x=\"58\" y=\"48\" width=\"30\" height=\"30\" fill=\"url(#p)\"/>", "p",
         "<linearGradient id=\"U\" href=\"#p\" gradientUnits=\"userSpaceOnUse\" x1=\".1\" y1=\".2\" x2=\".9\" y2=\".7\" gradientTransform=\"matrix(30 0 0 30 58 48) rotate(10 .5 .5)\"/>"),
        ("<path d=\"M20 88 80 80\" stroke=\"url(#p)\" stroke-width=\"6\"/>", "p",
         "<linearGradient id=\"U\" href=\"#p\" gradientUnits=\"userSpaceOnUse\" x1=\".1\" y1=\".2\" x2=\".9\" y2=\".7\" gradientTransform=\"matrix(60 0 0 8 20 80) rotate(10 .5 .5)\"/>"),
        ("<circle cx=\"75\" cy=\"25\" r=\"8\" fill=\"url(#h)\"/>", "h",
         "<radialGradient id=\"U\" href=\"#r\" gradientUnits=\"userSpaceOnUse\" cx=\".4\" cy=\".6\" r=\".6\" fx=\".3\" fy=\".6\" fr=\".1\" gradientTransform=\"matrix(16 0 0 16 67 17)\"/>"),
    ]

    static func document(_ transform: String, _ body: String, definitions: String = "") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(stops)\(definitions)</defs><g transform=\"\(transform)\">\(body)</g></svg>"
    }

    @Test(arguments: ["rotate(-30 50 50)", "skewX(20)", "matrix(.8 .5 -.6 .9 10 -5)", "rotate(25 50 50) scale(-1 1) translate(-100 0)"],
          shapes.indices)
    func boxGradientsFollowTheTurnedShape(transform: String, index: Int) throws {
        let (shape, gradient, reference) = Self.shapes[index]
        let source = Self.document(transform, shape)
        let expected = Self.document(transform, shape.replacingOccurrences(of: "url(#\(gradient))", with: "url(#U)"), definitions: reference)
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, from: expected)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }

    /// In a style's colour, a gradient that fades is drawn as a tint of it in that colour (its outline
    /// kept): under a turning move it used to fall back to the flat colour, filled in solid. The tint's
    /// transparency must be the gradient's, placed as in the hand-written reference (alpha compared).
    @Test(arguments: ["rotate(-30 50 50)", "skewX(20)", "matrix(.8 .5 -.6 .9 10 -5)"])
    func fadingBoxGradientsKeepTheirOutlineInAStylesColour(transform: String) throws {
        let fade = "<linearGradient id=\"f\" x1=\".2\" x2=\"90%\" y2=\".3\"><stop offset=\"0\" stop-color=\"#333\"/>"
            + "<stop offset=\"1\" stop-color=\"#333\" stop-opacity=\"0\"/></linearGradient>"
        let reference = "<linearGradient id=\"U\" href=\"#f\" gradientUnits=\"userSpaceOnUse\" x1=\".2\" x2=\".9\" y2=\".3\" "
            + "gradientTransform=\"matrix(60 0 0 40 20 15)\"/>"
        let shape = "<rect x=\"20\" y=\"15\" width=\"60\" height=\"40\" fill=\"url(#f)\"/>"
        let source = Self.document(transform, shape, definitions: fade)
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let rendered = try RenderedGlyph(glyph, style: .monochrome(systemBlue), size: 128)
        let expected = Self.document(transform, shape.replacingOccurrences(of: "url(#f)", with: "url(#U)"), definitions: fade + reference)
        let file = try Rasterizer().image(svg: Array(expected.utf8), size: .square(128))
        var differing = 0
        for y in 0..<128 {
            for x in 0..<128 where abs(Int(rendered.image[x: x, y: y].alpha) - Int(file[x: x, y: y].alpha)) > 8 { differing += 1 }
        }
        #expect(differing <= 20, "\(differing) pixels' transparency differs")
    }

    /// A gradient in bounding-box units on a shape whose box has no height (a horizontal line) is
    /// ignored, as SVG says: the paint's fallback is drawn, or nothing. Under a turning move the box
    /// measured back from the turned path is ≈ 10⁻¹⁵ tall, not 0, and the gradient was drawn over it
    /// (random documents through the pipeline found it). librsvg 2.54 draws the file's turned line with
    /// the gradient (its box again, see above), so the reference is the line with the fallback painted.
    @Test(arguments: ["rotate(-30 50 50)", "skewX(20)", "rotate(15 50 50) scale(-1 1) translate(-100 0)"],
          [("", false), (" #0a0", false), ("", true), (" #0a0", true)])
    func boxGradientsOnALineWithNoHeightPaintTheFallback(transform: String, paint: (fallback: String, inStylesColour: Bool)) throws {
        let (fallback, inStylesColour) = paint
        let fade = "<linearGradient id=\"f\"><stop offset=\"0\" stop-color=\"#333\"/>"
            + "<stop offset=\"1\" stop-color=\"#333\" stop-opacity=\"0\"/></linearGradient>"
        let line = "<line x1=\"15\" y1=\"40\" x2=\"85\" y2=\"40\" stroke-width=\"8\" stroke=\"%@\"/>"
        let gradient = inStylesColour ? "f" : "l"
        let source = Self.document(transform, line.replacingOccurrences(of: "%@", with: "url(#\(gradient))\(fallback)"), definitions: fade)
        let style: SymbolStyle = inStylesColour ? .monochrome(Color(red8: 0, green8: 0, blue8: 200)) : .multicolor
        let rendered = try RenderedGlyph(symbolFrom: source, style: style)
        let painted = fallback.isEmpty ? "none" : inStylesColour ? "#0000c8" : fallback.trimmingCharacters(in: .whitespaces)
        let expected = Self.document(transform, line.replacingOccurrences(of: "%@", with: painted))
        let file = try Rasterizer().image(svg: Array(expected.utf8), size: .square(128))
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.002, "\(difference)")
        // The fallback is drawn: the comparison is not between two empty images.
        let empty = try Rasterizer().image(svg: Array(Self.document(transform, "").utf8), size: .square(128))
        #expect(fallback.isEmpty || rendered.image.difference(from: empty).fraction > 0.01)
    }
}
