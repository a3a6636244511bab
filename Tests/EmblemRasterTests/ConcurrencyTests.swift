import Dispatch
import EmblemRaster
import Synchronization
import Testing

/// A document with curves, strokes, opacity and a gradient, so anti-aliasing and compositing are exercised.
let busyDocument = svg(##"""
        <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/>
        </linearGradient></defs>
        <circle cx="5" cy="5" r="4" fill="url(#g)" stroke="#0a0" stroke-width="0.7" opacity="0.8"/>
        <path d="M1 9 C3 1 7 1 9 9" fill="none" stroke="#333" stroke-width="0.5"/>
        """##)

@Suite struct ConcurrencyTests {
    let document = busyDocument

    @Test func concurrentRendersGiveIdenticalPixels() throws {
        let rasterizer = Rasterizer(scale: 2, background: RasterColor(red: 250, green: 250, blue: 240, alpha: 200))
        let reference = try rasterizer.image(svg: document, size: .square(48))
        let results = Mutex<[Int: Result<PixelImage, RasterError>]>([:])
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            let result = Result { () throws(RasterError) in try rasterizer.image(svg: document, size: .square(48)) }
            results.withLock { $0[index] = result }
        }
        let images = try results.withLock { results in try results.values.map { try $0.get() } }
        #expect(images.count == 50)
        #expect(images.allSatisfy { $0 == reference })
    }

    @Test func concurrentPNGEncodingIsDeterministic() throws {
        let reference = try Rasterizer().pngData(for: document, size: .square(32))
        let results = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 20) { _ in
            let png = try? Rasterizer().pngData(for: document, size: .square(32))
            results.withLock { $0.append(png ?? []) }
        }
        #expect(results.withLock { $0.count == 20 && $0.allSatisfy { $0 == reference } })
    }
}
