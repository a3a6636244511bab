import EmblemSVG
import EmblemSymbols

/// Loads what a command argument names: an SVG file (any kind) or a symbol of the library.
struct SymbolSource: Sendable {
    let library: SymbolLibrary
    let limits: XMLLimits

    /// Whether `argument` names a library symbol (and is not a file).
    func isSymbolName(_ argument: String) -> Bool {
        !FileIO.isFile(argument) && FileIO.isFile(library.folder(of: argument) + "/symbol.svg")
    }

    /// The symbol an argument names, with its info when it comes from the library.
    func load(_ argument: String) throws -> (symbol: Symbol, info: SymbolInfo?, diagnostics: [Diagnostic]) {
        if FileIO.isFile(argument) || argument == "-" {
            let document = try SVGDocument(contentsOfFile: argument, limits: limits)
            let (symbol, diagnostics) = try SymbolImporter(limits: limits).symbol(from: document)
            return (symbol, nil, diagnostics)
        }
        let (symbol, info, diagnostics) = try library.symbol(named: argument)
        return (symbol, info, diagnostics)
    }
}
