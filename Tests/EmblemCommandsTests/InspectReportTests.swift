@testable import EmblemCommands
import EmblemGeometry
import EmblemSymbols
import Foundation
import Testing

/// `emblem inspect --json`: the documented shape (a top-level `layers` array with `index` and `level`), the
/// localization report, and `emblem list --json`.
@Suite struct InspectReportTests {
    static let library = SymbolLibrary(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("symbols").path)

    static func json(_ name: String, locale: String? = nil, direction: LayoutDirection? = nil) throws -> [String: Any] {
        let (localized, _) = try library.localizedSymbol(named: name, locale: locale, direction: direction)
        var report = InspectReport(symbol: localized.symbol, glyph: try localized.glyph(), info: localized.info)
        report.localization = InspectReport.Localization(locale: locale, resolution: localized.resolution)
        let data = Data(try JSONOutput.data(report))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func layersCarryIndexAndLevelInZOrder() throws {
        let report = try Self.json("cloud.sun.rain")
        let layers = try #require(report["layers"] as? [[String: Any]])
        #expect(layers.map { $0["index"] as? Int } == Array(0..<layers.count))
        let levels = Set(layers.compactMap { $0["level"] as? String })
        #expect(levels == ["primary", "secondary", "tertiary"])
        #expect(report["interpolatable"] as? Bool == true)
        #expect((report["variants"] as? [String])?.contains("Regular-S") == true)
        let guides = try #require(report["guides"] as? [String: Double])
        #expect(guides["capline"] == -70.459)
    }

    @Test func annotationsAreReported() throws {
        let fan = try #require(try Self.json("fan")["layers"] as? [[String: Any]])
        #expect(fan.contains { ($0["annotations"] as? [String: Any])?["alwaysRotates"] as? Bool == true })
        let wifi = try #require(try Self.json("wifi")["layers"] as? [[String: Any]])
        #expect(wifi.compactMap { ($0["annotations"] as? [String: Any])?["variableThreshold"] as? Double }.count >= 3)
        let octagon = try #require(try Self.json("xmark.octagon")["layers"] as? [[String: Any]])
        #expect(octagon.contains { ($0["annotations"] as? [String: Any])?["eraser"] as? Bool == true })
    }

    @Test func localizationSaysWhichDesignAndWhy() throws {
        let report = try Self.json("character.book.closed", locale: "zh-HK")
        let localization = try #require(report["localization"] as? [String: Any])
        #expect(localization["variant"] as? String == "zh.traditional")
        #expect(localization["mirrored"] as? Bool == false)
        #expect((localization["reason"] as? String)?.contains("Hant") == true)
        let steps = try #require(localization["steps"] as? [[String: Any]])
        #expect(steps.first?["suffix"] as? String == "zh.traditional")
        let mirrored = try #require(try Self.json("list.bullet", locale: "ar-EG")["localization"] as? [String: Any])
        #expect(mirrored["mirrored"] as? Bool == true)
        #expect(mirrored["direction"] as? String == "rtl")
    }
}

