import Dispatch
import EmblemSVG
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The outcome of one batch item.
public struct BatchOutcome: Sendable {
    public var item: BatchItem
    /// `nil` when the item succeeded.
    public var error: String?
    public var diagnostics: [Diagnostic]
    /// A short summary the job left for reports.
    public var note: String?
    /// Whether the job's output differs from its input (what `normalize --check` lists).
    public var differsFromInput = false
    /// Whether this is a link the output tree keeps (``BatchPlan/links``) rather than a file processed.
    public var isLink = false
}

/// What one item's work produced: the bytes to write and any recoverable problems.
public struct BatchProduct: Sendable {
    public var bytes: [UInt8]
    public var diagnostics: [Diagnostic]
    public var note: String?
    /// False when there is nothing to write (a check, or an output that would not change).
    public var writes: Bool
    /// Whether `bytes` differ from the input file.
    public var differsFromInput: Bool

    public init(bytes: [UInt8], diagnostics: [Diagnostic] = [], note: String? = nil, writes: Bool = true, differsFromInput: Bool = false) {
        self.bytes = bytes
        self.diagnostics = diagnostics
        self.note = note
        self.writes = writes
        self.differsFromInput = differsFromInput
    }
}

/// Runs a per-file job over a plan on every core, writing each output atomically. One failing file is
/// recorded and the others continue. Progress goes to stderr when it is a terminal.
public struct BatchRunner: Sendable {
    public var verb: String
    public var showsProgress: Bool
    /// `--strict`: an item with diagnostics fails, and nothing is written for it. Default: false.
    public var treatsWarningsAsErrors: Bool

    public init(verb: String, showsProgress: Bool = isatty(STDERR_FILENO) != 0, treatsWarningsAsErrors: Bool = false) {
        self.verb = verb
        self.showsProgress = showsProgress
        self.treatsWarningsAsErrors = treatsWarningsAsErrors
    }

    public func run(_ plan: BatchPlan, job: @Sendable @escaping (BatchItem) throws -> BatchProduct) -> [BatchOutcome] {
        let items = plan.items
        let results = ResultsBox(count: items.count)
        let progress = ProgressLine(total: items.count, verb: verb, enabled: showsProgress && items.count > 1)
        let createdDirectories = DirectorySet()
        // Replaced files are flushed to disk a group at a time, not one by one (`recolor --in-place` of
        // Papirus ≈ 1.9× faster).
        let writes = AtomicWriteGroup()
        let treatsWarningsAsErrors = self.treatsWarningsAsErrors
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let item = items[index]
            var outcome = BatchOutcome(item: item, error: nil, diagnostics: [], note: nil)
            if let reason = item.unlistedReason {
                outcome.error = "\(item.input): error: Cannot list this directory of the input, so its files are not processed: \(reason)."
                results.set(index, outcome)
                progress.advance()
                return
            }
            do {
                let product = try job(item)
                outcome.diagnostics = product.diagnostics
                outcome.note = product.note
                outcome.differsFromInput = product.differsFromInput
                // Checked before the write, not after: failing a file already written (an input rewritten
                // in place) reported a failure that had happened anyway.
                if treatsWarningsAsErrors, !product.diagnostics.isEmpty {
                    outcome.error = "\(item.input): error: warnings are fatal with --strict."
                }
                guard product.writes, outcome.error == nil else {
                    results.set(index, outcome)
                    progress.advance()
                    return
                }
                let directory = FileIO.parentDirectory(of: item.output)
                if item.output != "-" { try createdDirectories.ensure(directory) }
                // A `.svgz` output is written compressed, as its name says.
                let compressed = item.output.lowercased().hasSuffix(".svgz")
                try writes.write(compressed ? Gzip.compress(product.bytes) : product.bytes, to: item.output, tag: index)
            } catch let error as any LocatedError where error.location != nil {
                outcome.error = "\(error)"
            } catch let error as any LocatedError {
                // A located kind of error without a location (a template with no Symbols group) names the file.
                outcome.error = "\(item.input): error: \(error.message)"
            } catch {
                // Errors without a location (librsvg's, for one) still name the file.
                outcome.error = "\(item.input): error: \(error)"
            }
            results.set(index, outcome)
            progress.advance()
        }
        for (index, error) in writes.finish() { results.fail(index, "\(error)") }
        progress.finish()
        // Links last, so that each leads to something already written.
        var links = plan.links.map { link in
            var outcome = BatchOutcome(item: BatchItem(input: link.input, output: link.output), error: nil, diagnostics: [], note: nil)
            outcome.isLink = true
            do {
                try createdDirectories.ensure(FileIO.parentDirectory(of: link.output))
                try FileIO.linkAtomically(link.output, to: link.target)
            } catch {
                outcome.error = "\(error)"
            }
            return outcome
        }
        // A link whose file failed (or that leads to such a link) would dangle: it is taken out again.
        var removedOne = true
        while removedOne {
            removedOne = false
            for index in links.indices where links[index].error == nil && !FileIO.exists(links[index].item.output) {
                unlink(links[index].item.output)
                let target = plan.links[index].target
                links[index].error = "\(links[index].item.input): error: Left out this link to \(target) of the output: what it leads to was not written."
                removedOne = true
            }
        }
        return results.values + links
    }

    /// The one-line summary printed after a batch.
    public func summary(_ outcomes: [BatchOutcome], seconds: Double) -> String {
        let files = outcomes.filter { !$0.isLink }, links = outcomes.filter(\.isLink)
        let failed = files.filter { $0.error != nil }.count, failedLinks = links.filter { $0.error != nil }.count
        let warned = files.filter { !$0.diagnostics.isEmpty }.count
        var line = "\(verb) \(files.count - failed) of \(files.count) file\(files.count == 1 ? "" : "s")"
        if failed > 0 { line += ", \(failed) failed" }
        if !links.isEmpty { line += ", kept \(links.count - failedLinks) of \(links.count) link\(links.count == 1 ? "" : "s")" }
        if warned > 0 { line += ", \(warned) with warnings" }
        line += " in " + String(format1: seconds) + " s"
        return line
    }
}

/// Results written from many threads, each index once.
final class ResultsBox: Sendable {
    private let storage: Mutex<[BatchOutcome?]>

    init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ outcome: BatchOutcome) { storage.withLock { $0[index] = outcome } }

    /// Marks an item that succeeded as failed after all (its output could not be put in place).
    func fail(_ index: Int, _ error: String) { storage.withLock { $0[index]?.error = error } }

    var values: [BatchOutcome] { storage.withLock { $0.compactMap { $0 } } }
}

/// Directories already created in this batch, so each is created once, and no thread writes into one
/// before it exists.
final class DirectorySet: Sendable {
    private let seen = Mutex(Set<PathBytes>())

    /// Creates `directory` (and its parents) unless this batch already did; the lock is held while creating,
    /// so a second thread waits instead of racing ahead.
    func ensure(_ directory: String) throws(SVGError) {
        let key = PathBytes(directory)
        try seen.withLock { (seen: inout Set<PathBytes>) throws(SVGError) in
            guard !seen.contains(key) else { return }
            try FileIO.createDirectory(directory)
            seen.insert(key)
        }
    }
}

extension String {
    /// A number with one decimal place, locale-independent.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
