import ArgumentParser
import EmblemRaster
import EmblemSVG

/// The `emblem` command: its subcommands are the public face of the library.
public struct EmblemCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "emblem",
        abstract: "Layered vector symbols: parse, restyle, localize and animate SVG icons.",
        subcommands: [RenderCommand.self, InspectCommand.self, ListCommand.self, RecolorCommand.self, LocalizeCommand.self, AnimateCommand.self, NormalizeCommand.self, SheetCommand.self])

    /// Emblem's own version. There are no releases yet: 0.x, and the first number moves with the first one.
    public static let version = "0.1.0"

    // Not `CommandConfiguration.version`: that text is made on every run, and the librsvg it names is only
    // loaded when an image is drawn (loading it takes longer than normalising an icon).
    @Flag(help: "Show the version, and the libxml2, librsvg and cairo it runs with.")
    public var version = false

    public init() {}

    public func run() throws {
        guard version else { throw CleanExit.helpRequest(self) }
        print(Self.versionText())
    }

    /// `emblem 0.1.0 (libxml2 2.9.14, librsvg 2.54.7, cairo 1.16.0)`; librsvg's place says why it is missing.
    static func versionText() -> String {
        let raster: String
        do throws(RasterError) { raster = try Rasterizer.libraryVersions() } catch { raster = "librsvg not loaded: \(error.message)" }
        return "emblem \(version) (libxml2 \(XMLReader.libraryVersion), \(raster))"
    }
}
