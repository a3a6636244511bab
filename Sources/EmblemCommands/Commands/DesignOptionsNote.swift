import EmblemSymbols
import Synchronization

/// Whether `--weight` and `--scale` (and `sheet --all-weights`) did anything: they choose among an SF
/// Symbols template's designs, and a plain SVG file has one, so given for plain files alone they were taken
/// and ignored in silence (`--all-weights` drew nine identical cells a file). A
/// command records the kind of each input it draws (from any thread: `render` draws on every core) and
/// prints one note at the end when every one was plain; a batch with a template in it says nothing, the
/// options applying to the template.
final class DesignOptionsNote: Sendable {
    /// The options given, by name (`--weight`, `--scale`).
    let given: [String]
    private let drawn = Mutex((plain: 0, templates: 0))

    init(weight: SymbolWeight?, scale: SymbolScale?, allWeights: Bool = false) {
        given = [weight.map { _ in "--weight" }, scale.map { _ in "--scale" }, allWeights ? "--all-weights" : nil].compactMap { $0 }
    }

    convenience init(_ style: StyleOptions, allWeights: Bool = false) {
        self.init(weight: style.weightGiven, scale: style.scaleGiven, allWeights: allWeights)
    }

    /// Records an input drawn.
    func record(_ format: Symbol.Format) {
        drawn.withLock { format == .plain ? ($0.plain += 1) : ($0.templates += 1) }
    }

    /// Prints the note when options were given and every input drawn (at least one) was a plain file.
    func printIfUnused() {
        let (plain, templates) = drawn.withLock { $0 }
        guard !given.isEmpty, plain > 0, templates == 0 else { return }
        printError("note: \(given.joined(separator: " and ")) \(given.count == 1 ? "has" : "have") no effect: plain SVG files have one "
                   + "design (\(given.count == 1 ? "it applies" : "they apply") to SF Symbols templates).")
    }
}
