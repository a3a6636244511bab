import ArgumentParser
import EmblemSVG
#if canImport(Glibc)
import Glibc
#endif

/// Runs a batch and prints diagnostics, failures and the summary to stderr. Call `exitIfAnyFailed` after
/// writing any report to turn failures into a non-zero exit status. With `strict` (`--strict`), a file
/// with warnings fails and nothing is written for it.
func runBatch(_ plan: BatchPlan, verb: String, strict: Bool = false,
              job: @Sendable @escaping (BatchItem) throws -> BatchProduct) -> [BatchOutcome] {
    if !plan.items.isEmpty || !plan.links.isEmpty {
        for directory in plan.emptyDirectories { printError("note: \(directory) holds no .svg or .svgz files.") }
    }
    let runner = BatchRunner(verb: verb, treatsWarningsAsErrors: strict)
    let start = monotonicSeconds()
    let outcomes = runner.run(plan, job: job)
    for index in outcomes.indices {
        DiagnosticPrinting.print(outcomes[index].diagnostics, of: outcomes[index].item.input)
        if let error = outcomes[index].error { printError(error) }
    }
    if plan.items.count + plan.links.count > 1 || outcomes.contains(where: { $0.error != nil }) {
        printError(runner.summary(outcomes, seconds: monotonicSeconds() - start))
    } else if plan.items.isEmpty && plan.links.isEmpty {
        // Said, so that a CI job pointed at the wrong directory does not pass in silence.
        printError("note: no .svg or .svgz files found in the input; nothing was \(verb).")
    }
    return outcomes
}

/// Exit status 1 when any item failed.
func exitIfAnyFailed(_ outcomes: [BatchOutcome]) throws {
    if outcomes.contains(where: { $0.error != nil }) { throw ExitCode(1) }
}

/// Prints one line to standard error: control characters in it (from a document's text, quoted in a
/// message) are printed as spaces.
func printError(_ line: String) {
    writeStandardError(DiagnosticText.oneLine(line) + "\n")
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Writes to standard error without going through C's shared `stderr` stream.
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
        if written <= 0 { return }
        offset += written
    }
}
