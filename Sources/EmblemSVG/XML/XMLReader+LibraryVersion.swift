import CLibXML2

extension XMLReader {
    /// The version of the libxml2 this process runs with (`2.9.14`), which may differ from the headers it
    /// was built with: what a bug report about parsing needs.
    public static var libraryVersion: String { dottedVersion(String(cString: emblem_libxml2_version())) }

    /// `20914` → `2.9.14`: libxml2 writes its version as major · 10,000 + minor · 100 + micro. Text that is
    /// not such a number is given as it is.
    static func dottedVersion(_ number: String) -> String {
        guard let value = Int(number), value >= 0 else { return number }
        return "\(value / 10_000).\(value / 100 % 100).\(value % 100)"
    }
}
