import ArgumentParser

/// The `emblem` command: its subcommands are the public face of the library.
public struct EmblemCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "emblem",
        abstract: "Layered vector symbols: parse, restyle, localize and animate SVG icons.",
        subcommands: [RenderCommand.self, InspectCommand.self, ListCommand.self, RecolorCommand.self, LocalizeCommand.self, AnimateCommand.self, NormalizeCommand.self, SheetCommand.self])

    public init() {}
}
