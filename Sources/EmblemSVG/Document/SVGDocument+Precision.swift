extension SVGDocument {
    /// The default precision for this document (see `NumberFormat.defaultPrecision(forViewBoxSide:)`):
    /// from the larger side of its root `viewBox`, else of its `width` and `height`.
    public var defaultPrecision: Int {
        if let box = ViewBox.parse(root[attribute: "viewBox"]) {
            return NumberFormat.defaultPrecision(forViewBoxSide: max(box.width, box.height))
        }
        let sides = ["width", "height"].compactMap { ViewBox.pixels(of: $0, on: root) }
        return NumberFormat.defaultPrecision(forViewBoxSide: sides.max())
    }
}
