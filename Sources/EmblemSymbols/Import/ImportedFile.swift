import EmblemSVG

/// An SVG file read as far as drawing it in its own colours needs (`SymbolImporter.importedFile(from:name:)`).
///
/// `render` without a style draws a plain SVG as it is, so it has no use for the layers a symbol is
/// made of; making them (each shape moved into the canvas's space, its classes and strength read) was
/// a third of rendering a large file.
public enum ImportedFile: Sendable {
    /// A plain SVG, resolved.
    case plain(Drawing)
    /// An SF Symbols template or export, as the symbol it defines.
    case template(Symbol)
}
