import Testing

/// The localization tests, grouped so `swift test --filter Localization` runs them all.
@Suite enum Localization {}
