import Foundation
import Testing

/// `-` as an input: standard input, read once and kept for the run.
@Suite struct StandardInputTests {
    /// `sheet - --row-locales` draws standard input in each row as it draws a file, each row seeing its
    /// locale's `<switch>` branch; `-` was looked up as a symbol ("There is no symbol named '-'").
    @Test func aSheetDrawsStandardInputInEveryRow() throws {
        let directory = NSTemporaryDirectory() + "emblem-stdin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><switch>\
            <rect systemLanguage="he" width="10" height="5"/><rect width="5" height="10"/></switch></svg>
            """
        try Data(icon.utf8).write(to: URL(fileURLWithPath: directory + "/icon.svg"))
        let arguments = ["--row-locales", "he,en", "--size", "16"]
        let piped = try ExecutableTests.run(["sheet", "-", "-o", directory + "/piped.png"] + arguments, input: icon)
        #expect(piped.status == 0, "\(piped.stderr)")
        let file = try ExecutableTests.run(["sheet", directory + "/icon.svg", "-o", directory + "/file.png"] + arguments)
        #expect(file.status == 0, "\(file.stderr)")
        let sheet = FileManager.default.contents(atPath: directory + "/piped.png")
        #expect(sheet != nil && sheet == FileManager.default.contents(atPath: directory + "/file.png"))
    }

    /// Standard input past `--max-bytes` is refused by name, with nothing on standard output; the message
    /// read "- is over the limit".
    @Test func standardInputPastTheLimitIsRefusedByName() throws {
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0H10V10Z\"/></svg>"
        let refused = try ExecutableTests.run(["normalize", "-", "-o", "-", "--max-bytes", "\(icon.utf8.count - 1)"], input: icon)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("-:1:1: error: Standard input is over the limit of \(icon.utf8.count - 1) bytes."), "\(refused.stderr)")
        let taken = try ExecutableTests.run(["normalize", "-", "-o", "-", "--max-bytes", "\(icon.utf8.count)"], input: icon)
        #expect(taken.status == 0 && taken.stdout.contains("d=\"M0 0H10V10Z\""), "\(taken.stderr)")
    }
}
