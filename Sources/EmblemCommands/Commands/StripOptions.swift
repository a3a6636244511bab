import ArgumentParser
import EmblemSVG

/// `--strip`, for the commands that write SVG documents back (`normalize`, `recolor`).
public struct StripOptions: ParsableArguments {
    @Option(name: .customLong("strip"), help: ArgumentHelp(
        "What to take out: editor (Inkscape, Illustrator, Sketch … data), metadata, comments, or all; comma-separated.",
        discussion: "Nothing taken out changes the drawing; what could is kept, with a warning.",
        valueName: "kinds"))
    public var kinds: String?

    public init() {}

    public func validate() throws { _ = try content }

    /// What `--strip` names (nothing without it).
    public var content: StrippableContent {
        get throws {
            guard let kinds else { return [] }
            switch StrippableContent.parse(kinds) {
            case .success(let content): return content
            case .failure(let unknown):
                let names = StrippableContent.namedKinds.map(\.name).joined(separator: ", ")
                throw ValidationError("--strip takes \(names); found '\(unknown.word)'.")
            }
        }
    }
}
