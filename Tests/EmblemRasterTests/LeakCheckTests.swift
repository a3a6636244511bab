import EmblemRaster
import Foundation
import Testing

@Suite struct LeakCheckTests {
    let document = busyDocument

    /// A manual leak check: `EMBLEM_RASTER_LEAK_CHECK=1 swift test --filter residentMemoryStaysFlat`.
    /// Renders 10,000 documents (with errors in between) and requires resident memory to grow by less than 8 MiB
    /// after a warm-up of 1,000.
    @Test(.enabled(if: getenv("EMBLEM_RASTER_LEAK_CHECK") != nil))
    func residentMemoryStaysFlat() throws {
        let rasterizer = Rasterizer(background: .white)
        func render(_ count: Int) throws {
            for index in 0..<count {
                _ = try rasterizer.pngData(for: document, size: .square(64))
                _ = try rasterizer.image(svg: document, size: .square(64)).pngData()
                if index % 10 == 0 { _ = try? rasterizer.image(svg: Array("<svg><g".utf8), size: .square(8)) }
            }
        }
        try render(1_000)
        let before = residentBytes()
        try render(10_000)
        let after = residentBytes()
        print("resident memory: \(before / 1024) KiB after warm-up, \(after / 1024) KiB after 10,000 renders")
        #expect(after - before < 8 * 1_048_576)
    }
}

/// This process's resident set size, from `/proc/self/statm` (0 where there is no such file).
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ").compactMap { Int($0) }
    return fields.count >= 2 ? fields[1] * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
