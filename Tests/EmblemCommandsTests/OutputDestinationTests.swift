import Foundation
import Testing

/// Where outputs go, and what a run that cannot make them leaves: found by an audit of the command line
/// as a user runs it. A directory output is never `-` nor a file's name; `-o dir/` is a directory; one
/// document goes to standard output; a run that draws nothing replaces nothing; options that do nothing
/// for the output asked for are refused; a pipe given as input is read once and its bytes kept.
@Suite struct OutputDestinationTests {
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "emblem-destination-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 12l8-8v16z"/></svg>"##

    static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Frames and localized folders are directories: `-` (which made a directory called `-`) and a name
    /// that ends like a file (`x.png`) are refused, before anything is made.
    @Test(arguments: [(["animate", "bell", "--effect", "bounce", "-o", "-"], "- is standard output"),
                      (["animate", "bell", "--effect", "bounce", "-o", "frames.png", "--format", "png-frames"], "names a '.png' file"),
                      (["animate", "bell", "--effect", "bounce", "-o", "frames.svg", "--format", "svg-frames"], "names a '.svg' file"),
                      (["localize", "bell", "--locales", "he", "-o", "-"], "- is standard output"),
                      (["localize", "bell", "--locales", "he", "-o", "he.json"], "names a '.json' file")])
    func aDirectoryOutputIsNeitherStandardOutputNorAFilesName(arguments: [String], reason: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ExecutableTests.run(arguments, workingDirectory: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("directory"), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(Self.contents(of: directory).isEmpty, "made \(Self.contents(of: directory))")
    }

    /// `-o out/` with one input writes into `out/` (created), named after the input, for every file command.
    @Test(arguments: [["render", "bell"], ["render", "ICON"], ["normalize", "ICON"], ["recolor", "ICON", "--palette", "red"]])
    func aTrailingSlashNamesADirectory(command: [String]) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(Self.icon.utf8).write(to: URL(fileURLWithPath: directory + "/arrow.svg"))
        let arguments = command.map { $0 == "ICON" ? directory + "/arrow.svg" : $0 } + ["-o", directory + "/out/"]
        let result = try ExecutableTests.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = command[1] == "bell" ? "bell.png" : command[0] == "render" ? "arrow.png" : "arrow.svg"
        #expect(Self.contents(of: directory + "/out") == [expected])
    }

    /// Several documents do not go to standard output one after another (no SVG reader takes that).
    @Test func severalInputsAreNotWrittenToStandardOutput() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["a", "b"] { try Data(Self.icon.utf8).write(to: URL(fileURLWithPath: directory + "/\(name).svg")) }
        let result = try ExecutableTests.run(["normalize", directory + "/a.svg", directory + "/b.svg"])
        #expect(result.status != 0 && result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("standard output"), "\(result.stderr)")
        #expect(try ExecutableTests.run(["normalize", directory + "/a.svg"]).stdout.contains("<svg"))
    }

    /// A library symbol's name given to a command that takes files is said to be one, with its file.
    @Test func aSymbolNameGivenForAFileIsSaidToBeOne() throws {
        let result = try ExecutableTests.run(["normalize", "bell"])
        #expect(result.status == 1 && result.stderr.contains("It names a library symbol") && result.stderr.contains("bell/symbol.svg"),
                "\(result.stderr)")
    }

    /// A sheet or localization that draws nothing keeps what the last good run wrote.
    @Test func aRunThatDrawsNothingReplacesNothing() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sheet = directory + "/sheet.png"
        #expect(try ExecutableTests.run(["sheet", "bell", "wifi", "-o", sheet]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: sheet))
        let failed = try ExecutableTests.run(["sheet", "no-such-symbol", "-o", sheet])
        #expect(failed.status == 1 && failed.stderr.contains("was not written"), "\(failed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: sheet)) == before)

        let folder = directory + "/localized"
        #expect(try ExecutableTests.run(["localize", "bell", "--locales", "he,ar", "-o", folder]).status == 0)
        let manifest = try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))
        let nothing = try ExecutableTests.run(["localize", "no-such-symbol", "--locales", "he,ar", "-o", folder])
        #expect(nothing.status == 1 && nothing.stderr.contains("localized 0 of 1 symbol") && nothing.stderr.contains("nothing was written"),
                "\(nothing.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")) == manifest)
        // Part of a run drawn: written, and the summary says how much.
        let part = try ExecutableTests.run(["localize", "bell", "no-such-symbol", "--locales", "he", "-o", folder])
        #expect(part.status == 1 && part.stderr.contains("localized 1 of 2 symbols"), "\(part.stderr)")
    }

    /// Options the output asked for cannot use are refused, naming them, rather than dropped unseen.
    @Test(arguments: [(["sheet", "bell", "-o", "s.png", "--background", "bogus"], "is not a CSS colour"),
                      (["render", "bell", "-o", "x.svg", "--background", "red"], "--background applies only to PNG"),
                      (["render", "bell", "-o", "x.svg", "--pixel-scale", "2"], "--pixel-scale applies only to PNG"),
                      (["render", "bell", "-o", "x.png", "--size", "9000", "--pixel-scale", "2"], "past the 16384"),
                      (["render", "bell", "-o", "x.png", "--size", "16", "--pixel-scale", "0.01"], "under half a pixel wide"),
                      (["animate", "bell", "--effect", "bounce", "-o", "x.svg", "--sheet-frames", "4"], "--sheet-frames applies to a contact sheet"),
                      (["render", "bell", "-o", "x.png", "--palette", "red,,blue"], "no colour in place 2 of its 3"),
                      (["render", "bell", "-o", "x.png", "--mode", "monochrome", "--palette", "red,blue"], "takes one colour"),
                      (["normalize", "in.svg", "--minify", "--indent", "4"], "--indent cannot indent"),
                      (["recolor", "in.svg", "-o", "out.svg", "--palette", "red", "--weight", "black"], "--weight and --scale choose nothing"),
                      (["recolor", "in.svg", "-o", "out.svg", "--palette", "red", "--scale", "medium"], "--weight and --scale choose nothing"),
                      (["localize", "bell", "--locales", "he", "-o", "out", "--xcassets", "--size", "512", "--mode", "palette"],
                       "--size, --mode do nothing"),
                      (["localize", "bell", "--locales", "he, not a locale", "-o", "out"], "'not a locale'")])
    func optionsTheOutputCannotUseAreRefused(arguments: [String], message: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ExecutableTests.run(arguments, workingDirectory: directory)
        #expect(result.status == 64 && result.stderr.contains(message), "\(result.stderr)")
        #expect(Self.contents(of: directory).isEmpty)
    }

    /// `--all-weights` gives each symbol a row of its nine weights (at 8 columns they wrapped, one
    /// symbol's black beside the next one's ultralight).
    @Test func allWeightsMakesARowPerSymbol() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func sheet(_ extra: [String]) throws -> [UInt8] {
            let path = directory + "/weights.png"
            #expect(try ExecutableTests.run(["sheet", "bell", "wifi", "fan", "-o", path, "--all-weights", "--size", "20"] + extra).status == 0)
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        // PNG's header: width and height, big-endian, at bytes 16 to 24.
        func size(_ png: [UInt8]) -> [UInt8] { Array(png[16..<24]) }
        let byDefault = try sheet([])
        #expect(byDefault == (try sheet(["--columns", "9"])), "nine cells a row, each symbol's weights")
        #expect(size(byDefault) != size(try sheet(["--columns", "8"])))
    }

    /// A pipe is read once: `localize` reads its input for each locale, and `sheet`'s rows of locales
    /// for each row; the second read found it empty.
    @Test func aPipeIsReadOnceForEveryLocale() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/icon.svg"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(Self.icon.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let result = try ExecutableTests.run(["localize", fifo, "--locales", "he,ja,ar", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.contents(of: directory + "/out").filter { $0.hasSuffix(".svg") }.count == 3, "\(Self.contents(of: directory + "/out"))")
    }
}
