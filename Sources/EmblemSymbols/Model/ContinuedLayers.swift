/// In the glyph a replace draws (the outgoing symbol's layers, then the incoming one's), the incoming
/// layers that continue an outgoing one (Magic Replace keeps the layers two symbols share: the incoming
/// copy is drawn from the first frame, the outgoing one never). The incoming copy stands where the
/// outgoing layer stood, so the outgoing symbol's erase layers above that layer still cut it: without
/// them the first frame lost the outgoing symbol's cut-outs (`checkmark.circle.fill`'s check, a slash's
/// clearance), which then popped away at once.
public struct ContinuedLayers: Hashable, Sendable {
    /// The position of the first incoming layer: layers before it are the outgoing symbol's.
    public var incomingStart: Int
    /// The outgoing layer each continuing incoming layer continues, by position.
    public var outgoingLayer: [Int: Int]

    public init(incomingStart: Int, outgoingLayer: [Int: Int]) {
        self.incomingStart = incomingStart
        self.outgoingLayer = outgoingLayer
    }
}
