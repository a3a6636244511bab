import EmblemRaster
import EmblemSVG
import Testing

/// A plain SVG drawn through the resolver (`emblem render`) looks as librsvg draws the file itself, for the
/// parts Emblem keeps as XML: text styled by a sheet and by its groups, `switch` fallbacks, clip paths and
/// masks that `use` shapes, masks that inherit an outline icon's stroke, markers. Each document here
/// drew visibly wrong before (text at the default size or missing, clips dropped, masks unstroked).
struct ResolvedDrawingPixelTests {
    static let documents: [(name: String, svg: String)] = [
        ("text styled by a sheet and its groups", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
            <style>.title { font-size: 48px; font-weight: bold } .note tspan { fill: #c00 }</style>
            <g fill="#246" font-family="DejaVu Sans" text-anchor="middle">
            <text class="title" x="100" y="50">Emblem</text>
            <text class="note" x="100" y="90" font-size="30">a <tspan>b</tspan> c</text>
            </g></svg>
            """),
        ("switch: a foreignObject that needs #Extensibility, then a text fallback", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
            <rect x="10" y="10" width="180" height="80" rx="8" fill="#fff" stroke="#000"/>
            <switch><foreignObject requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility" width="200" height="100">
            <div xmlns="http://www.w3.org/1999/xhtml">label</div></foreignObject>
            <text x="100" y="65" font-size="40" font-family="DejaVu Sans" text-anchor="middle">label</text></switch>
            <switch><rect systemLanguage="xx" width="200" height="100" fill="red"/><circle cx="30" cy="30" r="12" fill="#080"/></switch>
            </svg>
            """),
        ("a clip path that uses a rectangle from defs", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
            <defs><rect id="box" x="20" y="20" width="40" height="60"/></defs>
            <clipPath id="clip"><use xlink:href="#box" overflow="visible"/></clipPath>
            <circle clip-path="url(#clip)" cx="50" cy="50" r="45" fill="#e33"/>
            </svg>
            """),
        ("a mask inheriting an outline icon's stroke, with a class from the sheet", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="3">
            <style>.cut { stroke: #000 }</style>
            <mask id="m"><rect width="24" height="24" stroke="none" fill="#fff"/><path class="cut" d="M2 2L22 22"/></mask>
            <circle mask="url(#m)" cx="12" cy="12" r="9" fill="#06c"/>
            </svg>
            """),
        ("a path with its gradient's id, and a gradient that keeps its own (Breeze's audio-headphones)", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
            <path id="band" d="M8 8h48v20H8z" fill="url(#band)"/>
            <path id="cup" d="M8 36h48v20H8z" fill="url(#cupPaint)"/>
            <defs>
            <linearGradient id="band" x2="0" y1="8" y2="28" gradientUnits="userSpaceOnUse"><stop stop-color="#06c"/><stop offset="1" stop-color="#0c6"/></linearGradient>
            <linearGradient id="cupPaint" x2="0" y1="36" y2="56" gradientUnits="userSpaceOnUse"><stop stop-color="#c60"/><stop offset="1" stop-color="#c06"/></linearGradient>
            </defs></svg>
            """),
        ("markers on a line and a polyline", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <marker id="dot" markerWidth="8" markerHeight="8" refX="4" refY="4" markerUnits="userSpaceOnUse">
            <circle cx="4" cy="4" r="4" fill="#c0c"/></marker>
            <g stroke="#000" stroke-width="2" marker-end="url(#dot)">
            <line x1="10" y1="10" x2="90" y2="10"/>
            <polyline points="10 50 50 90 90 50" fill="none" style="marker: url(#dot)"/>
            <rect x="40" y="30" width="20" height="10" fill="#ccc"/></g>
            </svg>
            """),
        ("a mask that uses a drawn path, inheriting the mask's white (as Sketch exports them)", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
            <defs><path d="M12 2 22 20H2Z" id="shape"/></defs>
            <g fill="none" fill-rule="evenodd"><mask id="m" fill="white"><use xlink:href="#shape"/></mask>
            <use fill="#555" xlink:href="#shape"/><g mask="url(#m)" fill="#f5a623"><rect y="10" width="24" height="14"/></g></g>
            </svg>
            """),
        ("nested svg viewports: clipped, unless overflow is visible", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <svg x="10" y="10" width="40" height="40" viewBox="0 0 10 10"><circle cx="10" cy="10" r="8" fill="#c00"/></svg>
            <svg x="50" y="50" width="30" height="20" viewBox="0 0 10 10" preserveAspectRatio="xMidYMid meet">
            <rect x="-10" y="-10" width="30" height="30" fill="#0a0"/></svg>
            <svg x="0" y="60" width="20" height="20" viewBox="0 0 10 10" style="overflow: visible"><circle cx="10" cy="10" r="8" fill="#00c"/></svg>
            </svg>
            """),
        ("percentages of the viewport, per axis, in nested viewports", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
            <rect x="10%" y="10%" width="50%" height="20%" fill="#c00"/><circle cx="75%" cy="75%" r="10%" fill="#00c"/>
            <line x1="0" y1="50%" x2="100%" y2="50%" stroke="#000" stroke-width="2%"/>
            <svg x="50%" width="50%" height="50%"><rect width="50%" height="50%" fill="#f80"/></svg>
            <symbol id="s" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#0a0"/></symbol><use href="#s" y="60"/>
            </svg>
            """),
        ("the CSS transform property, from style attributes and a sheet", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <style>g.r > rect { transform: rotate(36deg) }</style>
            <rect x="10" y="10" width="30" height="30" fill="#c00" style="transform: translate(40px, 10px) rotate(10deg)"/>
            <g class="r"><rect x="60" y="5" width="20" height="20" fill="#0a0"/></g>
            <g style="transform: skew(10deg, 5deg) translateY(-5px)"><circle cx="20" cy="80" r="10" fill="#f80"/></g>
            <rect x="70" y="70" width="10" height="10" style="transform: matrix(1, 0, 0, 1, 5, 5)" fill="#808"/>
            </svg>
            """),
        ("structural selectors and sibling combinators", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
            <style>rect { fill: #ccc } rect:nth-child(odd) { fill: #06c } rect:first-child + rect { fill: #c00 }
            circle ~ rect:not(:last-child) { fill: #0a0 } g > :last-child { fill: #f80 } rect:only-of-type { stroke: #000 }</style>
            <g><rect x="0" width="10" height="40"/><rect x="12" width="10" height="40"/><rect x="24" width="10" height="40"/>
            <circle cx="45" cy="20" r="8"/><rect x="56" width="10" height="40"/><rect x="68" width="10" height="40"/>
            <rect x="80" width="10" height="40"/></g>
            </svg>
            """),
        ("nested viewports' preserveAspectRatio in any whitespace, and with SVG 1.1's defer", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <svg x="5" y="5" width="40" height="20" viewBox="0 0 10 10" preserveAspectRatio="xMaxYMax&#9;slice">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="4" fill="#c00"/></svg>
            <svg x="55" y="5" width="40" height="20" viewBox="0 0 10 10" preserveAspectRatio="  xMinYMax  meet ">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="4" fill="#c00"/></svg>
            <svg x="5" y="40" width="20" height="55" viewBox="0 0 10 10" preserveAspectRatio="defer xMaxYMin">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="4" fill="#c00"/></svg>
            <svg x="40" y="40" width="55" height="30" viewBox="0 0 10 10" preserveAspectRatio="xMaxYMid&#10;slice">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="4" fill="#c00"/></svg>
            </svg>
            """),
        ("a root that stretches its viewBox (preserveAspectRatio none)", """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="none">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="3" fill="#c00"/>
            </svg>
            """),
        ("a root that covers its canvas from the top left (xMinYMin slice)", """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMinYMin slice">
            <rect width="10" height="10" fill="#0a0"/><circle cx="5" cy="5" r="3" fill="#c00"/>
            </svg>
            """),
        ("text and shapes sized relative to a group's font size", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <g font-size="40" font-family="DejaVu Sans"><text x="5" y="40" font-size="50%">Ab</text>
            <text x="40" y="40" style="font-size: 1.5em">Cd</text><g font-size="smaller"><text x="5" y="90">Ef</text></g>
            <rect x="60" y="60" width="1em" height=".5em" fill="#06c" stroke="#000" stroke-width=".05em"/></g>
            </svg>
            """),
        ("blend modes on shapes and an isolated group (as Figma writes them)", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <rect width="100" height="50" fill="#fc0"/>
            <rect x="10" y="10" width="50" height="80" fill="#06c" style="mix-blend-mode: multiply"/>
            <g style="isolation: isolate; mix-blend-mode: difference"><rect x="40" y="30" width="50" height="60" fill="#c30"/>
            <circle cx="65" cy="60" r="20" fill="#0c6" style="mix-blend-mode: screen"/></g>
            </svg>
            """),
        ("the root's own opacity, transform and clip (in the viewport's space, outside the viewBox), dropped before", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" opacity="0.6" transform="rotate(10 12 12)"
             clip-path="url(#c)"><defs><clipPath id="c"><circle cx="64" cy="64" r="60"/></clipPath></defs>
            <rect x="2" y="2" width="20" height="20" fill="#06c"/></svg>
            """),
        ("the root's mask", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" mask="url(#m)"><defs>
            <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="128" height="128"><rect width="128" height="100" fill="#fff"/>
            <circle cx="64" cy="64" r="20"/></mask></defs><rect x="2" y="2" width="20" height="20" fill="#06c"/></svg>
            """),
        ("markers on an unstroked path, sized by its stroke width (which was left out)", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><marker id="m"><path d="M0 0L3 1.5L0 3z" fill="#063"/>
            </marker></defs><path d="M2 2L1 7L20 12" stroke-width="5" fill="none" marker-mid="url(#m)" marker-end="url(#m)"/></svg>
            """),
        ("mid markers on arcs, on their vertices only (each arc is drawn as cubics, whose joints took markers too)", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><marker id="m" markerWidth="14" markerHeight="14"
             refX="7" refY="7" orient="auto" markerUnits="userSpaceOnUse"><path d="M0 0L14 7L0 14z" fill="context-stroke"/></marker></defs>
            <path d="M10 50A30 30 0 1 1 70 50L90 80a20 10 30 0 0-30 10" stroke="#c06" stroke-width="2" fill="none"
             marker-mid="url(#m)" transform="rotate(-8 50 50)"/>
            <g style="marker: url(#m)" stroke="#06c"><path d="M15 88a6 6 0 0 0 12 0a6 6 0 0 1 12 0 6 6 0 0 0 12 0" fill="none"/></g></svg>
            """),
        ("text placed and stroked by percentages of a nested viewport", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><svg x="4" y="4" width="40" height="20">
            <text x="50%" y="90%" font-size="18" font-family="DejaVu Sans" text-anchor="middle" stroke="#c00" stroke-width="4%"
             fill="#036">Ab</text></svg></svg>
            """),
        ("user-space gradients with percentages (and their defaults) painting shapes in nested viewports", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 48 48"><defs>
            <linearGradient id="l" gradientUnits="userSpaceOnUse"><stop stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient>
            <linearGradient id="l2" xlink:href="#l" y2="50%"/><radialGradient id="r" gradientUnits="userSpaceOnUse">
            <stop stop-color="#fc0"/><stop offset="1" stop-color="#063"/></radialGradient></defs>
            <svg width="24" height="48"><rect width="24" height="22" fill="url(#l)"/><rect y="24" width="24" height="24" fill="url(#l2)"/></svg>
            <svg x="24" width="24" height="24" viewBox="0 0 12 12"><rect width="12" height="12" fill="url(#r)"/></svg>
            <rect x="24" y="26" width="24" height="22" fill="url(#l)"/></svg>
            """),
        ("the root's filter, in a sheet rule", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>svg { filter: url(#f) }</style>
            <filter id="f"><feGaussianBlur stdDeviation="1"/></filter><rect x="4" y="4" width="16" height="16" fill="#c30"/></svg>
            """),
        ("comments in presentation attributes, which CSS reads as whitespace", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <rect x="10" y="10" width="80" height="35" fill="/* brand */ #0a0" stroke="#00f/**/" stroke-width="6 /* px */"/>
            <circle cx="50" cy="72" r="20" fill="rgb(200, /* g */ 100, 0)" opacity="/*half*/.5"/>
            </svg>
            """),
        ("an inclusion that fails, with a fallback (librsvg draws it: nothing is loaded)", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" viewBox="0 0 40 40">
            <g fill="#06c"><xi:include href="parts/badge.svg" parse="xml"><xi:fallback>
            <rect x="4" y="4" width="20" height="20"/><circle cx="28" cy="28" r="8" fill="#c00"/>
            </xi:fallback></xi:include></g>
            </svg>
            """),
        ("functions and url()s closed by the end of their value (CSS Syntax), in presentation attributes and in style", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <clipPath id="c"><circle cx="25" cy="25" r="22"/></clipPath><mask id="k"><rect width="20" height="100" fill="#fff"/></mask></defs>
            <rect x="50" width="50" height="50" fill="url(#g"/>
            <rect width="50" height="50" fill="rgb(0 128 0 / 50%" clip-path="url(#c"/>
            <rect y="50" width="50" height="50" style="fill: hsl(30 100% 50%; transform: rotate(10deg"/>
            <rect x="50" y="50" width="50" height="50" mask="url(&quot;#k" style="fill: url(#g"/>
            </svg>
            """),
    ]

    @Test(arguments: documents.indices)
    func resolvedDrawingLooksLikeTheFile(index: Int) throws {
        let (name, svg) = Self.documents[index]
        let rasterizer = Rasterizer()
        let size = RasterSize(width: 128, height: 128)
        let original = try rasterizer.image(svg: Array(svg.utf8), size: size)
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(svg.utf8)))
        let resolved = try rasterizer.image(svg: DrawingWriter().data(for: drawing), size: size)
        let difference = resolved.difference(from: original)
        #expect(difference.fraction <= 0.005, "\(name): \(difference)")
        // What is compared draws something (text needs fonts, which the install script provides).
        #expect(original.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count > 400, "\(name): nothing drawn")
    }
}
