import EmblemGeometry

/// A clip path, mask, filter or group opacity that applied to a shape where it was drawn, from a group
/// around it or from the shape itself, kept when the shape is taken out of its groups and its path moved
/// into another space: a symbol's layers are flat lists of shapes in the canvas's space.
///
/// `transform` maps the user space the reference was made in (where a `userSpaceOnUse` clip path's
/// coordinates lie) to the space the shape's path is now in; a writer draws the shape inside a group with
/// that transform and the reference (see `SymbolComposer`).
public struct EnclosingEffect: Hashable, Sendable {
    public var transform: AffineTransform
    /// `url(#…)` references, as written.
    public var clipPath: String?
    public var mask: String?
    public var filter: String?
    /// The opacity of a group that drew several shapes together: where they overlap it fades them once,
    /// not once each (Papirus's `seahorse-sign-bad`). The shapes carry it folded into their own opacity
    /// as well, for the styles that replace their paint and take their level from it; a writer drawing
    /// them in their own paint draws them inside a group of this opacity and divides it out of theirs.
    /// 1 for an effect that is not a group's opacity.
    public var opacity: Double
    /// The element that made it (child-element indices from the document root): shapes that share an
    /// effect of the same element are drawn in one group, as they were, since a mask or filter of two
    /// overlapping shapes is not that of each.
    public var source: [Int]
    /// The bounding box of everything the group drew, in the space the reference was made in, once
    /// measured (``GroupBox``): a clip path in `objectBoundingBox` units, and a mask's or filter's region,
    /// are laid out in it. Nil where nobody measured it.
    public var box: GroupBox?

    public init(transform: AffineTransform, clipPath: String? = nil, mask: String? = nil, filter: String? = nil,
                opacity: Double = 1, source: [Int] = [], box: GroupBox? = nil) {
        self.transform = transform
        self.clipPath = clipPath
        self.mask = mask
        self.filter = filter
        self.opacity = opacity
        self.source = source
        self.box = box
    }

    /// The effect of a group whose user space `transform` maps into the shape's space, with the group's
    /// opacity when `carriesOpacity` (the group draws several shapes); nil for a group with none.
    /// `box`: where the group's box will be measured.
    public init?(of group: DrawingGroup, transform: AffineTransform, carriesOpacity: Bool = false, box: GroupBox? = nil) {
        let opacity = carriesOpacity ? group.opacity : 1
        guard group.clipPath != nil || group.mask != nil || group.filter != nil || opacity < 1 else { return nil }
        self.init(transform: transform, clipPath: group.clipPath, mask: group.mask, filter: group.filter, opacity: opacity,
                  source: group.source, box: box)
    }

    /// Whether the effect refers to anything (a clip path, mask or filter), rather than being a group's
    /// opacity alone.
    public var refersToDefinitions: Bool { clipPath != nil || mask != nil || filter != nil }

    /// The effect a shape's own style makes, in the user space `transform` maps into the shape's new
    /// space; nil when its style has none. A filter comes with the shape's opacity, which SVG applies
    /// after it: left on the shape inside the filter's group, it was applied before, and a flood or a
    /// colour matrix came out at full strength (random documents through the symbol pipeline found it).
    /// The shape keeps its opacity folded in as well, as for a group's (``opacity``).
    public init?(ownOf style: DrawingStyle, transform: AffineTransform, source: [Int] = []) {
        guard style.clipPath != nil || style.mask != nil || style.filter != nil else { return nil }
        self.init(transform: transform, clipPath: style.clipPath, mask: style.mask, filter: style.filter,
                  opacity: style.filter != nil ? style.opacity : 1, source: source)
    }
}

extension DrawingShape {
    /// The shape with its own clip path, mask and filter moved out of its style into
    /// `enclosingEffects`, in the user space `transform` maps into the shape's new space: for a shape whose
    /// path is about to be moved by `transform`, so that the references keep the space they were made in.
    ///
    /// `isFaded`: whether the shape's opacity already holds the fades of its enclosing effects (a shape of
    /// a finished glyph, being mirrored or moved), which its own filter's group then does not take again,
    /// as they are drawn around it; false while importing, before the groups' fades are folded in
    /// (``fade(by:)``). (A mirrored shape with a filter under a faded group was faded twice.)
    public func movingOwnEffects(from transform: AffineTransform, isFaded: Bool = true) -> DrawingShape {
        guard var own = EnclosingEffect(ownOf: style, transform: transform, source: source) else { return self }
        if isFaded, own.opacity < 1 {
            let carried = enclosingEffects.reduce(1) { $0 * $1.opacity }
            own.opacity = carried > 0 ? min(1, own.opacity / carried) : 0
        }
        var shape = self
        shape.style.clipPath = nil
        shape.style.mask = nil
        shape.style.filter = nil
        shape.enclosingEffects.append(own)
        return shape
    }
}

extension Array where Element == EnclosingEffect {
    /// Whether both are the one array, not a copy: the shapes of a group share their effects, and telling
    /// them apart element by element cost 195 comparisons of paths a shape in a 195-deep document.
    public func isSameStorage(as other: [EnclosingEffect]) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
