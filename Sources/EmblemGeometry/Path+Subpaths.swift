extension Path {
    /// The path's subpaths, each starting with its move; a drawing element after a close starts a new one
    /// from the closed subpath's start, as SVG draws it. A move with nothing after it is no subpath.
    public var subpaths: [Path] {
        var result: [Path] = []
        var current = Path()
        var start = Point.zero
        for element in elements {
            if case .move(let p) = element {
                if current.elements.count > 1 { result.append(current) }
                current = Path([element])
                start = p
                continue
            }
            if current.elements.isEmpty { current = Path([.move(start)]) }
            current.elements.append(element)
            if case .close = element {
                result.append(current)
                current = Path()
            }
        }
        if current.elements.count > 1 { result.append(current) }
        return result
    }
}
