/// The direction text and layout flow in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is left (English). The default everywhere.
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}
