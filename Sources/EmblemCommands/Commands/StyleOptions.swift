import ArgumentParser
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

extension SymbolRenderingMode: ExpressibleByArgument {}
extension SymbolWeight: ExpressibleByArgument {}
extension SymbolScale: ExpressibleByArgument {}
extension SymbolAppearance.ColorScheme: ExpressibleByArgument {}
extension SymbolVariableValueMode: ExpressibleByArgument {}

/// How to style a symbol: the options `render`, `recolor` and `animate` share.
public struct StyleOptions: ParsableArguments {
    @Option(help: "Rendering mode: \(SymbolRenderingMode.allCases.map(\.rawValue).joined(separator: ", ")).")
    public var mode: SymbolRenderingMode?

    @Option(help: "Colours, comma-separated: CSS colours or system colours (systemRed). One for monochrome and hierarchical, up to three for palette, the tint for multicolor.")
    public var palette: String?

    @Option(help: "light or dark: system colours, the default foreground and an SVG file's prefers-color-scheme @media rules follow it.")
    public var appearance: SymbolAppearance.ColorScheme = .light

    @Flag(help: "Use the increased-contrast system colours.")
    public var increasedContrast = false

    @Option(name: .customLong("weight"), help: "Weight: \(SymbolWeight.allCases.map(\.rawValue).joined(separator: ", ")) (default: regular).")
    public var weightGiven: SymbolWeight?

    @Option(name: .customLong("scale"), help: "Scale: small, medium or large (default: medium).")
    public var scaleGiven: SymbolScale?

    /// The weight drawn: given, or regular. Whether it was given is kept, for the note that it did nothing
    /// to plain files (``DesignOptionsNote``).
    public var weight: SymbolWeight { weightGiven ?? .regular }
    /// The scale drawn: given, or medium.
    public var scale: SymbolScale { scaleGiven ?? .medium }

    @Option(help: "Variable value 0…1: layers with a variable threshold above it are drawn dimmed, or (--variable-mode draw) layers with a variable draw range are drawn part way.")
    public var variableValue: Double?

    @Option(help: "How the variable value shows: automatic (the symbol's: color when it has thresholds, else draw), color or draw.")
    public var variableMode: SymbolVariableValueMode = .automatic

    @Flag(help: "Fill each layer with a gradient made from its colour, lighter on the left, darker on the right (SF Symbols 7's gradient rendering), in any mode.")
    public var gradient = false

    public init() {}

    public func validate() throws {
        if let value = variableValue, !(0...1).contains(value) {
            throw ValidationError("--variable-value must be between 0 and 1.")
        }
        if variableMode != .automatic, variableValue == nil {
            throw ValidationError("--variable-mode says how a variable value shows; give --variable-value with it.")
        }
        if let palette {
            let colors: [Color]
            do {
                colors = try SymbolColorParser.colors(palette, appearance: appearanceValue)
            } catch {
                // A usage error, printed once with the usage line (not as "Error: error: …").
                throw ValidationError("--palette: " + error.message)
            }
            if colors.isEmpty { throw ValidationError("--palette needs at least one colour.") }
            if colors.count > 3 { throw ValidationError("--palette takes at most three colours (primary, secondary, tertiary).") }
            // Monochrome, hierarchical and multicolor take one colour: the others were dropped unseen.
            if let mode, mode != .palette, colors.count > 1 {
                throw ValidationError("--mode \(mode.rawValue) takes one colour (\(mode == .multicolor ? "the tint" : "the foreground")), "
                                      + "and --palette gives \(colors.count); give one, or --mode palette.")
            }
        }
    }

    public var appearanceValue: SymbolAppearance { SymbolAppearance(appearance, increasedContrast: increasedContrast) }

    /// The appearance as `@media` queries in SVG files see it (`prefers-color-scheme`, `prefers-contrast`).
    public var mediaEnvironment: MediaEnvironment {
        MediaEnvironment(colorScheme: appearance == .dark ? .dark : .light, increasedContrast: increasedContrast)
    }

    /// Whether any option asks for restyling (otherwise plain SVGs keep their own colours).
    public var isRestyling: Bool { mode != nil || palette != nil || variableValue != nil }

    /// The options given that choose colours (an appearance or variable mode other than the default
    /// counts as given), by name: for outputs that hold no colour, which refuse them.
    var colourOptionsGiven: [String] {
        [mode.map { _ in "--mode" }, palette.map { _ in "--palette" }, gradient ? "--gradient" : nil,
         appearance != .light ? "--appearance" : nil, increasedContrast ? "--increased-contrast" : nil,
         variableValue.map { _ in "--variable-value" }, variableMode != .automatic ? "--variable-mode" : nil].compactMap { $0 }
    }

    /// The style these options describe; palette mode when colours are given without a mode.
    public func style() throws -> SymbolStyle {
        let colors = try palette.map { try SymbolColorParser.colors($0, appearance: appearanceValue) } ?? []
        let mode = self.mode ?? (colors.count > 1 ? .palette : .monochrome)
        return SymbolStyle(mode: mode, colors: colors, appearance: appearanceValue, variableValue: variableValue,
                           variableValueMode: variableMode, colorRenderingMode: gradient ? .gradient : .flat)
    }
}

/// Where symbols come from: `--symbols DIR`, else the default library.
public struct LibraryOptions: ParsableArguments {
    @Option(name: .customLong("symbols"), help: "The symbol library folder (default: $EMBLEM_SYMBOLS, else ./symbols, else the symbols folder of Emblem's checkout).")
    public var directory: String?

    public init() {}

    /// A folder named on purpose must be there: one that was not read as an empty library, so `list`
    /// said "0 symbols" and `sheet` wrote a blank image, both with status 0.
    public func validate() throws {
        if let directory, !FileIO.isDirectory(directory) {
            throw ValidationError("--symbols \(directory) is not a directory; give the folder that holds the symbol library.")
        }
    }

    public func library(limits: XMLLimits = .default) -> SymbolLibrary {
        SymbolLibrary(directory: directory ?? SymbolLibrary.defaultDirectory(), limits: limits)
    }
}
