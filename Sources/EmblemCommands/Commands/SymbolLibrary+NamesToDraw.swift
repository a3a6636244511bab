import EmblemSVG
import EmblemSymbols

extension SymbolLibrary {
    /// The symbols a command draws: those named, else every symbol of the library, which must hold one
    /// (an empty library made `sheet` and `localize` fail with "see the errors above" and no error above).
    func namesToDraw(_ named: [String]) throws(SVGError) -> [String] {
        guard named.isEmpty else { return named }
        let all = names
        if all.isEmpty {
            throw SVGError(.io, "The library \(directory) holds no symbols (folders with a symbol.svg); name symbols or SVG files, or give --symbols DIR.")
        }
        return all
    }
}
