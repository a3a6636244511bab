extension SVGDocument {
    /// The default precision for this document (see `NumberFormat.defaultPrecision(forViewport:)`): from
    /// what its root draws into, its `viewBox` or else its size (a missing side counting as 100), as the
    /// resolved drawing's view box is, so that `normalize` and `render` choose alike.
    public var defaultPrecision: Int {
        NumberFormat.defaultPrecision(forViewport: ViewBox.viewport(of: root))
    }
}
