import ArgumentParser
import EmblemSymbols
import EmblemSVG

/// `emblem list`: the library's symbols with their categories and keywords.
public struct ListCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the symbols of the library with their categories and keywords.")

    @Flag(help: "Print JSON: an array of the symbols' info.json contents, plus their variant files.")
    public var json = false

    @Option(help: "Only symbols in this category.")
    public var category: String?

    @OptionGroup public var library: LibraryOptions

    public init() {}

    struct Entry: Codable {
        var name: String
        var categories: [String]
        var keywords: [String]
        var mirroring: String
        var effects: [String]
        var variants: [String]
    }

    public func run() throws {
        let library = self.library.library()
        // Without a library, "0 symbols in symbols" and status 0 read as an empty one.
        guard FileIO.isDirectory(library.directory) else {
            printError("error: No symbol library found: there is no \(library.directory) folder here; give --symbols DIR or set EMBLEM_SYMBOLS.")
            throw ExitCode(1)
        }
        var entries: [Entry] = []
        // A symbol whose info.json is broken is reported and left out; the others are still listed.
        var unreadable = 0
        for name in library.names {
            guard let info = try skippingFailure({ try library.info(of: name) }) else {
                unreadable += 1
                continue
            }
            if let category, !info.categories.contains(category) { continue }
            entries.append(Entry(name: name, categories: info.categories, keywords: info.keywords,
                                 mirroring: info.mirroring.rawValue, effects: info.effects,
                                 variants: library.variantSuffixes(of: name)))
        }
        if let category, entries.isEmpty {
            let known = Set(library.names.flatMap { (try? library.info(of: $0).categories) ?? [] }).sorted()
            printError("error: No symbol is in the category '\(category)'; the categories are: \(known.joined(separator: ", ")).")
            throw ExitCode(1)
        }
        if json {
            print(try JSONOutput.string(entries))
        } else {
            // One line a symbol, whatever its folder's name or info.json holds: control characters (a
            // newline, a terminal escape) print as spaces, as in every message. (JSON escapes them.)
            let names = entries.map { DiagnosticText.oneLine($0.name) }
            let width = names.map(\.count).max() ?? 0
            for (entry, name) in zip(entries, names) {
                let padded = name + String(repeating: " ", count: width - name.count)
                let categories = DiagnosticText.oneLine(entry.categories.joined(separator: ", "))
                print("\(padded)  \(categories)  —  \(DiagnosticText.oneLine(entry.keywords.joined(separator: ", ")))")
            }
            printError("\(entries.count) symbol\(entries.count == 1 ? "" : "s") in \(library.directory)"
                       + (unreadable > 0 ? ", \(unreadable) with an unreadable info.json" : ""))
        }
        if unreadable > 0 { throw ExitCode(1) }
    }
}
