import EmblemAnimation
import EmblemGeometry

/// The per-frame, per-layer truth of an animation, as `emblem animate --format json` writes it: every other
/// format is tested against it.
public struct AnimationFrames: Codable, Hashable, Sendable {
    public struct Layer: Codable, Hashable, Sendable {
        public var index: Int
        /// a, b, c, d, e, f of the layer's transform (SVG's `matrix()` order).
        public var transform: [Double]
        public var opacity: Double
        public var visible: Bool
        /// The part of the layer drawn, [start, end] as fractions of the way along it, for a layer that is
        /// not drawn whole (Draw On, Draw Off); absent otherwise.
        public var draw: [Double]?
    }

    public struct Frame: Codable, Hashable, Sendable {
        public var index: Int
        public var time: Double
        public var layers: [Layer]
    }

    public var effect: String
    public var fps: Double
    public var duration: Double
    public var frameCount: Int
    public var frames: [Frame]

    public init(animation: SymbolAnimation, effect: String) {
        self.effect = effect
        fps = animation.framesPerSecond
        duration = Self.round(animation.duration)
        frameCount = animation.frameCount
        frames = (0..<animation.frameCount).map { index in
            let states = animation.states(ofFrame: index)
            return Frame(index: index, time: Self.round(animation.time(ofFrame: index)), layers: states.enumerated().map { position, state in
                let t = state.transform
                return Layer(index: position, transform: [t.a, t.b, t.c, t.d, t.e, t.f].map(Self.round),
                             opacity: Self.round(state.opacity), visible: state.isVisible,
                             draw: state.isWhollyDrawn ? nil : [state.drawStart, state.drawEnd].map(Self.round))
            })
        }
    }

    /// Nine decimals: far below anything visible, and stable across platforms.
    static func round(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
