import EmblemGeometry

/// SwiftUI's colour names, so that styles read as they do in SwiftUI: `.palette(.red, .blue)`,
/// `.hierarchical(.indigo)`.
///
/// SwiftUI's `Color.red` is the system red (255, 59, 48 in light; not CSS's `red`), which adapts to the appearance; a `Color` here is one
/// sRGB value, so these are the system colours of the light appearance (``SystemColors``, the iOS values
/// the SF Symbols app writes). For another appearance, ask for it by name:
/// `SystemColors.color(named: "systemRed", appearance: .dark)`.
extension Color {
    public static let red = light("red")
    public static let orange = light("orange")
    public static let yellow = light("yellow")
    public static let green = light("green")
    public static let mint = light("mint")
    public static let teal = light("teal")
    public static let cyan = light("cyan")
    public static let blue = light("blue")
    public static let indigo = light("indigo")
    public static let purple = light("purple")
    public static let pink = light("pink")
    public static let brown = light("brown")
    public static let gray = light("gray")
    /// The label colour: black, as SwiftUI's `.primary` in the light appearance.
    public static let primary = light("label")
    /// The secondary label colour (60, 60, 67 at 60%), as SwiftUI's `.secondary` in the light appearance.
    public static let secondary = light("secondaryLabel")

    private static func light(_ name: String) -> Color { SystemColors.color(named: name, appearance: .light)! }
}
