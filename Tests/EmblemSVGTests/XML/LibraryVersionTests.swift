import CLibXML2
import Testing
@testable import EmblemSVG

/// libxml2's version as `emblem --version` gives it: its number (major · 10,000 + minor · 100 + micro)
/// read back as dotted text.
@Suite struct LibraryVersionTests {
    @Test(arguments: [("20914", "2.9.14"), ("21400", "2.14.0"), ("20000", "2.0.0"), ("21305", "2.13.5"), ("2.9", "2.9"), ("", ""), ("-1", "-1")])
    func dotted(number: String, text: String) {
        #expect(XMLReader.dottedVersion(number) == text)
    }

    /// The library loaded is the one whose headers this was built with (they come in the same package).
    @Test func runningLibraryMatchesTheHeaders() {
        #expect(XMLReader.libraryVersion == LIBXML_DOTTED_VERSION)
    }
}
