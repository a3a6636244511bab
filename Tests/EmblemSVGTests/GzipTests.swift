import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// `.svgz`: gzip in, gzip out, with the decompressed size capped.
struct GzipTests {
    static let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0h10v10z\"/></svg>".utf8)

    @Test func roundTripsAnyBytes() throws {
        var random = SplitMix64(seed: 0x677a)
        for size in [0, 1, 100, 65_535, 65_536, 200_000] {
            // Half random, half repetitive, so both stored and compressed blocks occur.
            let bytes = (0..<size).map { $0 % 2 == 0 ? UInt8.random(in: 0...255, using: &random) : UInt8(($0 / 7) & 0xFF) }
            let compressed = try Gzip.compress(bytes)
            #expect(Gzip.isCompressed(compressed))
            #expect(try Gzip.decompress(compressed, maximumBytes: size) == bytes, "\(size) bytes")
            #expect(try Gzip.compress(bytes) == compressed)  // deterministic: no name, no time in the header
        }
        // gzip allows members one after another; they read as one stream.
        let two = try Gzip.compress(Array("ab".utf8)) + Gzip.compress(Array("cd".utf8))
        #expect(try Gzip.decompress(two, maximumBytes: 10) == Array("abcd".utf8))
    }

    /// Zero bytes after the last member are padding (a copy to a device or a tape leaves them), which
    /// gzip ignores: the file reads as its members (it was refused as corrupt). Anything else after a
    /// member is still read as a member, and refused when it is not one.
    @Test(arguments: [1, 7, 512, 70_000])
    func trailingZerosArePadding(zeros: Int) throws {
        let member = try Gzip.compress(Self.svg)
        #expect(try Gzip.decompress(member + [UInt8](repeating: 0, count: zeros), maximumBytes: 1 << 20) == Self.svg)
        let two = try Gzip.compress(Array("ab".utf8)) + Gzip.compress(Array("cd".utf8)) + [UInt8](repeating: 0, count: zeros)
        #expect(try Gzip.decompress(two, maximumBytes: 10) == Array("abcd".utf8))
        let garbage = member + [UInt8](repeating: 0, count: zeros) + [1]
        #expect(throws: SVGError.self) { try Gzip.decompress(garbage, maximumBytes: 1 << 20) }
    }

    @Test func svgzParsesAsItsSVG() throws {
        let plain = try SVGDocument(bytes: Self.svg)
        let compressed = try SVGDocument(bytes: try Gzip.compress(Self.svg), file: "icon.svgz")
        #expect(SVGWriter().data(for: compressed) == SVGWriter().data(for: plain))
    }

    /// A decompression bomb is refused at the limit, quickly and without inflating it all; a cut or
    /// corrupt stream says so.
    @Test func badStreamsAreRefused() throws {
        let bomb = try Gzip.compress([UInt8](repeating: 0, count: 20 << 20))
        #expect(bomb.count < 64 << 10)
        let clock = ContinuousClock()
        var refusal: SVGError?
        let elapsed = clock.measure {
            do throws(SVGError) {
                _ = try SVGDocument(bytes: bomb, file: "bomb.svgz", limits: XMLLimits(maximumBytes: 1 << 20))
            } catch {
                refusal = error
            }
        }
        #expect(refusal?.code == .limitExceeded)
        #expect(refusal?.message == "The gzip data expands to more than 1048576 bytes, the limit.")
        #expect(elapsed < .seconds(1))
        let whole = try Gzip.compress(Self.svg)
        let cut = try #require(throws: SVGError.self) { try Gzip.decompress(Array(whole.prefix(whole.count - 9)), maximumBytes: 1 << 20) }
        #expect(cut.code == .io && cut.message.contains("ends early"), "\(cut.message)")
        // A wrong checksum in the trailer: zlib reports the data as corrupt.
        var corrupt = whole
        corrupt[corrupt.count - 8] ^= 0xFF
        let error = try #require(throws: SVGError.self) { try Gzip.decompress(corrupt, maximumBytes: 1 << 20) }
        #expect(error.code == .io && error.message.hasPrefix("The gzip data is corrupt"), "\(error.message)")
    }
}
