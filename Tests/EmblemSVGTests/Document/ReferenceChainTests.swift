import EmblemTestSupport
import Testing
@testable import EmblemSVG

/// `ReferenceChain` finds how many references deep drawing a document goes, the depth librsvg recurses to.
@Suite struct ReferenceChainTests {
    /// A rectangle masked by `m0`, whose content is masked by `m1`, and so on: `count` hops.
    static func maskChain(_ count: Int, cycle: Bool = false) -> String {
        let masks = (0..<count).map { index in
            let next = index + 1 < count ? " mask=\"url(#m\(index + 1))\"" : (cycle ? " mask=\"url(#m0)\"" : "")
            return "<mask id=\"m\(index)\"><rect width=\"9\" height=\"9\"\(next)/></mask>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\"><defs>\(masks.joined())</defs>\n"
            + (count > 0 ? "<rect width=\"9\" height=\"9\" mask=\"url(#m0)\"/>" : "") + "</svg>"
    }

    static func document(_ text: String) throws -> SVGDocument { try SVGDocument(bytes: Array(text.utf8)) }

    @Test(arguments: [0, 1, 2, 50, 100, 101, 400])
    func aChainOfMasksIsAsDeepAsItIsLong(count: Int) throws {
        let document = try Self.document(Self.maskChain(count))
        // With no limit to speak of, the graph answers; at the drawable limit, counting may.
        #expect(ReferenceChain.deeper(than: 0, in: document)?.hops ?? 0 == count)
        #expect((ReferenceChain.deeper(in: document) != nil) == (count > ReferenceChain.drawableLimit))
    }

    /// References made by a style sheet's rules count for the elements they match: 700 markers chained
    /// by `#k1 path { marker-start: url(#k2) }` crashed librsvg (a stack overflow in cairo) as surely as
    /// by attributes. Rules that match nothing add nothing.
    @Test(arguments: [(150, true), (150, false), (60, true)])
    func aStyleSheetsReferencesCount(count: Int, matching: Bool) throws {
        let rules = (0..<count).map { "#k\($0) \(matching ? "path" : "circle"){marker-start:url(#k\($0 + 1))}" }.joined()
        let markers = (0...count).map { "<marker id=\"k\($0)\"><path d=\"M0 0L1 1\" stroke=\"red\"/></marker>" }.joined()
        let document = try Self.document("<svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(rules)</style>\(markers)"
            + "<path d=\"M0 0L5 5\" marker-start=\"url(#k0)\"/></svg>")
        let hops = ReferenceChain.deeper(than: 0, in: document)?.hops ?? 0
        #expect(hops == (matching ? count + 1 : 1))
        #expect((ReferenceChain.deeper(in: document) != nil) == (hops > ReferenceChain.drawableLimit))
    }

    @Test func theChainIsLocatedAtTheReferenceThatBeginsIt() throws {
        let chain = try #require(ReferenceChain.deeper(than: 10, in: Self.document(Self.maskChain(30))))
        #expect(chain.hops == 30)
        #expect(chain.location?.line == 2, "the masked rectangle, on the second line")
    }

    /// librsvg follows a cycle round once before refusing it, so a long one is as deep as its length,
    /// and the walk ends.
    @Test(arguments: [2, 150])
    func aCycleCountsOnce(count: Int) throws {
        let chain = ReferenceChain.deeper(than: 0, in: try Self.document(Self.maskChain(count, cycle: true)))
        #expect(chain?.hops == count)
    }

    /// Many references side by side are no chain: counting exceeds the limit, the graph does not.
    @Test func referencesSideBySideAreOneDeep() throws {
        let uses = (0..<300).map { _ in "<use href=\"#p\"/><rect style=\"fill: url(#g)\" width=\"1\" height=\"1\"/>" }.joined()
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><linearGradient id=\"g\"/><path id=\"p\" d=\"M0 0h1v1z\"/>\(uses)</svg>"
        #expect(ReferenceChain.deeper(than: 0, in: try Self.document(text))?.hops == 1)
        #expect(ReferenceChain.deeper(in: try Self.document(text)) == nil)
    }

    /// Random graphs of masks, markers, filters and `use`s referring to later ones (in attributes, in
    /// `style`, by `href`), against the longest path computed here by memoised recursion. Every
    /// element in `defs` counts as if drawn, which can only overstate the depth.
    @Test func randomGraphsMatchTheLongestPath() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int(generator.next() % 12) + 1
            var references: [[Int]] = []
            var elements: [String] = []
            for index in 0..<count {
                let targets = (0..<Int(generator.next() % 3)).compactMap { _ -> Int? in
                    index + 1 < count ? index + 1 + Int(generator.next() % UInt64(count - index - 1)) : nil
                }
                references.append(targets)
                let content = targets.map { target in
                    switch generator.next() % 4 {
                    case 0: "<rect width=\"1\" height=\"1\" mask=\"url(#e\(target))\"/>"
                    case 1: "<path d=\"M0 0h1\" style=\"marker-end: url('#e\(target)')\"/>"
                    case 2: "<use xlink:href=\"#e\(target)\"/>"
                    default: "<g filter=\"url(#e\(target))\"><circle r=\"1\"/></g>"
                    }
                }.joined()
                elements.append("<g id=\"e\(index)\">\(content)</g>")
            }
            let rootTargets = (0..<Int(generator.next() % 3)).map { _ in Int(generator.next() % UInt64(count)) }
            let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><defs>"
                + elements.joined() + "</defs>" + rootTargets.map { "<use href=\"#e\($0)\"/>" }.joined() + "</svg>"
            var memo: [Int: Int] = [:]
            func depth(_ index: Int) -> Int {
                if let known = memo[index] { return known }
                let value = references[index].map { 1 + depth($0) }.max() ?? 0
                memo[index] = value
                return value
            }
            let expected = max((0..<count).map(depth).max() ?? 0, rootTargets.map { 1 + depth($0) }.max() ?? 0)
            #expect(ReferenceChain.deeper(than: 0, in: try Self.document(text))?.hops ?? 0 == expected, "\(text)")
        }
    }
}
