/// Namespace URIs SVG documents use.
public enum SVGNamespace {
    public static let svg = "http://www.w3.org/2000/svg"
    public static let xlink = "http://www.w3.org/1999/xlink"
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    /// XInclude 1.0 (`xi:include`, `xi:fallback`), which librsvg reads in SVG.
    public static let xinclude = "http://www.w3.org/2001/XInclude"
}
