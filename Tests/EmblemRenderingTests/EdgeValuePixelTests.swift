import EmblemRaster
import EmblemSVG
import Testing

/// Differential testing of value syntax against librsvg: each attribute a drawing depends on, written
/// the odd ways authors and tools write it (units, percentages, whitespace, keyword case, CSS-wide
/// keywords, bad values), in a one-line document drawn by librsvg as written and as the resolver's
/// drawing. The cases where librsvg 2.54 departs from SVG 2, CSS and browsers, which Emblem follows,
/// are left out (the README lists them).
struct EdgeValuePixelTests {
    /// A shape with `%@` where the attribute under test goes, and the values to try there.
    static let families: [(template: String, values: [String])] = [
        ("<rect x=\"4\" y=\"4\" width=\"%@\" height=\"30\" fill=\"#06c\"/>",
         [" 20 ", "20px", "2.5mm", "1in", "12pt", "50%", "1e1", "20PX", "+20", ".5e2", "20 px", "calc(10px + 5px)"]),
        ("<circle cx=\"24\" cy=\"24\" r=\"%@\" fill=\"#c00\"/>", [" 20 ", "2.5mm", "50%", "1e1", "-3", "0", "x"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"30\" rx=\"%@\" fill=\"#06c\"/>", ["auto", "5", "50%", "-3", "100", "5px"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"%@\" color=\"#f80\"/>",
         ["#0C6", "#00cc66ff", "#0c68", "rgb(0,200,100)", "rgb(0 200 100 / 50%)", "rgba(0,200,100,.5)", "hsl(120,100%,40%)",
          "hsl(120deg 100% 40% / .5)", "RED", "currentcolor", "transparent", "rgb(10%,50%,20%)", "#abcg", "rgb(300,-20,100)",
          " red ", "url(#nope) green", "url(#nope)", "none", "inherit", "initial", "unset", "INHERIT", "rgb( 0 , 200 , 100 )"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#06c\" opacity=\"%@\"/>", ["0.5", "50%", "2", "-1", "5e-1", "x"]),
        ("<path d=\"M8 8L40 12L24 40Z\" fill=\"none\" stroke=\"#000\" stroke-width=\"%@\"/>", ["4", "4px", "10%", "0", "-2", "0.1in"]),
        ("<path d=\"M8 8L40 12L24 40Z\" fill=\"none\" stroke=\"#000\" stroke-width=\"3\" stroke-dasharray=\"%@\"/>",
         ["5", "5,2", "5 2 1", "5%", "5 , 2", "none", "NONE", "0", "-1 2", "5px 2px", "5,,2", "1e1 5", "1mm 2%"]),
        ("<path d=\"M8 8L40 12L24 40Z\" fill=\"none\" stroke=\"#000\" stroke-width=\"3\" stroke-dasharray=\"6 3\" stroke-dashoffset=\"%@\"/>",
         ["5", "5%", "-2", "1mm"]),
        ("<path d=\"M8 40L24 8L40 40\" fill=\"none\" stroke=\"#000\" stroke-width=\"6\" stroke-linejoin=\"%@\"/>",
         ["round", "ROUND", "bevel", "Bevel", "miter", "bogus"]),
        ("<path d=\"M8 24H40\" fill=\"none\" stroke=\"#000\" stroke-width=\"8\" stroke-linecap=\"%@\"/>", ["round", "Square", "butt", "x"]),
        ("<path d=\"M8 40L24 30L40 40\" fill=\"none\" stroke=\"#000\" stroke-width=\"6\" stroke-miterlimit=\"%@\"/>", ["1", "10", "0.5", "x"]),
        ("<path d=\"M4 4H44V44H4ZM14 14H34V34H14Z\" fill-rule=\"%@\"/>", ["evenodd", "EVENODD", "EvenOdd", "bogus", " evenodd"]),
        ("<g visibility=\"hidden\"><rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#06c\" visibility=\"%@\"/></g>",
         ["hidden", "collapse", "visible", "VISIBLE", "Hidden", "inherit"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#06c\" visibility=\"%@\"/>", ["bogus", "HIDDEN"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#06c\" style=\"display:%@\"/>", ["none", "NONE", "inline", "bogus", "inherit"]),
        ("<g fill=\"#0a0\"><rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#c00\" style=\"fill:%@\"/></g>",
         ["inherit", "Inherit"]),
        ("<rect x=\"4\" y=\"4\" width=\"40\" height=\"40\" fill=\"#06c\" transform=\"%@\"/>",
         ["translate(10)", "translate(10,5)", "rotate(45 24 24)", "rotate(45,24,24)", "scale(.5)", "scale(0.5,2)", "skewX(20)",
          "matrix(1 0 0 1 5 5)", "translate(5)scale(.8)", "translate(5),scale(.8)", "  rotate(10)  ", "translate(5) bogus(1)",
          "rotate(+45)", "translate(1e1)", "rotate(45 24)"]),
        ("<polygon points=\"%@\" fill=\"#06c\"/>", ["4,4 44,4 24,44", "4 4,44 4,24 44", "4-4 44 4 24 44", "4e0 4e0 44 4 24 44", " 4 4 44 4 24 44 "]),
        ("<path d=\"%@\" fill=\"#06c\" stroke=\"#000\" stroke-width=\"2\"/>",
         ["M4 4a20 20 0 1144 44", "M4 4L44 44 x L 4 44", "M4 4L44 4L44 44Z m5 5 l10 0 0 10z", "M4-4L44 44", "M4.5.5L44 44",
          "M4 4A0 0 0 0 0 44 44", "M4 4A-20 20 0 0 0 44 44", "M4 4A5 5 0 0 0 44 44", "M4 4T44 44", "M4 4S44 44 24 24", "none"]),
        ("<svg x=\"4\" y=\"4\" width=\"40\" height=\"40\" viewBox=\"0 0 10 10\" preserveAspectRatio=\"%@\"><circle cx=\"5\" cy=\"5\" r=\"6\" fill=\"#0a0\"/></svg>",
         ["xMinYMin", "none", "xMaxYMax slice", "defer xMidYMax", "\txMinYMid\u{20}\u{20}meet"]),
        ("<svg %@ viewBox=\"0 0 10 10\"><circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"#0a0\"/></svg>",
         ["x=\"10\" y=\"10\" width=\"20\" height=\"20\"", "x=\"10%\" y=\"10%\" width=\"50%\" height=\"50%\"", "width=\"20\"", "width=\"-5\""]),
        ("<clipPath id=\"c\"><circle cx=\"24\" cy=\"24\" r=\"14\"/></clipPath><rect width=\"48\" height=\"48\" fill=\"#06c\" %@/>",
         ["clip-path=\"url(#c)\"", "style=\"clip-path:url(#c)\"", "clip-path=\"url(#missing)\"", "style=\"clip-path:url(#c); clip-path:NONE\""]),
    ]

    static let documents: [String] = families.flatMap { family in
        family.values.map { value in
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\">"
                + family.template.replacingOccurrences(of: "%@", with: value.replacingOccurrences(of: "\t", with: "&#9;")) + "</svg>"
        }
    }

    @Test func resolvedDrawingsLookLikeTheFiles() throws {
        let rasterizer = Rasterizer()
        let size = RasterSize(width: 96, height: 96)
        #expect(Self.documents.count > 150)
        for svg in Self.documents {
            let original = try rasterizer.image(svg: Array(svg.utf8), size: size)
            let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(svg.utf8)))
            let resolved = try rasterizer.image(svg: DrawingWriter().data(for: drawing), size: size)
            let difference = resolved.difference(from: original)
            #expect(difference.fraction <= 0.005, "\(svg): \(difference)")
        }
    }
}
