import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A group's clip path in bounding-box units, and a mask's or filter's region (in the box's units by
/// default), are laid out over the box of everything the group holds: librsvg counts hidden and
/// unpainted shapes in it too. A symbol's layer keeps only what paints, so the group drawn around a
/// layer's shapes had a smaller box, and its filter's flood or clip's circle shrank with it (random
/// documents through the pipeline found it). The group now carries a hidden box of the whole group's
/// extent where its shapes' own falls short (`GroupBox`). Drawn in its own colours, the symbol must
/// look as librsvg draws the file.
struct GroupBoxPixelTests {
    static let definitions = """
        <filter id="flood"><feFlood flood-color="#fc0" flood-opacity=".6"/><feComposite in="SourceGraphic"/></filter>\
        <filter id="blur"><feGaussianBlur stdDeviation="2"/></filter>\
        <clipPath id="round" clipPathUnits="objectBoundingBox"><circle cx=".5" cy=".5" r=".5"/></clipPath>\
        <mask id="fade"><rect x="-10" y="-10" width="120" height="120" fill="#fff" fill-opacity=".6"/></mask>
        """
    /// What sizes each group without painting: hidden, transparent, unpainted, painted with nothing.
    static let sizers = [
        "<rect x=\"5\" y=\"5\" width=\"90\" height=\"90\" visibility=\"hidden\" fill=\"#000\"/>",
        "<rect x=\"5\" y=\"5\" width=\"90\" height=\"90\" fill=\"transparent\"/>",
        "<rect x=\"5\" y=\"5\" width=\"90\" height=\"90\" fill=\"none\"/>",
        "<rect x=\"5\" y=\"5\" width=\"90\" height=\"90\" fill=\"url(#missing)\"/>",
    ]

    @Test(arguments: ["filter=\"url(#flood)\"", "filter=\"url(#blur)\"", "clip-path=\"url(#round)\"", "mask=\"url(#fade)\""], sizers)
    func effectsAreLaidOutOverTheWholeGroup(effect: String, sizer: String) throws {
        for transform in ["", " transform=\"translate(100 0) scale(-1 1)\"", " transform=\"scale(.8) translate(10 20)\""] {
            let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(Self.definitions)</defs>"
                + "<g \(effect)\(transform)>\(sizer)<circle cx=\"40\" cy=\"45\" r=\"20\" fill=\"#06c\"/><rect x=\"50\" y=\"55\" width=\"25\" height=\"15\" fill=\"#c06\"/></g></svg>"
            let difference = try RenderedGlyph.difference(ofSymbolFrom: source, size: 96)
            #expect(difference.fraction <= 0.002, "\(transform): \(difference)")
        }
    }
}
