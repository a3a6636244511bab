@testable import EmblemCommands
import Foundation
import Testing

/// `--locales` and `--row-locales` as lists: a locale given twice is one locale.
@Suite struct LocaleListTests {
    @Test(arguments: [
        ("ja,ja", ["ja"]),
        ("ja,JA", ["ja"]),
        ("zh-Hant,he,zh-hant", ["zh-Hant", "he"]),
        ("he, ar ,HE,ar,ja", ["he", "ar", "ja"]),
        // `_` separates subtags as `-` does: the same tag, so one folder (zh_TW/ was a link to zh-TW/).
        ("zh-TW,zh_TW,ZH_tw", ["zh-TW"]),
        ("zh-yue-HK,yue-HK", ["zh-yue-HK"]),
        // Different tags for the same language stay apart: each is a folder the user asked for.
        ("he,iw", ["he", "iw"]),
    ])
    func aRepeatedLocaleIsTakenOnce(text: String, expected: [String]) {
        #expect(LocaleList.parse(text) == expected)
    }

    /// `ja,ja` wrote ja/bell.svg, then made it a link to the design already written for `ja`: itself.
    @Test func aRepeatedLocaleLeavesItsFileAFile() throws {
        let output = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        try BatchCommandTests.run(["localize", "bell", "--locales", "ja,JA,ja", "-o", output, "--symbols", LocalizeCommandTests.symbols])
        var info = stat()
        #expect(lstat(output + "/ja/bell.svg", &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
        #expect(try String(contentsOfFile: output + "/ja/bell.svg", encoding: .utf8).contains("<svg"))
        #expect(!FileManager.default.fileExists(atPath: output + "/JA"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/manifest.json"))) as? [String: Any]
        #expect(manifest?["locales"] as? [String] == ["ja"])
    }
}
