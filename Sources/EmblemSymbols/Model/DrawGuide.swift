import EmblemGeometry
import EmblemSVG

/// The way Draw On and Draw Off follow a layer: its outlines' skeletons in drawing order, each with the
/// width that covers its outline about it, as a pen would draw them.
///
/// SF Symbols stores its own guide points with each path (`data-clipstroke-keyframes`), in a syntax Apple
/// has not published. Emblem's symbols carry theirs as `data-emblem-draw-guide` (path data, one subpath per
/// stroke, in the path's own coordinates) and `data-emblem-draw-widths` (one width per subpath) on each
/// layer's path, written by `tools/symbols/draw.py` from the skeletons it draws the outlines around; any
/// template may carry them too (plain files are not searched for them: importing every icon of a set for
/// recolouring would pay for the look-up). Masters interpolate their guides as they do their paths.
public struct DrawGuide: Hashable, Sendable {
    /// One stroke of the guide: drawn along `path` (one subpath), covering `width` about it.
    public struct Stroke: Hashable, Sendable {
        public var path: Path
        public var width: Double

        public init(path: Path, width: Double) {
            self.path = path
            self.width = width
        }
    }

    public var strokes: [Stroke]

    public init(strokes: [Stroke]) { self.strokes = strokes }

    /// The guide a path's attributes give, or nil when there is none or it does not read: path data that
    /// stops with an error, or a count of widths other than its count of subpaths, or a width that is not
    /// a positive finite number.
    static func read(guide: String?, widths: String?) -> DrawGuide? {
        guard let guide, let widths else { return nil }
        let (path, error) = PathDataParser.parse(guide)
        guard error == nil, let numbers = try? NumberListParser.parse(widths),
              numbers.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        let subpaths = path.subpaths
        guard !subpaths.isEmpty, subpaths.count == numbers.count else { return nil }
        return DrawGuide(strokes: zip(subpaths, numbers).map { Stroke(path: $0, width: $1) })
    }

    /// The guide with every point mapped through `transform`, widths scaled by its uniform part.
    public func applying(_ transform: AffineTransform) -> DrawGuide {
        let scale = abs(transform.determinant).squareRoot()
        return DrawGuide(strokes: strokes.map { Stroke(path: $0.path.applying(transform), width: $0.width * scale) })
    }

    /// This guide blended point by point towards `other` by `fraction`, when the two have the same strokes
    /// of the same segments (masters drawn alike); nil otherwise.
    func interpolated(to other: DrawGuide, fraction: Double) -> DrawGuide? {
        guard strokes.count == other.strokes.count else { return nil }
        var blended: [Stroke] = []
        for (a, b) in zip(strokes, other.strokes) {
            guard a.path.elements.map(MasterInterpolation.ElementKind.init) == b.path.elements.map(MasterInterpolation.ElementKind.init)
            else { return nil }
            let points = zip(a.path.points, b.path.points).map { $0.interpolated(to: $1, fraction: fraction) }
            blended.append(Stroke(path: a.path.replacingPoints(points), width: a.width.interpolated(to: b.width, fraction: fraction)))
        }
        return DrawGuide(strokes: blended)
    }
}
