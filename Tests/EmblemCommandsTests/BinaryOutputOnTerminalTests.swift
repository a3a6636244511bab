import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// PNG asked for on standard output is refused when standard output is a terminal (it garbled it), and
/// written as asked when it is redirected or piped. The executable runs with its standard output on a
/// pseudo-terminal, as in a shell, or on a pipe.
@Suite struct BinaryOutputOnTerminalTests {
    /// A pseudo-terminal pair: the child writes to `follower`, the test reads what reached the terminal
    /// from `leader`. Both close on exec, so that no other test's child, started meanwhile, holds the
    /// follower open and keeps the read waiting.
    struct Terminal {
        let leader: Int32
        let follower: Int32

        init() throws {
            leader = Self.libc("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
            let grant = Self.libc("grantpt", as: (@convention(c) (Int32) -> Int32).self)
            let unlock = Self.libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
            let name = Self.libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            guard leader >= 0, grant(leader) == 0, unlock(leader) == 0, let path = name(leader) else {
                throw CocoaError(.fileReadUnknown)
            }
            follower = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard follower >= 0 else { throw CocoaError(.fileReadUnknown) }
        }

        /// Whether this machine gives pseudo-terminals (a container without `/dev/pts` does not).
        static let isAvailable: Bool = {
            guard let terminal = try? Terminal() else { return false }
            close(terminal.leader)
            close(terminal.follower)
            return true
        }()

        /// A C library function the Glibc module leaves out (declared only for `_XOPEN_SOURCE`), found
        /// by name in the running process.
        static func libc<Function>(_ name: String, as type: Function.Type) -> Function {
            unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)!, to: type)
        }
    }

    struct Result {
        let status: Int32
        let stdout: [UInt8]
        let stderr: String
    }

    /// Runs the debug executable with standard output on a terminal or a pipe; everything written to it
    /// is read while it runs, so a large output cannot fill the terminal's buffer and stall the child.
    static func run(_ arguments: [String], onTerminal: Bool) throws -> Result {
        let process = Process()
        process.executableURL = ExecutableTests.root.appendingPathComponent(".build/debug/emblem")
        process.arguments = arguments
        process.currentDirectoryURL = ExecutableTests.root
        let stderr = Pipe()
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        if onTerminal {
            let terminal = try Terminal()
            defer { close(terminal.leader) }
            process.standardOutput = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
            let written = Mutex<[UInt8]>([])
            let drained = DispatchSemaphore(value: 0)
            try process.run()
            // The child holds its own copy; once it exits, reading the leader ends (EIO).
            close(terminal.follower)
            DispatchQueue.global().async {
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = read(terminal.leader, &buffer, buffer.count)
                    if count <= 0 { break }
                    written.withLock { $0 += buffer[0..<count] }
                }
                drained.signal()
            }
            let errors = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            drained.wait()
            return Result(status: process.terminationStatus, stdout: written.withLock { $0 },
                          stderr: String(decoding: errors, as: UTF8.self))
        }
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        // Both pipes read at once: one left unread could fill and stall the child.
        let errors = Mutex(Data())
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            errors.withLock { $0 = data }
            drained.signal()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        drained.wait()
        return Result(status: process.terminationStatus, stdout: Array(out), stderr: String(decoding: errors.withLock { $0 }, as: UTF8.self))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static let binaryOutputs: [[String]] = [
        ["render", "bell", "-o", "-", "--size", "32"],
        ["render", "bell", "-o", "-", "--format", "png", "--size", "32"],
        ["sheet", "bell", "-o", "-", "--size", "32"],
        ["animate", "bell", "--effect", "bounce", "--format", "apng", "--size", "32", "-o", "-"],
        ["animate", "bell", "--effect", "bounce", "--format", "sheet", "--size", "32", "-o", "-"],
    ]

    @Test(.enabled(if: Terminal.isAvailable, "no pseudo-terminal on this machine"), arguments: binaryOutputs)
    func pngIsNotPouredIntoATerminal(arguments: [String]) throws {
        let result = try Self.run(arguments, onTerminal: true)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty, "\(result.stdout.count) bytes reached the terminal")
        #expect(result.stderr.contains("standard output is a terminal"), "\(result.stderr)")
        #expect(result.stderr.contains("redirect it"), "\(result.stderr)")
    }

    @Test(arguments: binaryOutputs)
    func pngIsWrittenToAPipe(arguments: [String]) throws {
        let result = try Self.run(arguments, onTerminal: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(result.stdout.prefix(8)) == Self.pngSignature)
    }

    /// Text is written to a terminal as asked: SVG, and an animation's JSON.
    @Test(.enabled(if: Terminal.isAvailable, "no pseudo-terminal on this machine"),
          arguments: [(["render", "bell", "-o", "-", "--format", "svg"], "<svg"),
                      (["animate", "bell", "--effect", "bounce", "--format", "json", "-o", "-"], "\"frames\"")])
    func textIsWrittenToATerminal(arguments: [String], expected: String) throws {
        let result = try Self.run(arguments, onTerminal: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains(expected))
    }
}
