import ArgumentParser
@testable import EmblemCommands
import EmblemRaster
import EmblemSVG
import Foundation
import Testing

/// Batch behaviour of the file commands: per-file errors without stopping, mirrored trees, atomic writes,
/// in-place safety, reports, determinism.
@Suite struct BatchCommandTests {
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "emblem-batch-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The file's inode: a write replaces a file by renaming a new one over it, so an unchanged inode
    /// means the file was not written (unlike a modification time, whose granularity can hide a write).
    static func inode(_ path: String) -> ino_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : 0
    }

    static func run(_ arguments: [String]) throws {
        var command = try EmblemCommand.parseAsRoot(arguments)
        try command.run()
    }

    static let good = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>ok</title>
        <path d="M 2.0000 2.0000 L 22.0000 2.0000 L 22 22 z" fill="red"/></svg>
        """

    static let bomb = """
        <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>
        """

    /// `a.svg` and `a.svgz` both render to `a.png`: the plan refuses, naming both, before anything is
    /// written, instead of letting the last to finish win.
    @Test func twoInputsForOneOutputAreRefused() throws {
        let input = Self.temporaryDirectory(), output = Self.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.write(Self.good, to: input + "/a.svg")
        try FileIO.writeAtomically(try Gzip.compress(Array(Self.good.utf8)), to: input + "/a.svgz")
        do {
            _ = try BatchPlan(inputs: [input], output: output, outputExtension: "png")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.code == .io)
            #expect(error.message.contains("a.svg and") && error.message.contains("a.svgz") && error.message.contains("/a.png"))
        }
        #expect(throws: (any Error).self) { try Self.run(["render", input, "-o", output]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
        // As SVG they keep apart: a.svg and a.svgz.
        #expect(try BatchPlan(inputs: [input], output: output, outputExtension: "svg").items.map(\.output).sorted()
                == [output + "/a.svg", output + "/a.svgz"])
    }

    /// A directory of the input that cannot be listed (here, its path passes `PATH_MAX`) fails the run,
    /// named, instead of its files being silently left out: such a tree was "no .svg files", status 0.
    @Test func anUnlistableDirectoryFailsTheRun() throws {
        let directory = Self.temporaryDirectory()
        defer {
            // `rm` walks by descriptor, so it reaches past PATH_MAX.
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", directory]
            try? remove.run()
            remove.waitUntilExit()
        }
        try Self.write(Self.good, to: directory + "/top.svg")
        var descriptor = open(directory, O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "L", count: 250)
        for _ in 0..<20 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        let plan = try BatchPlan(inputs: [directory], output: nil, inPlace: true, outputExtension: "svg")
        let unlisted = plan.items.filter { $0.unlistedReason != nil }
        #expect(unlisted.count == 1 && unlisted.first?.unlistedReason == "File name too long")
        #expect(plan.items.contains { $0.input == directory + "/top.svg" && $0.unlistedReason == nil })
        // The reachable file is written; the run still fails, for the one it could not reach.
        #expect(throws: ExitCode(1)) { try Self.run(["normalize", directory, "-o", directory + "-out"]) }
        #expect(FileManager.default.fileExists(atPath: directory + "-out/top.svg"))
        try? FileManager.default.removeItem(atPath: directory + "-out")
    }

    /// A directory that links multiply the paths to (see ``FileIO/maximumPathsToDirectory``) fails the
    /// run for the paths past the limit, as a directory that cannot be listed, while the rest is written:
    /// such an item was taken for an output written over its own input, and the whole run was refused.
    @Test func linksMultiplyingPathsFailOnlyThePathsPastTheLimit() throws {
        let directory = Self.temporaryDirectory(), output = directory + "-out"
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: output)
        }
        let levels = 8
        for level in 0...levels { try FileIO.createDirectory(directory + "/\(level)") }
        for level in 0..<levels {
            #expect(symlink(directory + "/\(level + 1)", directory + "/\(level)/x") == 0)
            #expect(symlink(directory + "/\(level + 1)", directory + "/\(level)/y") == 0)
        }
        try Self.write(Self.good, to: directory + "/0/top.svg")
        try Self.write(Self.good, to: directory + "/\(levels)/deep.svg")
        #expect(throws: ExitCode(1)) { try Self.run(["normalize", directory + "/0", "-o", output]) }
        #expect(FileManager.default.fileExists(atPath: output + "/top.svg"))
        let written = FileIO.files(under: output, withSuffix: ".svg")
        #expect(written.filter { $0.hasSuffix("/deep.svg") }.count == FileIO.maximumPathsToDirectory)
    }

    /// Directories given with trailing slashes join their files with one slash (`icons//a.svg` reached
    /// messages, `--check` lists and recolour reports), inputs and outputs alike.
    @Test func trailingSlashesJoinWithOneSlash() throws {
        let input = Self.temporaryDirectory(), output = Self.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.write(Self.good, to: input + "/sub/a.svg")
        let plan = try BatchPlan(inputs: [input + "//"], output: output + "/", outputExtension: "png")
        #expect(plan.items.map(\.input) == [input + "/sub/a.svg"] && plan.items.map(\.output) == [output + "/sub/a.png"])
        #expect(BatchPlan.joining("/", "a.svg") == "/a.svg" && BatchPlan.joining("///", "a.svg") == "/a.svg")
        #expect(BatchPlan.joining("a", "b.svg") == "a/b.svg")
    }

    /// An output directory inside the input directory is not read as input the next time (a second run
    /// wrote icons/out/out/…, a third icons/out/out/out/…).
    @Test func anOutputInsideTheInputIsNotInput() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/icons/a.svg")
        try Self.write(Self.good, to: directory + "/icons/sub/b.svg")
        for _ in 0..<2 { try Self.run(["normalize", directory + "/icons", "-o", directory + "/icons/out"]) }
        #expect(FileIO.files(under: directory + "/icons", withSuffix: ".svg") == ["a.svg", "out/a.svg", "out/sub/b.svg", "sub/b.svg"])
        // Named another way (through a link to the input), it is still recognised.
        #expect(symlink(directory + "/icons", directory + "/alias") == 0)
        let plan = try BatchPlan(inputs: [directory + "/alias"], output: directory + "/icons/out", outputExtension: "svg")
        #expect(plan.items.map(\.input) == [directory + "/alias/a.svg", directory + "/alias/sub/b.svg"])
    }

    /// Several inputs, or a directory, need an output directory: `-o all.png` became a directory named
    /// all.png, and `-o` an existing file failed once per input with "Not a directory".
    @Test func severalInputsNeedAnOutputDirectory() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/icons/a.svg")
        try Self.write(Self.good, to: directory + "/icons/b.svg")
        for (inputs, output, message) in [
            ([directory + "/icons/a.svg", directory + "/icons/b.svg"], directory + "/all.png", "2 inputs need an output directory, and \(directory)/all.png names a '.png' file"),
            // Any image's name, not only the formats written (a directory called all.jpg was made).
            ([directory + "/icons/a.svg", directory + "/icons/b.svg"], directory + "/all.jpg", "2 inputs need an output directory, and \(directory)/all.jpg names a '.jpg' file"),
            ([directory + "/icons"], directory + "/all.apng", "The directory \(directory)/icons needs an output directory, and \(directory)/all.apng names a '.apng' file"),
            ([directory + "/icons"], directory + "/icons/a.svg", "The directory \(directory)/icons needs an output directory, and \(directory)/icons/a.svg is a file"),
        ] {
            do {
                _ = try BatchPlan(inputs: inputs, output: output, outputExtension: "png")
                Issue.record("accepted \(output)")
            } catch {
                #expect(error.message.hasPrefix(message), "\(error.message)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/all.png"))
        // A new name without such an extension is a directory to create, as before.
        #expect(try BatchPlan(inputs: [directory + "/icons"], output: directory + "/pngs", outputExtension: "png").items.count == 2)
    }

    /// An error of a kind that usually has a location but has none here names its file in a batch.
    @Test func batchErrorsWithoutALocationNameTheirFile() throws {
        let input = Self.temporaryDirectory(), output = Self.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.write(Self.good, to: input + "/a.svg")
        let plan = try BatchPlan(inputs: [input], output: output, outputExtension: "svg")
        let outcomes = BatchRunner(verb: "checked", showsProgress: false).run(plan) { _ throws -> BatchProduct in
            throw SVGError(.invalidValue, "Something about the whole file.")
        }
        #expect(outcomes.map(\.error) == [input + "/a.svg: error: Something about the whole file."])
    }

    @Test func oneBadFileDoesNotStopTheOthers() throws {
        let input = Self.temporaryDirectory(), output = Self.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.write(Self.good, to: input + "/a.svg")
        try Self.write(Self.good, to: input + "/nested/deeper/b.svg")
        try Self.write(Self.bomb, to: input + "/nested/bomb.svg")
        try Self.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0", to: input + "/truncated.svg")
        #expect(throws: (any Error).self) { try Self.run(["normalize", input, "-o", output]) }
        // The good files were written, mirroring the tree; the bad ones were not written at all.
        #expect(FileManager.default.fileExists(atPath: output + "/a.svg"))
        #expect(FileManager.default.fileExists(atPath: output + "/nested/deeper/b.svg"))
        #expect(!FileManager.default.fileExists(atPath: output + "/nested/bomb.svg"))
        #expect(!FileManager.default.fileExists(atPath: output + "/truncated.svg"))
        // No temporary files are left behind.
        let leftovers = FileManager.default.enumerator(atPath: output)?.compactMap { $0 as? String }.filter { $0.contains(".emblem-") } ?? []
        #expect(leftovers.isEmpty)
        let normalized = try String(contentsOfFile: output + "/a.svg", encoding: .utf8)
        #expect(normalized.contains("d=\"M2 2H22V22Z\""))
        #expect(normalized.contains("<title>ok</title>"))
    }

    /// A named pipe among the inputs is reported, and the rest are done: opening it waited forever.
    @Test(arguments: ["normalize", "recolor", "render"])
    func aNamedPipeInTheTreeFailsAlone(command: String) throws {
        let input = Self.temporaryDirectory(), output = Self.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.write(Self.good, to: input + "/a.svg")
        #expect(mkfifo(input + "/b.svg", 0o600) == 0)
        let extra = command == "recolor" ? ["--mode", "palette", "--palette", "red"] : command == "render" ? ["--format", "svg"] : []
        #expect(throws: (any Error).self) { try Self.run([command, input, "-o", output] + extra) }
        #expect(FileManager.default.fileExists(atPath: output + "/a.svg"))
        #expect(!FileManager.default.fileExists(atPath: output + "/b.svg"))
    }

    @Test func manyFilesIntoFreshNestedDirectoriesConcurrently() throws {
        let input = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: input) }
        for folder in 0..<6 {
            for file in 0..<12 { try Self.write(Self.good, to: input + "/f\(folder)/sub/icon\(file).svg") }
        }
        // Every worker races to the same new directories; none may find its directory missing.
        for round in 0..<3 {
            let output = input + "-out\(round)"
            defer { try? FileManager.default.removeItem(atPath: output) }
            try Self.run(["normalize", input, "-o", output])
            let written = FileManager.default.enumerator(atPath: output)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") } ?? []
            #expect(written.count == 72)
        }
    }

    @Test func normalizeIsDeterministicAndIdempotent() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/in.svg")
        try Self.run(["normalize", directory + "/in.svg", "-o", directory + "/once.svg"])
        try Self.run(["normalize", directory + "/in.svg", "-o", directory + "/again.svg"])
        try Self.run(["normalize", directory + "/once.svg", "-o", directory + "/twice.svg"])
        let once = FileManager.default.contents(atPath: directory + "/once.svg")
        #expect(once != nil)
        #expect(once == FileManager.default.contents(atPath: directory + "/again.svg"))
        #expect(once == FileManager.default.contents(atPath: directory + "/twice.svg"))
    }

    @Test func refusedInputWritesNothingAndFails() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.bomb, to: directory + "/bomb.svg")
        try Self.write("existing", to: directory + "/out.svg")
        #expect(throws: (any Error).self) { try Self.run(["normalize", directory + "/bomb.svg", "-o", directory + "/out.svg"]) }
        // The previous content of the target is untouched.
        #expect(try String(contentsOfFile: directory + "/out.svg", encoding: .utf8) == "existing")
    }

    @Test func recolorInPlaceWithReport() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">
            <metadata><x:m xmlns:x="urn:x">kept</x:m></metadata><circle id="c" cx="12" cy="12" r="8"/></svg>
            """
        try Self.write(icon, to: directory + "/icons/one.svg")
        try Self.write("<svg", to: directory + "/icons/broken.svg")
        #expect(throws: (any Error).self) {
            try Self.run(["recolor", directory + "/icons", "--in-place", "--palette", "#ff0000", "--report", directory + "/report.json"])
        }
        let recolored = try String(contentsOfFile: directory + "/icons/one.svg", encoding: .utf8)
        #expect(recolored.contains("id=\"c\""))
        #expect(recolored.contains("<x:m xmlns:x=\"urn:x\">kept</x:m>"))
        #expect(recolored.contains("stroke:#f00"))
        // The broken file is untouched and reported.
        #expect(try String(contentsOfFile: directory + "/icons/broken.svg", encoding: .utf8) == "<svg")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/report.json"))) as? [[String: Any]])
        #expect(report.count == 2)
        let one = report.first { ($0["input"] as? String)?.hasSuffix("one.svg") == true }
        #expect(one?["ok"] as? Bool == true)
        #expect(one?["layers"] as? Int == 1)
        #expect(one?["levels"] as? [String] == ["primary"])
        #expect(report.first { ($0["input"] as? String)?.hasSuffix("broken.svg") == true }?["ok"] as? Bool == false)
        // The recoloured icon renders red wherever it draws.
        let image = try Rasterizer().image(svg: Array(recolored.utf8), size: .square(48))
        let drawn = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0 + 3] > 200 }
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { image.pixels[$0] > 240 && image.pixels[$0 + 1] < 20 && image.pixels[$0 + 2] < 20 })
        // Recolouring again in the same colour changes nothing, and writes nothing.
        let path = directory + "/icons/one.svg"
        let written = Self.inode(path)
        try Self.run(["recolor", path, "--in-place", "--palette", "#ff0000"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == recolored)
        #expect(written != 0 && Self.inode(path) == written)
    }

    @Test func renderWritesPNGAndSVG() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/in.svg")
        try Self.run(["render", directory + "/in.svg", "-o", directory + "/out.png", "--size", "40"])
        let png = try #require(FileManager.default.contents(atPath: directory + "/out.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR width and height.
        #expect(png[16...19].reduce(0) { $0 << 8 | Int($1) } == 40)
        try Self.run(["render", directory + "/in.svg", "-o", directory + "/out.svg", "--size", "40"])
        let svg = try SVGDocument(contentsOfFile: directory + "/out.svg")
        #expect(svg.root[attribute: "width"] == "40")
    }

    /// Repeats and delays that would last longer than the sampling limit are refused before anything is
    /// computed or written (a billion repeats asked for 612 GB and aborted); --duration samples part of them.
    @Test(arguments: [["--repeat", "1000000000"], ["--repeat", "3", "--repeat-delay", "1000000"], ["--repeat", "100000"],
                      ["--repeat", "1000000000", "--repeat-delay", "1000000"]])
    func animationsLongerThanTheLimitAreRefused(options: [String]) throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ExitCode(1)) { try Self.run(["animate", "bell", "--effect", "bounce", "-o", directory + "/a.json"] + options) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/a.json"))
        try Self.run(["animate", "bell", "--effect", "bounce", "-o", directory + "/a.json", "--duration", "2"] + options)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/a.json"))) as? [String: Any])
        #expect(json["duration"] as? Double == 2)
    }

    /// More frames than ten minutes at 60 fps are refused before any is made; that many are made.
    @Test func framesPastTheLimitAreRefused() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = ["animate", "bell", "--effect", "bounce", "--repeating", "-o", directory + "/a.json"]
        #expect(throws: ExitCode(1)) { try Self.run(arguments + ["--duration", "600", "--fps", "1000"]) }
        #expect(throws: ExitCode(1)) { try Self.run(arguments + ["--duration", "600", "--fps", "60.01"]) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/a.json"))
        try Self.run(arguments + ["--duration", "600", "--fps", "60", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/a.json"))) as? [String: Any])
        #expect((json["frames"] as? [Any])?.count == AnimateCommand.maximumFrames)
    }

    /// Layers times frames are capped too: a file of 5,000 shapes (5,000 layers) bounced at 60 fps is
    /// refused before anything is written (20,000 copies of one path made a 259 MB JSON file in 13 s), and
    /// written at 1 fps.
    @Test func layerStatesPastTheLimitAreRefused() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shapes = (0..<5000).map { "<path d=\"M\($0 % 70) \($0 / 70)h1v1z\"/>" }.joined()
        try Self.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 72 72\">\(shapes)</svg>", to: directory + "/many.svg")
        let arguments = ["animate", directory + "/many.svg", "--effect", "bounce", "-o", directory + "/a.json"]
        #expect(throws: ExitCode(1)) { try Self.run(arguments + ["--fps", "60"]) }
        #expect(!FileManager.default.fileExists(atPath: directory + "/a.json"))
        try Self.run(arguments + ["--fps", "1"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/a.json"))) as? [String: Any])
        #expect(((json["frames"] as? [Any])?.count ?? 0) * 5000 <= AnimateCommand.maximumLayerStates)
    }

    /// Sheets too large to make are refused before a cell is drawn: 58 symbols at 9 weights and 4,096 px
    /// took 15 GB and more than a minute before; a hundred thousand animation frames reached cairo's limit.
    @Test(arguments: [
        ["sheet", "--size", "4096", "--all-weights"], ["sheet", "bell", "bolt", "wifi", "bookmark", "--size", "4096"],
        ["animate", "bell", "--effect", "bounce", "--sheet-frames", "100000", "--size", "4096"],
    ])
    func oversizedSheetsAreRefusedFirst(arguments: [String]) throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let start = Date()
        #expect(throws: ExitCode(1)) { try Self.run(arguments + ["-o", directory + "/sheet.png"]) }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(!FileManager.default.fileExists(atPath: directory + "/sheet.png"))
    }

    @Test func usageErrorsAreRefusedBeforeRunning() throws {
        #expect(throws: (any Error).self) { try Self.run(["sheet", "-o", "x.png", "--columns", "0"]) }
        #expect(throws: (any Error).self) { try Self.run(["sheet", "-o", "x.png", "--size", "0"]) }
        #expect(throws: (any Error).self) { try Self.run(["sheet", "-o", "x.png", "--row-locales", "he,x@y"]) }
        #expect(throws: (any Error).self) { try Self.run(["recolor", "x.svg", "--palette", "red"]) }  // neither -o nor --in-place
        #expect(throws: (any Error).self) { try Self.run(["render", "bell", "-o", "x.png", "--palette", "notacolour"]) }
        #expect(throws: (any Error).self) { try Self.run(["animate", "bell", "--effect", "bounce.sideways", "-o", "x.svg"]) }
        #expect(throws: (any Error).self) { try Self.run(["render", "bell", "-o", "x.png", "--variable-value", "2"]) }
    }

    /// `-o -` is standard output, for one file: a directory or several inputs are refused before anything is
    /// written (a directory called `-` was made for them).
    @Test func standardOutputTakesOneFile() throws {
        let directory = NSTemporaryDirectory() + "emblem-dash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/a.svg"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: URL(fileURLWithPath: file))
        for inputs in [[directory], [file, file + "x"]] {
            do {
                _ = try BatchPlan(inputs: inputs, output: "-", outputExtension: "svg")
                Issue.record("expected a refusal for \(inputs)")
            } catch {
                #expect(error.message.contains("- is standard output, which takes one file"), "\(error.message)")
            }
        }
        #expect(try BatchPlan(inputs: [file], output: "-", outputExtension: "svg").items.map(\.output) == ["-"])
    }

    /// `-o` naming the input directory (or the input file) would write over the sources without
    /// `--in-place`: refused before anything is written; a PNG beside its SVG is fine.
    @Test func anOutputOverItsOwnInputIsRefused() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = directory + "/icons/a.svg"
        try Self.write(Self.good, to: icon)
        let before = FileManager.default.contents(atPath: icon)
        for arguments in [["normalize", directory + "/icons", "-o", directory + "/icons"],
                          ["render", directory + "/icons", "-o", directory + "/./icons", "--format", "svg"],
                          ["recolor", icon, "-o", icon, "--palette", "red"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try Self.run(arguments) }
        }
        #expect(FileManager.default.contents(atPath: icon) == before)
        try Self.run(["render", directory + "/icons", "-o", directory + "/icons", "--size", "8"])
        #expect(FileIO.isFile(directory + "/icons/a.png"))
    }

    /// A device is there, so it is not "no such file": the error says what it is.
    @Test func aDeviceIsNotAMissingFile() {
        do {
            _ = try BatchPlan(inputs: ["/dev/null"], output: "x.svg", outputExtension: "svg")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.message.contains("device") && !error.message.contains("No such"), "\(error.message)")
        }
    }

    /// A library folder given that is not there is a usage error, not an empty library.
    @Test(arguments: [["list"], ["sheet", "-o", "x.png"], ["localize", "--locales", "he", "-o", "out"], ["render", "bell", "-o", "x.png"]])
    func aMissingLibraryFolderIsRefused(command: [String]) {
        #expect(throws: (any Error).self) { _ = try EmblemCommand.parseAsRoot(command + ["--symbols", "/nonexistent/emblem-library"]) }
        #expect(throws: Never.self) { _ = try EmblemCommand.parseAsRoot(command + ["--symbols", NSTemporaryDirectory()]) }
    }

    /// `--max-depth` stops where Emblem's recursion would overflow the stack (1,500 levels crashed).
    @Test(arguments: [("5000", false), ("401", false), ("0", false), ("400", true), ("200", true)])
    func maximumDepthIsBounded(depth: String, isAccepted: Bool) {
        let arguments = ["inspect", "bell", "--max-depth", depth]
        if isAccepted {
            #expect(throws: Never.self) { _ = try EmblemCommand.parseAsRoot(arguments) }
        } else {
            #expect(throws: (any Error).self) { _ = try EmblemCommand.parseAsRoot(arguments) }
        }
    }

    /// A delay that is not a number of seconds from 0 to a million is a usage error (∞ and NaN were taken
    /// as 0, and 1e308 overflowed the clock: each reported as an animation lasting 0 s).
    @Test(arguments: ["inf", "nan", "-1", "1e308", "1000001"])
    func repeatDelaysOutsideTheSampledSpanAreRefused(delay: String) {
        #expect(throws: (any Error).self) {
            _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", "bounce", "-o", "x.json", "--repeat", "3", "--repeat-delay", delay])
        }
        #expect(throws: Never.self) {
            _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", "bounce", "-o", "x.json", "--repeat", "3", "--repeat-delay", "1000000"])
        }
    }

    /// Repetition options that would do nothing are usage errors: a delay without repetitions (the output
    /// was the single play's, byte for byte, also with --repeat 1) and a count with --repeating (which
    /// replaced it with forever).
    @Test(arguments: [["--repeat-delay", "2"], ["--repeat-delay", "0"], ["--repeat", "3", "--repeating"],
                      ["--repeat", "3", "--repeating", "--repeat-delay", "1"], ["--repeat", "1", "--repeat-delay", "5"]])
    func repetitionOptionsThatDoNothingAreRefused(options: [String]) {
        #expect(throws: (any Error).self) {
            _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", "bounce", "-o", "x.json"] + options)
        }
    }

    /// Options the output cannot use are refused, naming them (each was accepted and the output was the
    /// same byte for byte, found by the CLI fuzz campaign); where the output can use it, the option is taken.
    @Test(arguments: [
        (["sheet", "bell", "-o", "s.png", "--all-weights", "--weight", "black"], "--weight does nothing", ["--all-weights"]),
        // Given as the default it does nothing all the same (it was compared with the default, and let through).
        (["sheet", "bell", "-o", "s.png", "--all-weights", "--weight", "regular"], "--weight does nothing", ["--all-weights"]),
        (["localize", "bell", "--locales", "he", "-o", "L", "--xcassets", "--weight", "regular", "--scale", "medium"],
         "--weight, --scale do nothing", ["--weight", "bold"]),
        (["sheet", "bell", "-o", "s.png", "--row-locales", "he,ja", "--columns", "1"], "--columns does nothing", ["--columns", "1"]),
        (["sheet", "bell", "-o", "s.png", "--row-locales", "ja", "--locale", "ar"], "--locale does nothing", ["--locale", "ar"]),
        (["sheet", "bell", "-o", "s.png", "--row-locales", ","], "needs at least one locale", ["--row-locales", "he"]),
        (["animate", "bell", "--effect", "bounce", "-o", "a.json", "--size", "64"], "--size does nothing to JSON", ["--format", "svg", "--size", "64"]),
        (["animate", "bell", "--effect", "bounce", "-o", "a.json", "--mode", "palette", "--gradient", "--appearance", "dark"],
         "--mode, --gradient, --appearance do nothing to JSON", ["--format", "svg", "--mode", "palette", "--gradient", "--appearance", "dark"]),
        (["localize", "bell", "--locales", "he", "-o", "L", "--xcassets", "--appearance", "dark", "--increased-contrast"],
         "--appearance, --increased-contrast do nothing", ["--appearance", "dark", "--increased-contrast"]),
        (["localize", "bell", "--locales", "he", "-o", "L", "--xcassets", "--mirrors", "*"], "--mirrors does nothing", ["--mirrors", "*"]),
    ])
    func optionsTheOutputCannotUseAreRefused(arguments: [String], message: String, taken: [String]) throws {
        let error = try #require(throws: (any Error).self) { _ = try EmblemCommand.parseAsRoot(arguments) }
        #expect(EmblemCommand.message(for: error).contains(message), "\(EmblemCommand.message(for: error))")
        // The command and its output, and the option where it does something.
        let base = Array(arguments.prefix(arguments[0] == "animate" ? 6 : arguments[0] == "localize" ? 6 : 4))
        _ = try EmblemCommand.parseAsRoot(base + taken)
    }

    /// Scale holds a state; appear, disappear, draw on and off and replace are transitions: repetition did
    /// nothing to them.
    @Test(arguments: ["scale.up", "appear", "disappear.down", "drawOn", "drawOff.reversed", "replace:bell"], [["--repeat", "2"], ["--repeating"], ["--repeating", "--repeat-delay", "1"]])
    func effectsThatDoNotRepeatRefuseRepetition(effect: String, options: [String]) {
        #expect(throws: (any Error).self) {
            _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", effect, "-o", "x.json"] + options)
        }
        #expect(throws: Never.self) { _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", effect, "-o", "x.json"]) }
    }

    /// `--variable-mode` needs a value to show, and `recolor`, which keeps each file's shapes, cannot draw
    /// layers part way.
    @Test func variableModeIsCheckedWhereItCannotApply() {
        #expect(throws: (any Error).self) { _ = try EmblemCommand.parseAsRoot(["render", "wifi", "-o", "x.png", "--variable-mode", "draw"]) }
        #expect(throws: (any Error).self) {
            _ = try EmblemCommand.parseAsRoot(["recolor", "a.svg", "-o", "b.svg", "--mode", "monochrome", "--variable-value", "0.5", "--variable-mode", "draw"])
        }
        #expect(throws: Never.self) {
            _ = try EmblemCommand.parseAsRoot(["recolor", "a.svg", "-o", "b.svg", "--mode", "monochrome", "--variable-value", "0.5", "--variable-mode", "color"])
        }
        #expect(throws: Never.self) {
            _ = try EmblemCommand.parseAsRoot(["render", "wifi", "-o", "x.png", "--variable-value", "0.5", "--variable-mode", "draw"])
        }
    }

    @Test(arguments: [["--repeat", "3", "--repeat-delay", "2"], ["--repeating", "--repeat-delay", "0"], ["--repeating"], ["--repeat", "2"]])
    func repetitionOptionsThatApplyAreAccepted(options: [String]) {
        #expect(throws: Never.self) {
            _ = try EmblemCommand.parseAsRoot(["animate", "bell", "--effect", "bounce", "-o", "x.json"] + options)
        }
    }

    /// Usage errors print once, as usage errors: a bad colour is a `ValidationError` with the parser's
    /// words, not a library error the argument parser prefixes a second time ("Error: error: …").
    @Test func badColoursAreUsageErrors() throws {
        do {
            _ = try EmblemCommand.parseAsRoot(["render", "bell", "-o", "x.png", "--palette", "red,notacolour"])
            Issue.record("a palette with a bad colour was accepted")
        } catch {
            let message = EmblemCommand.message(for: error)
            #expect(message == "--palette: 'notacolour' is not a colour: use a CSS colour (#ff3b30, rgb(…), red) "
                    + "or a system colour (systemRed, secondaryLabel).")
            #expect(EmblemCommand.exitCode(for: error) == .validationFailure)
        }
    }

    /// A single output whose name says neither png nor svg is refused before anything is written, unless
    /// --format says which; a name without an extension, or in capitals, still works.
    @Test func renderRefusesAnOutputNameWithoutAFormat() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/in.svg")
        do {
            try Self.run(["render", directory + "/in.svg", "-o", directory + "/out.jpg"])
            Issue.record("out.jpg was accepted")
        } catch {
            #expect(EmblemCommand.exitCode(for: error) == .validationFailure)
            #expect(EmblemCommand.message(for: error) == "Cannot write '.jpg' files: name the output .png or .svg, or give --format png|svg.")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.jpg"))
        try Self.run(["render", directory + "/in.svg", "-o", directory + "/out.jpg", "--format", "svg"])
        #expect(try SVGDocument(contentsOfFile: directory + "/out.jpg").root.kind == .svg)
        for name in ["OUT.PNG", "plain"] {
            try Self.run(["render", directory + "/in.svg", "-o", directory + "/" + name])
            let png = try #require(FileManager.default.contents(atPath: directory + "/" + name))
            #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    /// animate and sheet refuse output names in formats they do not write (animate once wrote SVG frames
    /// into a directory called out.gif); an existing directory, a name without an extension or --format
    /// settles it.
    @Test func outputNamesMustSayAFormatTheCommandWrites() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileIO.createDirectory(directory + "/frames.v2")
        let refused: [[String]] = [
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/out.gif"],
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/OUT.MP4"],
            ["sheet", "bell", "-o", directory + "/sheet.svg"],
            ["render", "bell", "-o", directory + "/bell.webp"],
        ]
        for arguments in refused {
            #expect(throws: (any Error).self, "\(arguments)") { _ = try EmblemCommand.parseAsRoot(arguments) }
        }
        let accepted: [[String]] = [
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/out.gif", "--format", "svg-frames"],
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/frames.v2"],
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/frames"],
            ["animate", "bell", "--effect", "bounce", "-o", directory + "/Bounce.SVG"],
            ["sheet", "bell", "-o", directory + "/sheet.PNG"],
            ["render", "bell", "-o", directory + "/bell"],
        ]
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["frames.v2"])  // nothing written
        for arguments in accepted { try Self.run(arguments) }
        // Each wrote what its name or --format says: frames into directories, one SVG document, PNGs.
        for frames in ["out.gif", "frames.v2", "frames"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/" + frames).sorted()
            // SVG frames and the manifest that lists them.
            #expect(names.filter { !$0.hasSuffix(".svg") } == ["manifest.json"], "\(frames): \(names.prefix(3))")
            let first = try #require(names.first { $0.hasSuffix(".svg") })
            #expect(try SVGDocument(contentsOfFile: directory + "/" + frames + "/" + first).root.kind == .svg)
        }
        #expect(try SVGDocument(contentsOfFile: directory + "/Bounce.SVG").root.kind == .svg)
        for png in ["sheet.PNG", "bell"] {
            let bytes = try #require(FileManager.default.contents(atPath: directory + "/" + png))
            #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(png)")
        }
    }

    @Test func outputExtensionsAreReadInAnyCase() {
        #expect(OutputName.fileExtension(of: "a/b/Icon.PNG") == "png")
        #expect(OutputName.fileExtension(of: "a.v2/icon") == nil)
        #expect(OutputName.fileExtension(of: ".hidden") == nil)
        #expect(OutputName.fileExtension(of: "archive.tar.gz") == "gz")
    }


    /// `normalize --check` writes nothing and fails while a file is not in normal form; `--in-place`
    /// rewrites exactly the files that change (an unchanged file keeps its modification time).
    /// In place, a symbolic link stays a link and the file it leads to is rewritten (icon themes alias
    /// icons with links; replacing each by a copy broke the aliasing and left the real file as it was); a
    /// file reached by several paths is done once.
    @Test func inPlaceWritesThroughSymbolicLinks() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/icons/real.svg")
        try Self.write(Self.good, to: directory + "/icons/other.svg")
        try FileManager.default.createDirectory(atPath: directory + "/icons/sub", withIntermediateDirectories: true)
        #expect(symlink("real.svg", directory + "/icons/alias.svg") == 0)
        #expect(symlink("../real.svg", directory + "/icons/sub/alias.svg") == 0)
        #expect(chmod(directory + "/icons/real.svg", 0o640) == 0)
        try Self.run(["recolor", directory + "/icons", "--in-place", "--palette", "#ff0000", "--report", directory + "/report.json"])
        for link in ["alias.svg", "sub/alias.svg"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/icons/" + link).hasSuffix("real.svg"))
        }
        #expect(try String(contentsOfFile: directory + "/icons/real.svg", encoding: .utf8).contains("fill:#f00"))
        #expect(try String(contentsOfFile: directory + "/icons/other.svg", encoding: .utf8).contains("fill:#f00"))
        #expect(try FileManager.default.attributesOfItem(atPath: directory + "/icons/real.svg")[.posixPermissions] as? Int == 0o640)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/report.json"))) as? [[String: Any]])
        #expect(report.count == 2)
        // Given twice, a file is still done once.
        let plan = try BatchPlan(inputs: [directory + "/icons/real.svg", directory + "/icons/alias.svg"], output: nil, inPlace: true, outputExtension: "svg")
        #expect(plan.items.map(\.output) == [directory + "/icons/real.svg"])
    }

    /// An output tree keeps the links that stay inside the input tree as links, with the same text (in
    /// the output's extension): Papirus written to a new directory came out as 288,533 files, 1.3 GB,
    /// for its 41,371 files and 42,035 links. Links that leave the tree, are absolute, lead into a
    /// hidden directory or to nothing written are followed as before, or left out.
    @Test(arguments: ["svg", "png"])
    func outputTreesKeepTheirInnerLinks(format: String) throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icons = directory + "/icons", output = directory + "/out"
        for path in ["a/one.svg", ".hidden/h.svg"] { try Self.write(Self.good, to: icons + "/" + path) }
        try Self.write(Self.good, to: directory + "/elsewhere/x.svg")
        try FileManager.default.createDirectory(atPath: icons + "/empty", withIntermediateDirectories: true)
        for (text, link) in [("one.svg", "a/two.svg"), ("../a/one.svg", "b/three.svg"), ("a", "a@2x"), ("empty", "nothing"),
                             (directory + "/elsewhere/x.svg", "absolute.svg"), ("../elsewhere/x.svg", "outside.svg"),
                             (".hidden/h.svg", "h.svg"), ("a/missing.svg", "dangling.svg")] {
            try FileManager.default.createDirectory(atPath: FileIO.parentDirectory(of: icons + "/" + link), withIntermediateDirectories: true)
            #expect(symlink(text, icons + "/" + link) == 0)
        }
        // The link to nothing is reported (and fails the run); the rest is written.
        #expect(throws: ExitCode(1)) {
            try Self.run(format == "svg" ? ["normalize", icons, "-o", output] : ["render", icons, "-o", output, "--size", "8"])
        }
        func kind(_ path: String) -> String {
            var info = stat()
            guard lstat(output + "/" + path, &info) == 0 else { return "absent" }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: output + "/" + path)) ?? "?")
            case S_IFREG: return "file"
            default: return "other"
            }
        }
        let written = { (name: String) in name + "." + format }
        #expect(kind(written("a/one")) == "file")
        #expect(kind(written("a/two")) == "link to " + written("one"))
        #expect(kind(written("b/three")) == "link to " + written("../a/one"))
        #expect(kind("a@2x") == "link to a")
        #expect(FileIO.isFile(output + "/a@2x/" + written("two")))
        // Out of the tree, absolute, or into a hidden directory: followed and written as files.
        for name in ["absolute", "outside", "h"] { #expect(kind(written(name)) == "file") }
        // To an empty directory or to nothing: not made, so nothing dangles.
        #expect(kind("nothing") == "absent")
        #expect(kind(written("dangling")) == "absent")
        // In place, links are still done through, once per file.
        let inPlace = try BatchPlan(inputs: [icons], output: nil, inPlace: true, outputExtension: "svg")
        #expect(inPlace.links.isEmpty)
        #expect(Set(inPlace.items.map(\.output)).count == inPlace.items.count)
    }

    /// A kept link never dangles in the output: one whose text passes through a directory nothing is
    /// written into (`txt/../one.svg`) leads straight to its file, and one to a file that failed is left
    /// out and reported (both were made, dangling).
    @Test func keptLinksNeverDangle() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icons = directory + "/icons", output = directory + "/out"
        try Self.write(Self.good, to: icons + "/one.svg")
        try Self.write("<svg><g>", to: icons + "/bad.svg")
        try Self.write("not an icon", to: icons + "/txt/note.txt")
        #expect(symlink("txt/../one.svg", icons + "/through.svg") == 0)
        #expect(symlink("bad.svg", icons + "/alias.svg") == 0)
        #expect(symlink("alias.svg", icons + "/alias2.svg") == 0)
        #expect(throws: ExitCode(1)) { try Self.run(["normalize", icons, "-o", output]) }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: output + "/through.svg")) == "one.svg")
        #expect(FileIO.isFile(output + "/through.svg"))
        var info = stat()
        for name in ["alias.svg", "alias2.svg", "bad.svg"] { #expect(lstat(output + "/" + name, &info) != 0, "\(name)") }
        #expect(BatchPlan.relativeText(from: "a/b/link.svg", to: "a/c/d.svg") == "../c/d.svg")
        #expect(BatchPlan.relativeText(from: "link.svg", to: "x/y.svg") == "x/y.svg")
        #expect(BatchPlan.passesThroughAndBack("txt/../a.svg") && !BatchPlan.passesThroughAndBack("../../a/b.svg"))
    }

    /// Names that differ only in Unicode normalisation (`café` with `é` and with `e` + U+0301) are two files
    /// on Linux: compared as strings, they were one output, and the batch was refused.
    @Test func namesDifferingOnlyInNormalisationAreTwoFiles() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icons = directory + "/icons", output = directory + "/out"
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        for name in [composed, decomposed] { try Self.write(Self.good, to: icons + "/" + name + "/" + name + ".svg") }
        try Self.run(["normalize", icons, "-o", output])
        let written = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".svg") }
        #expect(written.count == 2)
    }

    @Test func normalizeCheckAndInPlace() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.good, to: directory + "/icons/raw.svg")
        try Self.run(["normalize", directory + "/icons/raw.svg", "-o", directory + "/icons/sub/done.svg"])
        let files = [directory + "/icons/raw.svg", directory + "/icons/sub/done.svg"]
        func contents() throws -> [Data] { try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } }
        let before = try contents()
        #expect(throws: ExitCode.self) { try Self.run(["normalize", directory + "/icons", "--check"]) }
        #expect(try contents() == before)
        let rawFile = Self.inode(files[0]), doneFile = Self.inode(files[1])
        try Self.run(["normalize", directory + "/icons", "--in-place"])
        #expect(try contents()[0] == before[1])  // the raw file now reads as the normalized one
        #expect(Self.inode(files[0]) != rawFile)  // … because it was replaced
        #expect(doneFile != 0 && Self.inode(files[1]) == doneFile)
        try Self.run(["normalize", directory + "/icons", "--check"])
        #expect(throws: (any Error).self) { try Self.run(["normalize", directory + "/icons", "--check", "--in-place"]) }
        #expect(throws: (any Error).self) { try Self.run(["normalize", "-", "--check"]) }
    }

    /// `.svgz` files are found in trees, read, and written back compressed under the same name;
    /// `render` draws them; `--check` compares their contents, not their compressed bytes.
    @Test func svgzInAndOut() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileIO.createDirectory(directory + "/in")
        try FileIO.writeAtomically(try Gzip.compress(Array(Self.good.utf8)), to: directory + "/in/icon.SVGZ")
        try Self.run(["normalize", directory + "/in", "-o", directory + "/out"])
        let written = try FileIO.read(directory + "/out/icon.svgz")
        #expect(Gzip.isCompressed(written))
        try Self.run(["normalize", directory + "/in/icon.SVGZ", "-o", directory + "/plain.svg"])
        #expect(try Gzip.decompress(written, maximumBytes: 1 << 20) == FileIO.read(directory + "/plain.svg"))
        try Self.run(["normalize", directory + "/out", "--check"])
        #expect(throws: ExitCode.self) { try Self.run(["normalize", directory + "/in", "--check"]) }
        try Self.run(["render", directory + "/in/icon.SVGZ", "-o", directory + "/icon.png", "--size", "16"])
        #expect(Array(try FileIO.read(directory + "/icon.png").prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    /// `render --locale` picks the `systemLanguage` branch of a file's `switch`; without a locale the
    /// fallback is drawn, whatever the machine's own language.
    @Test func renderPicksTheSwitchBranchOfTheLocale() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><switch>
            <rect systemLanguage="de" width="10" height="10" fill="#00f"/><rect width="10" height="10" fill="#0f0"/>
            </switch></svg>
            """, to: directory + "/flag.svg")
        for (locale, fill) in [("de-AT", "#00f"), (nil, "#0f0")] {
            let output = directory + "/flag-\(locale ?? "none").svg"
            try Self.run(["render", directory + "/flag.svg", "-o", output] + (locale.map { ["--locale", $0] } ?? []))
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.contains("fill=\"\(fill)\"") && text.components(separatedBy: "<path").count == 2, "\(locale ?? "none"): \(text)")
        }
    }

    /// A plain SVG is rendered in its own shape, its longer side `--size` long; a symbol in a square.
    @Test func renderKeepsTheShapeOfPlainSVG() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 50\"><rect width=\"200\" height=\"50\"/></svg>",
                       to: directory + "/wide.svg")
        try Self.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 90\"><rect width=\"30\" height=\"90\"/></svg>",
                       to: directory + "/tall.svg")
        /// Width and height from a PNG's IHDR chunk.
        func pngSize(_ path: String) throws -> (Int, Int) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }
        try Self.run(["render", directory + "/wide.svg", "-o", directory + "/wide.png", "--size", "100"])
        #expect(try pngSize(directory + "/wide.png") == (100, 25))
        try Self.run(["render", directory + "/tall.svg", "-o", directory + "/tall.png", "--size", "100"])
        #expect(try pngSize(directory + "/tall.png") == (33, 100))
        try Self.run(["render", directory + "/wide.svg", "-o", directory + "/wide.svg.out.svg", "--size", "100"])
        #expect(try String(contentsOfFile: directory + "/wide.svg.out.svg", encoding: .utf8).contains("width=\"100\" height=\"25\""))
        // Restyled, it is a symbol: drawn in a square.
        try Self.run(["render", directory + "/wide.svg", "-o", directory + "/wide-red.png", "--size", "100", "--palette", "red"])
        #expect(try pngSize(directory + "/wide-red.png") == (100, 100))
    }

    /// `--appearance dark` draws a file's `@media (prefers-color-scheme: dark)` rules, as a browser in dark
    /// mode does; the default appearance, light, does not.
    @Test func renderFollowsTheAppearanceIntoMediaRules() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
            <style>path { fill: #123 } @media (prefers-color-scheme: dark) { path { fill: #eee } }</style>
            <path d="M0 0h10v10z"/></svg>
            """, to: directory + "/favicon.svg")
        for (appearance, fill) in [("dark", "#eee"), ("light", "#123")] {
            let output = directory + "/\(appearance).svg"
            try Self.run(["render", directory + "/favicon.svg", "-o", output, "--appearance", appearance])
            #expect(try String(contentsOfFile: output, encoding: .utf8).contains("fill=\"\(fill)\""), "\(appearance)")
        }
    }
}

/// `--gradient` on its own keeps each file's colours and makes each a gradient of itself: `recolor` writes
/// them into the file, `render` draws them; with a mode, the mode's colours are shaded.
@Suite struct GradientOptionTests {
    static let file = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="0" y="4" width="24" height="16" fill="#c00"/></svg>
        """
    static let libraryDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("symbols").path

    @Test func gradientAloneShadesTheFilesOwnColours() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(Self.file, to: directory + "/in.svg")
        try BatchCommandTests.run(["recolor", directory + "/in.svg", "-o", directory + "/out.svg", "--gradient"])
        let text = try String(contentsOfFile: directory + "/out.svg", encoding: .utf8)
        #expect(text.contains("fill:url(#emblem-shade-1)") && text.contains("style=\"stop-color:#c00\""), "\(text)")
        try BatchCommandTests.run(["render", directory + "/in.svg", "-o", directory + "/drawn.svg", "--gradient", "--size", "48"])
        let image = try Rasterizer().image(svg: try FileIO.read(directory + "/drawn.svg"), size: .square(48))
        let left = image[x: 1, y: 24], middle = image[x: 24, y: 24], right = image[x: 46, y: 24]
        #expect(left.red > middle.red && middle.red > right.red && left.blue < 60 && right.green < 30, "\(left) \(middle) \(right)")
        #expect(abs(Int(middle.red) - 0xcc) <= 3)
        // A library symbol stays in monochrome: bell.badge's red badge (its multicolor) is not drawn.
        try BatchCommandTests.run(["render", "bell.badge", "-o", directory + "/bell.svg", "--gradient", "--size", "48",
                                   "--symbols", Self.libraryDirectory])
        let bell = try Rasterizer().image(svg: try FileIO.read(directory + "/bell.svg"), size: .square(48))
        var inked = 0
        for y in 0..<48 { for x in 0..<48 where bell[x: x, y: y].alpha > 200 {
            let pixel = bell[x: x, y: y]
            inked += 1
            #expect(max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue) <= 2, "\(pixel) at \(x), \(y)")
        } }
        #expect(inked > 100)
        // Nothing asked: refused, naming --gradient.
        #expect(throws: (any Error).self) { _ = try EmblemCommand.parseAsRoot(["recolor", "a.svg", "-o", "b.svg"]) }
    }

    /// An icon drawn in `currentColor` (Lucide, Tabler and Heroicons draw every stroke so) is shaded from
    /// the colour `currentColor` stands for, the file's `color` or else black, in `recolor` and `render`
    /// alike: both stayed flat, recolour writing the file back unchanged.
    @Test(arguments: [("", [0, 0, 0]), (" color=\"#2050d0\"", [0x20, 0x50, 0xd0])])
    func currentColorIsShadedFromTheColourItStandsFor(colorAttribute: String, expected: [Int]) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\"\(colorAttribute)>"
            + "<path d=\"M0 12h24\" stroke-width=\"8\"/></svg>"
        try BatchCommandTests.write(source, to: directory + "/in.svg")
        try BatchCommandTests.run(["recolor", directory + "/in.svg", "-o", directory + "/out.svg", "--gradient"])
        let recoloured = try FileIO.read(directory + "/out.svg")
        #expect(String(decoding: recoloured, as: UTF8.self).contains("stroke:url(#emblem-shade-1)"))
        try BatchCommandTests.run(["render", directory + "/in.svg", "-o", directory + "/drawn.svg", "--gradient", "--size", "48"])
        for svg in [recoloured, try FileIO.read(directory + "/drawn.svg")] {
            let image = try Rasterizer().image(svg: svg, size: .square(48))
            let left = image[x: 1, y: 24], middle = image[x: 24, y: 24], right = image[x: 46, y: 24]
            func sum(_ pixel: RasterColor) -> Int { Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) }
            // The middle is the colour itself; the left end lighter (the shift lifts even black), the
            // right darker or as dark.
            #expect(zip([middle.red, middle.green, middle.blue], expected).allSatisfy { abs(Int($0) - $1) <= 3 }, "\(middle)")
            #expect(sum(left) > sum(middle) + 20, "\(left) \(middle)")
            #expect(sum(right) <= sum(middle), "\(right) \(middle)")
        }
    }
}
