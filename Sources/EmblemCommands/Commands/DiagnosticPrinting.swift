import EmblemSVG

/// The warnings of one input, printed one a line to standard error: at most ``maximumPerFile`` of them,
/// then a note of how many more there are. A file of 100,000 shapes each with the same broken value
/// printed 100,000 lines, burying every other file's in a CI log; the first hundred say what is wrong,
/// and `--strict` fails such a file whatever their number.
enum DiagnosticPrinting {
    static let maximumPerFile = 100

    /// Prints `diagnostics` of `file`; a diagnostic about the whole file carries no location, and is
    /// named by the file.
    static func print(_ diagnostics: [Diagnostic], of file: String) {
        for diagnostic in diagnostics.prefix(maximumPerFile) {
            printError(diagnostic.location == nil ? "\(file): \(diagnostic)" : diagnostic.description)
        }
        let more = diagnostics.count - maximumPerFile
        if more > 0 {
            printError("\(file): note: \(more) more warning\(more == 1 ? "" : "s") not shown (the first \(maximumPerFile) are).")
        }
    }
}
