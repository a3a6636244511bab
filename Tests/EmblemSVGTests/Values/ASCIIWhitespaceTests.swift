import Testing
@testable import EmblemSVG

struct ASCIIWhitespaceTests {
    @Test func trimmingASCIIWhitespace() {
        #expect(" \t red \r\n".trimmingASCIIWhitespace() == "red")
        #expect("\r\nred\r\n".trimmingASCIIWhitespace() == "red")  // one Character, two bytes
        #expect("a b".trimmingASCIIWhitespace() == "a b")
        #expect(" \n\r\t ".trimmingASCIIWhitespace() == "")
        #expect("".trimmingASCIIWhitespace() == "")
        #expect(" é ".trimmingASCIIWhitespace() == "é")
    }
}
