import Testing
@testable import EmblemCommands
import EmblemTestSupport

struct BatchPlanNamingTests {
    /// An output's name is its input's with the file name's extension replaced: the part after the name's
    /// last dot, unless that dot starts the name (a hidden file) or there is none, when the extension is
    /// added; dots in directory names never count. Checked against splitting the path by hand over 5,000
    /// random relative paths, ASCII and not.
    @Test func replacesTheFileNamesExtension() {
        #expect(BatchPlan.replacingExtension(of: "icons/bell.svg", with: "png") == "icons/bell.png")
        #expect(BatchPlan.replacingExtension(of: "v1.2/bell", with: "png") == "v1.2/bell.png")
        #expect(BatchPlan.replacingExtension(of: "a/.hidden", with: "png") == "a/.hidden.png")
        #expect(BatchPlan.replacingExtension(of: "a/b.c.svgz", with: "svg") == "a/b.c.svg")
        var random = SplitMix64(seed: 12)
        let pieces = ["a", "é", "icons", ".", "..", "v1.2", "日本", "x.y", "-", " ", "svg", ".svg", "z"]
        var wrong: [String] = []
        for _ in 0..<5_000 {
            let components = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let path = components.joined(separator: "/")
            let name = components.last!
            let expected: String
            if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                expected = (components.dropLast() + [String(name[..<dot])]).joined(separator: "/") + ".png"
            } else {
                expected = path + ".png"
            }
            if BatchPlan.replacingExtension(of: path, with: "png") != expected { wrong.append(path) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
