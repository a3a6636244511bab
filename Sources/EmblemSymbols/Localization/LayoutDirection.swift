import EmblemGeometry
/// The direction text and layout flow in, as SwiftUI's `LayoutDirection`.
///
/// The raw values are the short forms used on the command line and in JSON reports (`"ltr"`, `"rtl"`).

extension LanguageTag {
    /// The direction the tag's script is written in: right-to-left for Arabic, Hebrew, Thaana, Syriac, N’Ko, Adlam,
    /// Hanifi Rohingya and the other scripts in ``rightToLeftScripts``; left-to-right otherwise, including when
    /// the script is unknown (`und`, a language missing from the likely-script table).
    ///
    /// Only the script counts, so `hi-Latn` is left-to-right and `pa-Arab` right-to-left.
    public var characterDirection: LayoutDirection {
        guard let script else { return .leftToRight }
        return Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }

    /// ISO 15924 codes of the scripts written right to left (from Unicode's bidirectional class of each script's
    /// letters), including historic scripts and the variant codes `Aran` (Nastaliq), `Syre`, `Syrj`, `Syrn`.
    public static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Armi", "Avst", "Cprt", "Chrs", "Elym", "Hatr", "Hebr", "Hung", "Khar", "Lydi", "Mand",
        "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm", "Phli", "Phlp", "Phnx", "Prti",
        "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Syre", "Syrj", "Syrn", "Thaa", "Yezi",
    ]
}
