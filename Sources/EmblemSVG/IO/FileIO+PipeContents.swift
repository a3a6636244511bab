import Synchronization

extension FileIO {
    /// What was read from pipes (`<(curl …)`, a named pipe, standard input), by the path it was read
    /// through, for the rest of the run: a pipe gives its bytes once, and commands that read an input
    /// again (`localize` per locale, `sheet`'s rows of locales, a check of which `systemLanguage` tests
    /// a file has before loading it) found it empty the second time, or said no program wrote to it.
    enum PipeContents {
        private static let kept = Mutex<[String: [UInt8]]>([:])

        static func bytes(readFrom path: String) -> [UInt8]? { kept.withLock { $0[path] } }

        static func keep(_ bytes: [UInt8], readFrom path: String) { kept.withLock { $0[path] = bytes } }
    }
}
