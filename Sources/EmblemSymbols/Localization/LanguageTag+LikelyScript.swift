extension LanguageTag {
    /// The script a language is written in when the tag does not say, for the languages that matter to symbol
    /// variants and direction; `nil` for languages not in the table and for `und`.
    ///
    /// A hand-typed subset of CLDR's likely subtags (`likelySubtags.json`), not the whole table: region-dependent
    /// entries first (`zh-TW` → `Hant`, `pa-PK` → `Arab`), then the language's default. The language is read
    /// through ``languageAliases`` first, as CLDR does: `heb` is `he`, `cmn-TW` is `zh-TW`.
    ///
    /// Complexity: O(1).
    public static func likelyScript(language: String, region: String?) -> String? {
        let language = languageAliases[language] ?? language
        if let region, let script = regionalScripts[language]?[region] { return script }
        return defaultScripts[language]
    }

    /// Region-dependent likely scripts (CLDR likely subtags), language → region → script. Chinese is
    /// Traditional where CLDR says so: Taiwan, Hong Kong, Macao, and the communities it records writing
    /// Traditional abroad (`zh-US` → `zh-Hant-US`, as `zh-AU`, `zh-GB` …); elsewhere, Singapore and Malaysia
    /// included, Simplified.
    static let regionalScripts: [String: [String: String]] = [
        "zh": Dictionary(uniqueKeysWithValues: ["TW", "HK", "MO", "AU", "BN", "GB", "GF", "ID", "PA", "PF", "PH", "SR", "TH",
                                                "US", "VN"].map { ($0, "Hant") }),
        "sd": ["IN": "Deva"],
        "nan": ["TW": "Hant"],
        "yue": ["CN": "Hans"],
        "sr": ["ME": "Latn"],
        "pa": ["PK": "Arab"],
        "az": ["IR": "Arab"],
        "uz": ["AF": "Arab"],
        "ku": ["IQ": "Arab", "IR": "Arab"],
        "ms": ["CC": "Arab"],
        "ff": ["GN": "Latn"],
    ]

    /// The default likely script per language (CLDR likely subtags), grouped by script.
    static let defaultScripts: [String: String] = {
        let groups: [String: [String]] = [
            "Arab": ["ar", "fa", "ur", "ps", "sd", "ug", "ckb", "ks", "prs", "bal", "arz", "ary", "lrc", "mzn", "glk",
                     "skr", "pnb",
                     // Varieties of Arabic, the extended language subtags of `ar` (`ar-apc` is read as `apc`).
                     "aao", "abh", "abv", "acm", "acq", "acw", "acx", "adf", "aeb", "aec", "afb", "ajp", "apc", "apd",
                     "arq", "ars", "auz", "avl", "ayh", "ayl", "ayn", "ayp", "shu", "ssh"],
            "Hebr": ["he", "iw", "yi", "ji", "lad"],
            "Thaa": ["dv"],
            "Syrc": ["syr", "aii"],
            "Nkoo": ["nqo"],
            "Rohg": ["rhg"],
            "Adlm": [],  // Fulah (ff) defaults to Latin; Adlam is chosen explicitly: ff-Adlm.
            "Deva": ["hi", "mr", "ne", "sa", "kok", "mai", "bho", "brx", "doi", "new", "mag", "awa", "hne"],
            "Beng": ["bn", "as", "mni", "bpy"],
            "Guru": ["pa"],
            "Gujr": ["gu"],
            "Orya": ["or"],
            "Taml": ["ta"],
            "Telu": ["te"],
            "Knda": ["kn", "tcy"],
            "Mlym": ["ml"],
            "Sinh": ["si"],
            "Olck": ["sat"],
            "Thai": ["th"],
            "Laoo": ["lo"],
            "Khmr": ["km"],
            "Mymr": ["my", "shn"],
            "Tibt": ["bo", "dz"],
            "Ethi": ["am", "ti", "byn", "tig"],
            "Geor": ["ka"],
            "Armn": ["hy"],
            "Grek": ["el", "grc"],
            "Cyrl": ["ru", "uk", "bg", "be", "mk", "kk", "ky", "sr", "tg", "mn", "ba", "tt", "cv", "ce", "os", "sah",
                     "ab", "av", "kv", "udm", "mhr", "myv", "tyv", "bua", "rue", "cu"],
            // With the varieties of Chinese that are extended language subtags of `zh` (`zh-nan` is `nan`).
            "Hans": ["zh", "wuu", "hak", "gan", "hsn", "nan", "cdo", "cjy", "cpx", "czh", "czo", "lzh", "mnp", "cnp",
                     "csp"],
            "Hant": ["yue"],
            "Jpan": ["ja"],
            "Kore": ["ko"],
            "Cans": ["iu", "cr"],
            "Cher": ["chr"],
            "Vaii": ["vai"],
            "Tfng": ["zgh"],
            "Latn": ["en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "lv", "lt",
                     "pl", "cs", "sk", "sl", "hr", "bs", "hu", "ro", "tr", "az", "uz", "ms", "id", "vi", "tl", "fil",
                     "sw", "ca", "eu", "gl", "ga", "cy", "is", "mt", "sq", "af", "zu", "xh", "ha", "yo", "ig", "so",
                     "ku", "eo", "la", "ff", "tk", "jv", "su", "mi", "haw", "sm", "to", "fo", "lb", "rm", "br", "gd",
                     "kl", "qu", "ay", "gn", "ht", "mg", "ny", "sn", "st", "tn", "wo", "rw", "rn", "lg", "ln", "om",
                     "kab", "ber", "se", "fy", "oc", "co", "sc", "ast", "an", "ceb", "hmn", "ilo", "pap", "kea"],
        ]
        var table: [String: String] = [:]
        for (script, languages) in groups {
            for language in languages { table[language] = script }
        }
        return table
    }()
}
