import Testing
@testable import EmblemSymbols

/// A text in a mask, clip path, pattern or marker setting a font larger than `Drawing.fontSizeLimit`
/// in its own units refuses the file, at the element referring to it: librsvg's layout of such a text
/// aborted the process (`assertion failed: h >= 0.0`) wherever it was drawn from. At the limit it is read.
@Suite struct ContentFontSizeTests {
    static let referrers = [
        ("<mask id=\"c\">", "</mask>", "<rect width=\"24\" height=\"24\" mask=\"url(#c)\"/>"),
        ("<clipPath id=\"c\">", "</clipPath>", "<rect width=\"24\" height=\"24\" clip-path=\"url(#c)\"/>"),
        ("<pattern id=\"c\" width=\"24\" height=\"24\" patternUnits=\"userSpaceOnUse\">", "</pattern>", "<rect width=\"24\" height=\"24\" fill=\"url(#c)\"/>"),
        ("<marker id=\"c\" overflow=\"visible\">", "</marker>", "<path d=\"M1 1L20 20\" stroke=\"#000\" marker-end=\"url(#c)\"/>"),
    ]

    @Test(arguments: [("262144", true), ("262145", false), ("2e6", false)])
    func textInContentPastTheLimitIsRefused(size: String, isRead: Bool) throws {
        for (open, close, referrer) in Self.referrers {
            let body = open + "<text font-size=\"10\" transform=\"scale(1e-6)\">a<tspan font-size=\"\(size)\">b</tspan></text>" + close
                + "\n" + referrer
            try PaintingCostTests.expect(body, isRead: isRead, message: "is set in a font of")
        }
    }

    /// An `feImage` of a text (or of a group holding one) lays it out each time the filter is applied:
    /// past the limit the file is refused at the `feImage`, with the size set on the text itself, in its
    /// `style`, on a `tspan` or on the group.
    @Test(arguments: [
        ("<text id=\"t\" font-size=\"262144\" transform=\"scale(1e-6)\">a</text>", true),
        ("<text id=\"t\" font-size=\"2e6\" transform=\"scale(1e-6)\">a</text>", false),
        ("<text id=\"t\" style=\"font-size: 2e6px\" transform=\"scale(1e-6)\">a</text>", false),
        ("<text id=\"t\" transform=\"scale(1e-6)\">a<tspan font-size=\"2e6\">b</tspan></text>", false),
        ("<g id=\"t\" font-size=\"2e6\" transform=\"scale(1e-6)\"><text>a</text></g>", false),
    ])
    func feImageOfTextPastTheLimitIsRefused(target: String, isRead: Bool) throws {
        let body = "<defs>" + target + "</defs><filter id=\"f\">\n<feImage href=\"#t\"/></filter>"
            + "<rect width=\"24\" height=\"24\" filter=\"url(#f)\"/>"
        try PaintingCostTests.expect(body, isRead: isRead, message: "An feImage draws a text set in a font of")
    }
}
