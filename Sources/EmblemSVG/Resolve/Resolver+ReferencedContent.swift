extension Resolver {
    /// The content of the masks, clip paths, patterns and markers with these ids, each resolved as a group
    /// of its children where it is defined (inheriting from its ancestors, as SVG says), for measuring what
    /// drawing it costs: a drawing keeps definitions verbatim, yet librsvg draws their content again for
    /// each element that refers to them. Ids of other elements, or of none, are left out.
    public func resolveContent(of ids: [String], in document: SVGDocument) -> [String: DrawingGroup] {
        var run = ResolverRun(root: document.root, maximumUseDepth: maximumUseDepth, languages: languages, media: media,
                              selectorStepBudget: selectorStepBudget, instanceLimit: maximumInstancedElements,
                              instanceByteLimit: maximumInstancedBytes, buildsGeometry: true)
        var content: [String: DrawingGroup] = [:]
        for id in ids where content[id] == nil {
            guard let (element, source) = run.target(withID: id) else { continue }
            switch element.kind {
            case .mask, .clipPath, .pattern, .marker:
                let inherited = run.inheritedStyle(at: source)
                if let group = run.resolveGroup(element, source: source, inheriting: inherited, extraTransform: .identity) {
                    content[id] = group
                }
            default:
                continue
            }
        }
        return content
    }
}
