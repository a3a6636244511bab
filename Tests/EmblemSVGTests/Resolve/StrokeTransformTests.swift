import EmblemGeometry
import EmblemSVG
import EmblemTestSupport
import Testing

/// `DrawingStyle.transformStroke(by:)`: a stroke moved out of a transform keeps its width in the mean
/// scale and its stretch in `strokeDistortion`, a matrix of determinant ±1 that is nil for an even stroke.
@Suite struct StrokeTransformTests {
    static func stroked(width: Double = 2) -> DrawingStyle {
        var style = DrawingStyle()
        style.stroke = .color(.black)
        style.strokeWidth = width
        return style
    }

    static func random(_ generator: inout SplitMix64) -> AffineTransform {
        func value() -> Double { Double.random(in: -3...3, using: &generator) }
        var transform = AffineTransform(a: value(), b: value(), c: value(), d: value(), e: value(), f: value())
        while abs(transform.determinant) < 0.05 { transform.a += 1 }
        return transform
    }

    /// Rotations, flips and even scales leave the stroke even; stretches and skews do not.
    @Test func onlyUnevenTransformsStretchTheStroke() {
        let even: [AffineTransform] = [.identity, .scale(3), .rotation(degrees: 37), .scale(x: -2, y: 2),
                                       AffineTransform.rotation(degrees: 200).concatenating(.scale(x: 0.5, y: -0.5))]
        for transform in even {
            var style = Self.stroked()
            style.transformStroke(by: transform)
            #expect(style.strokeDistortion == nil, "\(transform)")
            #expect(abs(style.strokeWidth - 2 * abs(transform.determinant).squareRoot()) < 1e-12)
        }
        for transform in [AffineTransform.scale(x: 4, y: 1), .skewX(degrees: 30), AffineTransform(a: 0.88, b: 0.47, c: -0.41, d: 0.91, e: 0, f: 0)] {
            var style = Self.stroked()
            style.transformStroke(by: transform)
            let distortion = try? #require(style.strokeDistortion)
            #expect(abs(abs(distortion?.determinant ?? 0) - 1) < 1e-12, "\(transform)")
            #expect(distortion?.e == 0 && distortion?.f == 0)
        }
    }

    /// What the stroke is drawn as, the distortion applied to a stroke of the width, is the original
    /// stroke under the transform: the distortion scaled by the width's factor is the transform's linear
    /// part. Checked for 500 random transforms, and composed: two moves one after the other give what
    /// their product gives.
    @Test func theDistortionTimesTheScaleIsTheTransform() {
        var generator = SplitMix64(seed: 0x5EED_57E0)
        for _ in 0..<500 {
            let first = Self.random(&generator), second = Self.random(&generator)
            var style = Self.stroked()
            style.transformStroke(by: first)
            let scale = style.strokeWidth / 2
            let distortion = style.strokeDistortion ?? .identity
            for (mine, theirs) in [(distortion.a, first.a), (distortion.b, first.b), (distortion.c, first.c), (distortion.d, first.d)] {
                #expect(abs(mine * scale - theirs) < 1e-9 * max(1, abs(theirs)))
            }
            style.transformStroke(by: second)
            var direct = Self.stroked()
            direct.transformStroke(by: second.concatenating(first))
            #expect(abs(style.strokeWidth - direct.strokeWidth) < 1e-9 * direct.strokeWidth)
            let a = style.strokeDistortion ?? .identity, b = direct.strokeDistortion ?? .identity
            #expect(a.isClose(to: b, tolerance: 1e-9), "\(a) vs \(b)")
        }
    }

    /// A stretch undone by its inverse leaves an even stroke, with no distortion left to write.
    @Test func aStretchUndoneLeavesNoDistortion() {
        let stretch = AffineTransform.scale(x: 3, y: 1).concatenating(.skewX(degrees: 20))
        var style = Self.stroked()
        style.transformStroke(by: stretch)
        #expect(style.strokeDistortion != nil)
        style.transformStroke(by: stretch.inverted!)
        #expect(style.strokeDistortion == nil)
        #expect(abs(style.strokeWidth - 2) < 1e-12)
    }

    /// No stroke, or a non-scaling one, takes no distortion: nothing would be drawn with it.
    @Test func unstrokedAndNonScalingStrokesStayAsTheyAre() {
        var unstroked = DrawingStyle()
        unstroked.transformStroke(by: .scale(x: 4, y: 1))
        #expect(unstroked.strokeDistortion == nil)
        var nonScaling = Self.stroked()
        nonScaling.extra["vector-effect"] = "non-scaling-stroke"
        nonScaling.transformStroke(by: .scale(x: 4, y: 1))
        #expect(nonScaling.strokeDistortion == nil && nonScaling.strokeWidth == 2)
    }
}
