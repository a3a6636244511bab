import EmblemCommands
import Foundation
import Testing

/// The `emblem` executable as people run it: standard input and output, stderr messages, exit statuses.
/// `make test` builds it (`swift build --build-tests` builds every product) before the tests run.
@Suite struct ExecutableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the executable in `workingDirectory` (the checkout when nil), where relative outputs land.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:], workingDirectory: String? = nil) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = root.appendingPathComponent(".build/debug/emblem")
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = workingDirectory.map { URL(fileURLWithPath: $0) } ?? root
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// `emblem --version` names the libraries it runs with, as their own tools report them (pkg-config
    /// reads the installed `.pc` files, which come with the same packages); `emblem` alone still shows help.
    @Test func versionNamesTheLibraries() throws {
        func packageVersion(_ name: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["pkg-config", "--modversion", name]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let result = try Self.run(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let expected = "emblem \(EmblemCommand.version) (libxml2 \(try packageVersion("libxml-2.0")), librsvg \(try packageVersion("librsvg-2.0")), "
            + "cairo \(try packageVersion("cairo")))\n"
        #expect(result.stdout == expected)
        let help = try Self.run([])
        #expect(help.status == 0 && help.stdout.contains("SUBCOMMANDS:") && help.stdout.contains("--version"), "\(help.stdout)")
    }

    /// A link to a device among the icons fails as what it is, and the icons beside it are drawn; `render`
    /// said "There is no symbol named …/dev.svg".
    @Test func aDeviceAmongTheInputsFailsAsADevice() throws {
        let directory = NSTemporaryDirectory() + "emblem-device-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/icons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20z"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: directory + "/icons/ok.svg"))
        #expect(symlink("/dev/null", directory + "/icons/dev.svg") == 0)
        let result = try Self.run(["render", directory + "/icons", "-o", directory + "/out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("dev.svg: it is a character device") && !result.stderr.contains("no symbol"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/ok.png"))
    }

    /// A file's warnings are printed up to a hundred, then a note of how many more (100,000 identical
    /// warnings printed 100,000 lines), in a batch and for one file, and each other file's are printed in
    /// full; the file is still written.
    @Test func aFilesWarningsAreCappedAtAHundred() throws {
        let directory = NSTemporaryDirectory() + "emblem-warnings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/icons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shapes = (0..<150).map { "<rect width=\"1\" height=\"1\" fill=\"url(#missing\($0))\"/>" }.joined(separator: "\n")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\">\n\(shapes)\n</svg>".utf8)
            .write(to: URL(fileURLWithPath: directory + "/icons/many.svg"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M2 2 L4 x\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: directory + "/icons/one.svg"))
        for inputs in [[directory + "/icons"], [directory + "/icons/many.svg"]] {
            let result = try Self.run(["render"] + inputs + ["-o", directory + "/out" + (inputs.count == 1 && inputs[0].hasSuffix(".svg") ? ".svg" : "")])
            #expect(result.status == 0)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.filter { $0.contains("many.svg:") && $0.contains("warning: fill refers to '#missing") }.count == 100)
            // The first hundred, in order.
            #expect(lines.contains { $0.hasSuffix("'#missing99', which does not exist; it paints nothing.") })
            #expect(!lines.contains { $0.contains("'#missing100'") })
            #expect(lines.contains { $0.hasSuffix("many.svg: note: 50 more warnings not shown (the first 100 are).") }, "\(result.stderr)")
            if inputs[0].hasSuffix("icons") { #expect(lines.contains { $0.contains("one.svg:1:") && $0.contains("Path data stops") }) }
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/out/many.png") && FileManager.default.fileExists(atPath: directory + "/out.svg"))
    }

    /// `normalize --check --strict` counts a file with warnings as failed, not as out of normal form (it
    /// printed "1 of 0 files not in normal form" and listed the file).
    @Test func checkCountsAFileFailedByStrictAsFailed() throws {
        let path = NSTemporaryDirectory() + "emblem-warns-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M2 2 L 4 x\"/></svg>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["normalize", path, "--check", "--strict"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty && !result.stderr.contains("not in normal form"), "\(result.stdout)\(result.stderr)")
    }

    /// `--mirrors` reaches `inspect` (its report says the design is flipped) and `sheet`, and a pattern
    /// that names none of the files given is warned of, on standard error, without failing the run.
    @Test func mirrorsReachesInspectAndSheetAndWarnsOfUnmatchedPatterns() throws {
        let directory = NSTemporaryDirectory() + "emblem-mirrors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/arrow-left.svg"
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 12l8-8v16z"/></svg>"##.utf8).write(to: URL(fileURLWithPath: path))
        let mirrored = try Self.run(["inspect", path, "--direction", "rtl", "--mirrors", "arrow-*"])
        #expect(mirrored.status == 0 && mirrored.stdout.contains("design: base, mirrored (rtl)"), "\(mirrored.stdout)")
        let fixed = try Self.run(["inspect", path, "--direction", "rtl", "--mirrors", "chevron-*"])
        #expect(fixed.status == 0 && fixed.stdout.contains("design: base (rtl)"), "\(fixed.stdout)")
        let rendered = try Self.run(["render", path, "-o", directory + "/out.svg", "--direction", "rtl", "--mirrors", "arow-*,arrow-*"])
        #expect(rendered.status == 0)
        #expect(rendered.stderr.contains("warning: --mirrors 'arow-*' matches none of the SVG files given")
                && !rendered.stderr.contains("'arrow-*'"), "\(rendered.stderr)")
        let sheets = try ["arrow-*", "x"].map { pattern in
            #expect(try Self.run(["sheet", path, "-o", directory + "/\(pattern).png", "--row-locales", "en,ar", "--mirrors", pattern]).status == 0)
            return try Data(contentsOf: URL(fileURLWithPath: directory + "/\(pattern).png"))
        }
        #expect(sheets[0] != sheets[1], "the Arabic row draws the arrow mirrored")
        // Every command that takes --mirrors warns of a pattern that matches no file (only render and
        // localize did: animate, sheet and inspect left the file unflipped without a word).
        for arguments in [["inspect", path], ["sheet", path, "-o", directory + "/w.png"], ["animate", path, "--effect", "bounce", "-o", directory + "/a.json"],
                          ["localize", path, "--locales", "ar", "-o", directory + "/L"]] {
            let warned = try Self.run(arguments + ["--direction", "rtl", "--mirrors", "arow-*"].suffix(arguments[0] == "localize" ? 2 : 4))
            #expect(warned.status == 0 && warned.stderr.contains("warning: --mirrors 'arow-*' matches none of the SVG files given"),
                    "\(arguments[0]): \(warned.stderr)")
        }
    }

    /// `--check` lists one file a line, whatever its name holds: a newline or a terminal escape in a name
    /// prints as spaces, as in every message (they split the list and reached the terminal raw).
    @Test func checkListsOneFileALine() throws {
        let directory = NSTemporaryDirectory() + "emblem-names-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["new\nline.svg", "esc\u{1B}]0;title\u{07}.svg"] {
            try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">  <rect width=\"1.0\"/></svg>".utf8)
                .write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let result = try Self.run(["normalize", directory, "--check"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(lines.contains { $0.hasSuffix("new line.svg") })
    }

    /// A directory without icons is said to be one (a CI job pointed at the wrong directory passed in
    /// silence), and is no failure.
    @Test func anEmptyDirectoryIsSaidToBeEmpty() throws {
        let directory = NSTemporaryDirectory() + "emblem-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.run(["normalize", directory, "--check"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("no .svg or .svgz files found in the input; nothing was checked"), "\(result.stderr)")
    }

    /// A refusal that is about the input, not the command line, prints no usage line.
    @Test func xcassetsOfAFileSaysWhyWithoutUsage() throws {
        let path = NSTemporaryDirectory() + "emblem-plain-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["localize", path, "--locales", "he", "--xcassets", "-o", NSTemporaryDirectory() + "emblem-xc"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("--xcassets needs library symbols") && !result.stderr.contains("Usage:"), "\(result.stderr)")
    }

    /// Rendering text with a negative font size prints Emblem's warning in the standard form, and nothing
    /// of Pango's (librsvg passed the size on, and Pango printed a CRITICAL assertion per text).
    @Test func negativeFontSizesWarnWithoutPangoNoise() throws {
        let path = NSTemporaryDirectory() + "emblem-font-\(UUID().uuidString).svg"
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><text y=\"20\" font-size=\"-4\">a"
                  + "<tspan style=\"font-size: -1em\">b</tspan></text></svg>").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Self.run(["render", path, "-o", output, "--size", "32"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("rendered ") }
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains(": warning: Ignored font-size: '-") }, "\(result.stderr)")
    }

    /// Every message is one line: a file name with a line break or an escape character, and a value
    /// spanning lines in a style sheet, print as spaces, so one problem never looks like two (or colours
    /// a terminal).
    @Test func messagesStayOnOneLine() throws {
        let path = NSTemporaryDirectory() + "emblem-line\nbreak\u{1B}[31m-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><style>path { fill:\n bogus\n }</style><path d=\"M0 0h1v1z\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["inspect", path])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && !result.stderr.contains("\u{1B}"), "\(result.stderr)")
        #expect(lines.first?.contains("line break [31m-") == true && lines.first?.contains("Ignored fill: 'bogus'") == true, "\(result.stderr)")
    }

    /// A document as deep as `--max-depth` allows goes through every command that recurses over it
    /// without overflowing the stack (600 levels did, in this debug build; 1,500 in a release build).
    @Test func theDeepestDocumentAllowedDoesNotOverflowTheStack() throws {
        let depth = 400 - 2  // the root and the shapes are levels too
        let path = NSTemporaryDirectory() + "emblem-deep-\(UUID().uuidString).svg"
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + String(repeating: "<g>", count: depth)
                  + "<path d=\"M1 1h5v5z\"/><text>a</text>" + String(repeating: "</g>", count: depth) + "</svg>").utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        for command in [["inspect", path], ["render", path, "-o", output, "--format", "svg", "--mode", "hierarchical"],
                        ["recolor", path, "-o", output, "--mode", "palette", "--palette", "red"],
                        ["animate", path, "--effect", "bounce", "-o", output, "--format", "json"], ["normalize", path, "-o", output],
                        ["normalize", path, "-o", output, "--strip", "all"], ["recolor", path, "-o", output, "--palette", "red", "--strip", "all"]] {
            let result = try Self.run(command + ["--max-depth", "400"])
            #expect(result.status == 0, "\(command[0]): \(result.stderr)")
        }
    }

    /// Each rasterised frame lays the symbol's text out again, so the text budget of one drawing holds for
    /// all the frames together: 32 PNG frames of a 2,600-character text (9,360 each) are refused before
    /// anything is drawn (a symbol at the budget took 67 s), while a sheet of two frames is drawn.
    @Test func animationFramesShareTheTextBudget() throws {
        let path = NSTemporaryDirectory() + "emblem-text-\(UUID().uuidString).svg"
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20H2z\"/><text font-size=\"1\">"
                  + String(repeating: "a", count: 2600) + "</text></svg>").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = path + ".frames"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let refused = try Self.run(["animate", path, "--effect", "bounce", "-o", frames, "--format", "png-frames", "--size", "16"])
        #expect(refused.status == 1 && refused.stderr.contains("its text costs 9360 to lay out"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: frames))
        let sheet = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: sheet) }
        let drawn = try Self.run(["animate", path, "--effect", "bounce", "-o", sheet, "--sheet-frames", "2", "--size", "16"])
        #expect(drawn.status == 0 && FileManager.default.fileExists(atPath: sheet), "\(drawn.stderr)")
    }

    /// `list` without a library says so and fails (it printed "0 symbols in symbols" with status 0), and
    /// counts one symbol in the singular.
    @Test func listSaysWhenThereIsNoLibrary() throws {
        let missing = NSTemporaryDirectory() + "emblem-no-library-\(UUID().uuidString)"
        let result = try Self.run(["list"], environment: ["EMBLEM_SYMBOLS": missing])
        #expect(result.status == 1 && result.stderr.contains("No symbol library found: there is no \(missing) folder"), "\(result.stderr)")
        let library = NSTemporaryDirectory() + "emblem-one-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: library + "/bell", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: library) }
        try FileManager.default.copyItem(atPath: Self.root.path + "/symbols/bell/symbol.svg", toPath: library + "/bell/symbol.svg")
        let one = try Self.run(["list"], environment: ["EMBLEM_SYMBOLS": library])
        #expect(one.status == 0 && one.stderr.contains("1 symbol in \(library)") && !one.stderr.contains("symbols in"), "\(one.stderr)")
    }

    /// `localize` whose every design fails reports the failure once and writes nothing: no second error
    /// from a manifest's folder never made, and no manifest listing nothing over the last good one (see
    /// `OutputDestinationTests`).
    @Test func localizeWithEveryDesignFailedWritesNothing() throws {
        let path = NSTemporaryDirectory() + "emblem-warn-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path visibility=\"bogus\" d=\"M2 2h9v9z\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".localized"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Self.run(["localize", path, "--locales", "he", "-o", output, "--strict"])
        #expect(result.status == 1 && !result.stderr.contains("manifest.json") && result.stderr.contains("nothing was written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// `list` prints one line a symbol, whatever the folder's name or its info.json holds: a newline or a
    /// terminal escape prints as a space (they split the list and reached the terminal raw).
    @Test func listPrintsOneLineASymbol() throws {
        let library = NSTemporaryDirectory() + "emblem-odd-library-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: library) }
        let folder = library + "/x\ny\u{1B}[31m"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.path + "/symbols/bell/symbol.svg", toPath: folder + "/symbol.svg")
        try Data(#"{"keywords": ["a\u001b[31mRED\u0007", "x\ny"]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/info.json"))
        let result = try Self.run(["list", "--symbols", library])
        #expect(result.status == 0 && result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && result.stdout.contains("x y [31m"))
    }

    /// A sheet lays each cell's text out again, so the text budget of one drawing holds for the sheet:
    /// two symbols of a 2,600-character text (9,360 each) alternating over 17 cells pass it at the 17th,
    /// which is left empty with an error, and the rest is drawn.
    @Test func sheetCellsShareTheTextBudget() throws {
        let library = NSTemporaryDirectory() + "emblem-text-library-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: library) }
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: library + "/" + name, withIntermediateDirectories: true)
            try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><text font-size=\"1\">"
                      + String(repeating: name, count: 2600) + "</text></svg>").utf8).write(to: URL(fileURLWithPath: library + "/\(name)/symbol.svg"))
        }
        let sheet = library + "/sheet.png"
        let cells = (0..<17).map { $0 % 2 == 0 ? "a" : "b" }
        let result = try Self.run(["sheet"] + cells + ["--symbols", library, "-o", sheet, "--size", "8"])
        #expect(result.status == 1 && result.stderr.contains("a: error: this cell is left empty: the text of the sheet's cells so far costs 159120"),
                "\(result.stderr)")
        #expect(result.stderr.contains("1 of 17 cells left empty") && FileManager.default.fileExists(atPath: sheet))
    }

    /// `--max-attributes` sets how many attributes one element may have: 300 are refused by default
    /// (located at the tag, nothing written) and read when the limit allows them.
    @Test func maxAttributesSetsTheLimit() throws {
        let path = NSTemporaryDirectory() + "emblem-attributes-\(UUID().uuidString).svg"
        let attributes = (0..<300).map { "data-a\($0)=\"1\"" }.joined(separator: " ")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g \(attributes)/></svg>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".out.svg"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let refused = try Self.run(["normalize", path, "-o", output])
        #expect(refused.status == 1 && refused.stderr.contains(":2:1: error: An element here has more than 256 attributes"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let read = try Self.run(["normalize", path, "-o", output, "--max-attributes", "300"])
        #expect(read.status == 0 && FileManager.default.fileExists(atPath: output), "\(read.stderr)")
        #expect(try Self.run(["normalize", path, "-o", output, "--max-attributes", "0"]).status != 0)
        // Any positive limit reads it: from 2⁶¹ on, four times the limit overflowed and the process died.
        for limit in ["2305843009213693952", "\(Int.max)"] {
            let largest = try Self.run(["normalize", path, "-o", output, "--max-attributes", limit])
            #expect(largest.status == 0, "\(limit): \(largest.stderr)")
        }
        // The limit counts attributes however short the file: 300 in it pass a limit of 299 no more.
        #expect(try Self.run(["normalize", path, "-o", output, "--max-attributes", "299"]).status == 1)
    }

    /// The library and the command line import Foundation only where FoundationEssentials (or Glibc, for
    /// the maths) is missing: all of Foundation loads ICU into every run of `emblem`, ≈ 3.5 ms and 13 M
    /// instructions of start-up for each icon a script converts. (The benchmark and corpus tools may.)
    @Test func sourcesImportFoundationOnlyAsAFallback() throws {
        let sources = Self.root.appendingPathComponent("Sources").path
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("emblem-bench/") && !$0.hasPrefix("emblem-corpus/") }
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: sources + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() {
                // `import Foundation`, `@_exported import Foundation`, `import struct Foundation.Data` …
                let words = line.split(separator: " ")
                guard let importWord = words.firstIndex(of: "import"), importWord + 1 < words.count else { continue }
                let imported = words.last!.split(separator: ".").first!
                guard imported == "Foundation" else { continue }
                if line != "import Foundation" || index == 0 || lines[index - 1] != "#else" { offenders.append("\(file):\(index + 1)") }
            }
        }
        #expect(offenders.isEmpty, "import Foundation outside an #else of FoundationEssentials or Glibc: \(offenders)")
    }

    /// An unknown category is an error that lists the categories there are, not an empty list.
    @Test func unknownCategoryFailsListingTheCategories() throws {
        let unknown = try Self.run(["list", "--category", "nosuch"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("the categories are:") && unknown.stderr.contains("weather"), "\(unknown.stderr)")
        let known = try Self.run(["list", "--category", "weather"])
        #expect(known.status == 0 && known.stdout.contains("cloud.sun.rain"), "\(known.stdout)")
    }

    /// One symbol with a broken info.json: `list` and `sheet` report it with its file, line and column and
    /// exit with status 1, but still list and draw the others (the sheet keeps an empty cell in its place).
    @Test func aBrokenSymbolDoesNotStopListOrSheet() throws {
        let library = NSTemporaryDirectory() + "emblem-library-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: library) }
        for name in ["bell", "bolt", "wifi"] {
            try FileManager.default.copyItem(atPath: Self.root.path + "/symbols/" + name, toPath: library + "/" + name)
        }
        func sheetSize(_ path: String) throws -> [UInt8] {
            let result = try Self.run(["sheet", "--symbols", library, "--size", "32", "--columns", "3", "-o", path])
            if path.hasSuffix("good.png") { #expect(result.status == 0, "\(result.stderr)") }
            let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            if !path.hasSuffix("good.png") {
                #expect(result.status == 1)
                #expect(result.stderr.contains("wifi/info.json:3:16: error:") && result.stderr.contains("1 of 3 cells left empty"), "\(result.stderr)")
            }
            return Array(png[16..<24])  // the IHDR's width and height
        }
        let good = try sheetSize(library + "/good.png")
        try Data("{\n  \"name\": \"wifi\",\n  \"mirroring\": 3\n}".utf8).write(to: URL(fileURLWithPath: library + "/wifi/info.json"))

        let list = try Self.run(["list", "--symbols", library])
        #expect(list.status == 1)
        #expect(list.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) } == ["bell", "bolt"])
        #expect(list.stderr.contains(library + "/wifi/info.json:3:16: error: \"mirroring\" must be one of"), "\(list.stderr)")
        // The sheet keeps its shape: the broken symbol's cell is there, empty.
        #expect(try sheetSize(library + "/broken.png") == good)
    }

    /// A directory given where one icon is expected says so, instead of "There is no symbol named …".
    @Test func aDirectoryIsNotTakenForASymbolName() throws {
        let result = try Self.run(["inspect", "Tests"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Tests is a directory; this command takes SVG files or symbol names"), "\(result.stderr)")
        #expect(try Self.run(["inspect", "bell"]).status == 0)
    }

    /// A symbol is named by its folder's name: a name with '/' (or '.', '..') names none. `../x/bell` was
    /// loaded from outside the library and its PNG written to `out/../x/bell.png`, outside the output
    /// folder; `bell/` was written to `out/bell/.png`; `bell/../wifi` and `wifi` both to `out/wifi.png`.
    @Test func aSymbolNameIsAFolderNameNotAPath() throws {
        let directory = NSTemporaryDirectory() + "emblem-names-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        // (`.` and `..` are the folders they name, which render takes, and localize refuses as folders.)
        for name in ["bell/", "bell/../wifi", "./bell", "..", "."] {
            if name.hasSuffix("/") || name.contains("/.") {
                let rendered = try Self.run(["render", name, "-o", directory + "/out/"], workingDirectory: directory)
                #expect(rendered.status == 1, "\(name): \(rendered.stderr)")
            }
            let localized = try Self.run(["localize", name, "--locales", "he", "-o", directory + "/out/L"], workingDirectory: directory)
            #expect(localized.status == 1 && !FileManager.default.fileExists(atPath: directory + "/out/L"), "\(name): \(localized.stderr)")
        }
        #expect(try Self.run(["localize", "bell/", "--locales", "he", "-o", directory + "/L"], workingDirectory: directory).stderr
            .contains("There is no symbol named 'bell/' in"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: directory + "/out").isEmpty)
        // A symbol's folder reached through '..' is a folder of SVG files, drawn as such into the output
        // folder; nothing is written beside the library's files.
        try FileManager.default.createDirectory(atPath: directory + "/lib", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.path + "/symbols/bell", toPath: directory + "/lib/bell")
        let folder = try Self.run(["render", "../lib/bell", "-o", ".", "--symbols", "../lib"], workingDirectory: directory + "/out")
        #expect(folder.status == 0 && FileManager.default.fileExists(atPath: directory + "/out/symbol.png"), "\(folder.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: directory + "/lib").allSatisfy { !$0.hasSuffix(".png") })
    }

    @Test func normalizeReadsStandardInputAndWritesStandardOutput() throws {
        let result = try Self.run(["normalize", "-", "-o", "-"],
                                  input: "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0.50 0 L 10 0\"/></svg>")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(result.stdout.contains("d=\"M.5 0H10\""))
    }

    /// `--strip` takes out what it names and warns of what it keeps back (with `--strict`, a failure and
    /// nothing written); `--check` with it lists a file that holds editor data; an unknown kind is a usage
    /// error that lists the kinds.
    @Test func normalizeStripsWhatItNames() throws {
        let input = """
            <!-- a comment --><svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"             inkscape:version="1.2"><metadata/><path d="M0 0H5" inkscape:label="line"/></svg>
            """
        let stripped = try Self.run(["normalize", "-", "-o", "-", "--minify", "--strip", "editor,metadata"], input: input)
        #expect(stripped.status == 0 && stripped.stderr.isEmpty)
        #expect(stripped.stdout == "<!-- a comment --><svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0H5\"/></svg>")
        #expect(try Self.run(["normalize", "-", "-o", "-", "--minify", "--strip", "all"], input: input).stdout.hasPrefix("<svg"))

        let positional = input.replacingOccurrences(of: "<metadata/>", with: "<style>path:first-child{fill:red}</style><metadata/>")
        let kept = try Self.run(["normalize", "-", "-o", "-", "--strip", "all"], input: positional)
        #expect(kept.status == 0 && kept.stdout.contains("<metadata/>") && !kept.stdout.contains("inkscape:label"))
        #expect(kept.stderr.contains("<stdin>:1:") && kept.stderr.contains("warning: Kept <metadata>: the style sheet selects"))
        let strict = try Self.run(["normalize", "-", "-o", "-", "--strip", "all", "--strict"], input: positional)
        #expect(strict.status == 1 && strict.stdout.isEmpty)

        let path = NSTemporaryDirectory() + "emblem-strip-\(UUID().uuidString).svg"
        let clean = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <path d=\"M0 0H5\"/>\n</svg>\n"
        try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + clean).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Self.run(["normalize", path, "--check", "--strip", "all"]).status == 0)
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        let check = try Self.run(["normalize", path, "--check", "--strip", "editor"])
        #expect(check.status == 1 && check.stdout == path + "\n")

        let unknown = try Self.run(["normalize", "-", "-o", "-", "--strip", "editor,ids"], input: input)
        #expect(unknown.status == 64 && unknown.stderr.contains("--strip takes editor, metadata, comments, all; found 'ids'."))
    }

    /// `recolor --strip` recolours what is left, and keeps the values it does not restyle as written.
    @Test func recolorStripsToo() throws {
        let path = NSTemporaryDirectory() + "emblem-recolor-strip-\(UUID().uuidString).svg"
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd">            <!-- c --><metadata>m</metadata><path d="M 0 0 H 5 V 5 Z" sodipodi:nodetypes="ccc"/></svg>
            """.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Self.run(["recolor", path, "-o", "-", "--palette", "red", "--strip", "all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<path d=\"M 0 0 H 5 V 5 Z\" style=\"fill:#f00\"/>"))
        #expect(!result.stdout.contains("sodipodi") && !result.stdout.contains("metadata") && !result.stdout.contains("<!--"))
    }

    /// A small view box keeps more decimals by default; `--precision` says exactly how many.
    @Test func precisionFollowsTheViewBoxUnlessGiven() throws {
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><path d=\"M0.12345 0.5L0.98765 0.5\"/></svg>"
        #expect(try Self.run(["normalize", "-", "-o", "-"], input: input).stdout.contains("d=\"M.1235.5H.9877\""))
        #expect(try Self.run(["normalize", "-", "-o", "-", "--precision", "2"], input: input).stdout.contains("d=\"M.12.5H.99\""))
        let icon = input.replacingOccurrences(of: "0 0 1 1", with: "0 0 24 24")
        #expect(try Self.run(["normalize", "-", "-o", "-"], input: icon).stdout.contains("d=\"M.123.5H.988\""))
    }

    @Test func brokenInputGivesALocatedErrorAndStatusOne() throws {
        let result = try Self.run(["normalize", "-", "-o", "-"], input: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("<stdin>:2:"))
        #expect(result.stderr.contains("error: Malformed XML"))
    }

    /// A usage error prints as every message does: on one line, control characters as spaces, a quoted
    /// value cut after 80 characters (they were quoted as typed: over two lines with a raw escape
    /// sequence, or all 300 characters of a mistyped effect). Help keeps its lines.
    @Test func usageErrorsAreOneLineAndShort() throws {
        for arguments in [["animate", "bell", "--effect", "bounce.up\n\u{1B}[31mX", "-o", "a.json"],
                          ["render", "bell", "-o", "x.png", "--palette", "red\nblue"],
                          ["animate", "bell", "--effect", "bounce." + String(repeating: "x", count: 300), "-o", "a.json"]] {
            let result = try Self.run(arguments)
            let lines = result.stderr.split(separator: "\n")
            #expect(result.status == 64 && lines.first?.hasPrefix("Error: ") == true && lines.count == 3, "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}") && (lines.first?.count ?? 0) < 200, "\(result.stderr)")
        }
        let long = try Self.run(["animate", "bell", "--effect", "bounce." + String(repeating: "x", count: 300), "-o", "a.json"])
        #expect(long.stderr.contains("'" + String(repeating: "x", count: 80) + "…'"), "\(long.stderr)")
        let help = try Self.run(["render", "--help"])
        #expect(help.status == 0 && help.stdout.split(separator: "\n").count > 10)
    }

    @Test func unknownSymbolAndBadOptionsFailWithClearMessages() throws {
        let unknown = try Self.run(["inspect", "bel"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("There is no symbol named 'bel'"))
        #expect(unknown.stderr.contains("Did you mean bell"))
        let usage = try Self.run(["animate", "bell", "--effect", "bounce.sideways", "-o", "/dev/null"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("unknown modifier 'sideways'"))
    }

    /// An effect that moves nothing says so however long it is sampled (it did only when it lasted 0 s),
    /// and the summary gives the frame rate as given (`29.97`, not `29`).
    @Test func animateSaysWhenNothingMovesAndGivesTheFrameRate() throws {
        let path = NSTemporaryDirectory() + "emblem-still-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20z\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: path))
        let output = path + ".json"
        defer { for file in [path, output] { try? FileManager.default.removeItem(atPath: file) } }
        let still = try Self.run(["animate", path, "--effect", "variableColor", "--repeating", "-o", output])
        #expect(still.status == 0)
        #expect(still.stderr.contains("has nothing to animate") && still.stderr.contains("every frame is the same"), "\(still.stderr)")
        let moving = try Self.run(["animate", "bell", "--effect", "bounce", "--fps", "29.97", "-o", output])
        #expect(moving.status == 0)
        #expect(moving.stderr.contains("at 29.97 fps") && !moving.stderr.contains("nothing to animate"), "\(moving.stderr)")
        // Sampled too sparsely to move, an effect that moves is not said to have nothing to animate.
        for options in [["--fps", "0.0001"], ["--fps", "1e-308"], ["--duration", "0"]] {
            let sparse = try Self.run(["animate", "bell", "--effect", "bounce", "-o", output] + options)
            #expect(sparse.status == 0 && sparse.stderr.contains("too few to show it move") && !sparse.stderr.contains("nothing to animate"),
                    "\(sparse.stderr)")
            // The summary gives --fps as given, as the note does (it said "at 0 fps").
            if options[0] == "--fps" { #expect(sparse.stderr.contains("at \(options[1]) fps,"), "\(sparse.stderr)") }
        }
        let quarter = try Self.run(["animate", "bell", "--effect", "bounce", "--repeating", "--fps", "0.25", "-o", output])
        #expect(quarter.stderr.contains("frames at 0.25 fps,"), "\(quarter.stderr)")
    }

    /// Draw On from the command line: the JSON says what part of each layer each frame draws, the first
    /// SVG frame draws nothing and the last draws the line whole, unmasked; Draw Off is said to repeat
    /// not at all.
    @Test func animateDrawsStrokesOnAndOff() throws {
        let path = NSTemporaryDirectory() + "emblem-draw-\(UUID().uuidString).svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 12h20M2 18h20\" stroke=\"#000\" fill=\"none\" stroke-width=\"2\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: path))
        let json = path + ".json", frames = path + "-frames"
        defer { for file in [path, json, frames] { try? FileManager.default.removeItem(atPath: file) } }
        let result = try Self.run(["animate", path, "--effect", "drawOn.individually", "-o", json])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let written = try #require(object["frames"] as? [[String: Any]])
        let firstLayer = try #require((written.first?["layers"] as? [[String: Any]])?.first)
        #expect(firstLayer["draw"] as? [Double] == [0, 0])
        #expect(((written.last?["layers"] as? [[String: Any]])?.first?["draw"]) == nil)
        #expect(try Self.run(["animate", path, "--effect", "drawOn", "-o", frames, "--format", "svg-frames"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".svg") }.sorted()
        let first = try String(contentsOfFile: frames + "/" + names.first!, encoding: .utf8)
        let last = try String(contentsOfFile: frames + "/" + names.last!, encoding: .utf8)
        #expect(first.contains("<g id=\"layer-0\" display=\"none\" mask=\"url(#draw-0)\""), "\(first)")
        #expect(!last.contains("stroke-dasharray") && last.contains("<rect id=\"draw-0-0\"") && !last.contains("draw-0-0\" display"))
        let repeated = try Self.run(["animate", path, "--effect", "drawOff", "--repeat", "2", "-o", json])
        #expect(repeated.status == 64 && repeated.stderr.contains("'drawOff' does not repeat"), "\(repeated.stderr)")
    }

    @Test func inspectPrintsJSONOnStandardOutput() throws {
        let result = try Self.run(["inspect", "wifi", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(!layers.isEmpty)
        // Our symbols' layers carry draw guides: the dot one stroke (a line across it), each arc one.
        #expect(layers.allSatisfy { ($0["drawGuideStrokes"] as? Int) == 1 }, "\(layers)")
    }

    /// An image is in no layer: the commands that draw the symbol say they leave it out; those that keep
    /// the file's drawing (a plain `render`, `recolor`) keep it and say nothing.
    @Test func symbolsSayWhatTheyLeaveOut() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h4v4z"/>"#
            + #"<image width="8" height="8" href="data:image/png;base64,iVBORw0KGgo="/></svg>"#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("emblem-left-out-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("i.svg").path
        try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
        let out = directory.appendingPathComponent("o.svg").path
        let warning = "<image> is in no layer"
        for arguments in [["render", file, "--mode", "monochrome", "-o", out], ["animate", file, "--effect", "bounce", "-o", out]] {
            let result = try Self.run(arguments)
            #expect(result.status == 0 && result.stderr.contains("i.svg:1:") && result.stderr.contains(warning), "\(arguments): \(result.stderr)")
        }
        for arguments in [["render", file, "-o", out], ["recolor", file, "--mode", "monochrome", "-o", out]] {
            let result = try Self.run(arguments)
            #expect(result.status == 0 && !result.stderr.contains(warning), "\(arguments): \(result.stderr)")
        }
    }

    /// A layer's text is counted as text, not as a path, in both forms.
    @Test func inspectCountsTexts() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h4v4z"/><g><text y="9">a</text><path d="M8 0h4v4z"/></g></svg>"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("emblem-inspect-text-\(getpid()).svg")
        try Data(svg.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let text = try Self.run(["inspect", file.path])
        #expect(text.stdout.contains("layer 0: primary, 1 path, bounds") && text.stdout.contains("layer 1: primary, 1 path, 1 text, bounds"), "\(text.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try Self.run(["inspect", file.path, "--json"]).stdout.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.map { $0["textCount"] as? Int } == [nil, 1])
        #expect(layers.map { $0["pathCount"] as? Int } == [1, 1])
    }
}
