import EmblemGeometry
import EmblemRendering
import EmblemSymbols
import Foundation
import Testing

/// The SVG `SymbolRenderer` writes is ours, so it is compared as text against goldens in `Goldens/`.
/// Re-record with `EMBLEM_RECORD_GOLDENS=1 swift test --filter SymbolRendererGoldenTests`; a recording run
/// fails, so CI cannot pass while recording. Review the diff of re-recorded goldens like code.
@Suite struct SymbolRendererGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
    static let isRecording = ProcessInfo.processInfo.environment["EMBLEM_RECORD_GOLDENS"] == "1"

    struct GoldenCase: Sendable, CustomTestStringConvertible {
        var golden: String
        var fixture: String
        var style: SymbolStyle
        var weight: SymbolWeight = .regular
        var scale: SymbolScale = .medium
        var testDescription: String { golden }
    }

    static let cases: [GoldenCase] = [
        GoldenCase(golden: "erase.monochrome", fixture: "render/erase.svg", style: .monochrome(systemBlue)),
        GoldenCase(golden: "hierarchy.hierarchical", fixture: "render/hierarchy.svg", style: .hierarchical(systemBlue)),
        GoldenCase(golden: "primary-tertiary.palette", fixture: "render/primary-tertiary.svg",
                   style: SymbolStyle(mode: .palette, colors: [.black, systemBlue, Color(red8: 255, green8: 59, blue8: 48)])),
        GoldenCase(golden: "modes.multicolor.dark", fixture: "render/modes.svg", style: SymbolStyle(mode: .multicolor, appearance: .dark)),
        GoldenCase(golden: "variable.half", fixture: "render/variable.svg",
                   style: SymbolStyle(mode: .monochrome, colors: [systemBlue], variableValue: 0.5)),
        GoldenCase(golden: "v4.bold-large", fixture: "templates/fixture.v4.svg", style: .hierarchical(systemBlue),
                   weight: .bold, scale: .large),
    ]

    @Test(arguments: cases)
    func matchesGolden(_ item: GoldenCase) throws {
        let symbol = try Fixtures.symbol(item.fixture)
        let renderer = SymbolRenderer(style: item.style, weight: item.weight, scale: item.scale, size: 64)
        let text = String(decoding: try renderer.svgData(for: symbol), as: UTF8.self)
        let path = Self.goldens + "/" + item.golden + ".svg"
        if Self.isRecording {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("Recorded \(path); run again without EMBLEM_RECORD_GOLDENS to compare.")
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        if text != golden {
            let (a, b) = (text.split(separator: "\n", omittingEmptySubsequences: false), golden.split(separator: "\n", omittingEmptySubsequences: false))
            let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("\(item.golden).svg differs at line \(line + 1):\n  got      \(line < a.count ? a[line] : "<end>")\n  expected \(line < b.count ? b[line] : "<end>")")
        }
    }
}
