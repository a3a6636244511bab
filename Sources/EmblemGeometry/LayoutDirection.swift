/// The direction a layout runs in. Shared by localization (which design to draw, whether to mirror it) and
/// animation (leading/trailing edges, forward/backward effects), so it lives in the base module.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leading is left (English). The default everywhere.
    case leftToRight = "ltr"
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft = "rtl"
}
