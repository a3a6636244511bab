import EmblemGeometry

extension Animation {
    /// The default duration of curve animations, 0.35 s, as in SwiftUI.
    public static let defaultDuration = 0.35

    /// An animation that follows `curve` over `duration` seconds (default 0.35).
    public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultDuration) -> Animation {
        Animation(base: .curve(curve, duration: duration))
    }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y), over `duration`
    /// seconds (default 0.35).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultDuration
    ) -> Animation {
        timingCurve(.bezier(startControlPoint: Point(x: p1x, y: p1y), endControlPoint: Point(x: p2x, y: p2y)),
                    duration: duration)
    }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// `.linear(duration: 0.35)`.
    public static let linear = linear(duration: defaultDuration)
    /// `.easeIn(duration: 0.35)`.
    public static let easeIn = easeIn(duration: defaultDuration)
    /// `.easeOut(duration: 0.35)`.
    public static let easeOut = easeOut(duration: defaultDuration)
    /// `.easeInOut(duration: 0.35)`.
    public static let easeInOut = easeInOut(duration: defaultDuration)
}
