import EmblemGeometry

/// One resolved piece of a track: a motion from `from` over `duration` seconds starting at `startTime`,
/// with the actual value `end` it finishes at.
struct KeyframeSegment<Value: Interpolatable>: Sendable {
    enum Motion: Sendable {
        /// `from` → `to` reshaped by a unit curve (also a move, with duration 0).
        case curve(UnitCurve)
        /// Cubic Hermite with start and end velocities in units per second.
        case hermite(startVelocity: Value, endVelocity: Value)
        /// `from` + spring displacement towards `to`.
        case spring(Spring, startVelocity: Value)
    }

    let startTime: Double
    let duration: Double
    let from: Value
    let to: Value
    let motion: Motion
    /// The value at `startTime + duration` (differs from `to` for springs cut short).
    let end: Value

    init(startTime: Double, duration: Double, from: Value, to: Value, motion: Motion, operations: VectorOperations<Value>?) {
        self.startTime = startTime
        self.duration = duration
        self.from = from
        self.to = to
        self.motion = motion
        if case .spring = motion, let operations {
            end = Self.value(at: duration, from: from, to: to, duration: duration, motion: motion, operations: operations)
        } else {
            end = to
        }
    }

    var endTime: Double { startTime + duration }

    /// The value `localTime` seconds into the segment (0…duration).
    func value(at localTime: Double, operations: VectorOperations<Value>?) -> Value {
        Self.value(at: localTime, from: from, to: to, duration: duration, motion: motion, operations: operations)
    }

    private static func value(
        at t: Double, from: Value, to: Value, duration: Double, motion: Motion, operations: VectorOperations<Value>?
    ) -> Value {
        guard duration > 0 else { return to }
        switch motion {
        case .curve(let curve):
            return from.interpolated(to: to, fraction: curve.value(at: t / duration))
        case .hermite(let v0, let v1):
            guard let ops = operations else { return from.interpolated(to: to, fraction: t / duration) }
            let s = t / duration, s2 = s * s, s3 = s2 * s
            let h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            let chord = from.interpolated(to: to, fraction: h01)
            return ops.add(ops.add(chord, ops.scale(v0, h10 * duration)), ops.scale(v1, h11 * duration))
        case .spring(let spring, let v0):
            guard let ops = operations else { return from.interpolated(to: to, fraction: t / duration) }
            let k = spring.positionCoefficients(time: t)
            return ops.add(ops.add(from, ops.scale(ops.subtract(to, from), k.target)), ops.scale(v0, k.velocity))
        }
    }

    /// The velocity (units per second) at the start of the segment.
    func startVelocity(_ ops: VectorOperations<Value>) -> Value { velocity(atStart: true, ops) }

    /// The velocity (units per second) at the end of the segment.
    func endVelocity(_ ops: VectorOperations<Value>) -> Value { velocity(atStart: false, ops) }

    private func velocity(atStart: Bool, _ ops: VectorOperations<Value>) -> Value {
        guard duration > 0 else { return ops.zero }
        switch motion {
        case .curve(let curve):
            let slope = curve.velocity(at: atStart ? 0 : 1)
            guard slope.isFinite else { return ops.zero }
            return ops.scale(ops.subtract(to, from), slope / duration)
        case .hermite(let v0, let v1):
            return atStart ? v0 : v1
        case .spring(let spring, let v0):
            guard !atStart else { return v0 }
            let k = spring.velocityCoefficients(time: duration)
            return ops.add(ops.scale(ops.subtract(to, from), k.target), ops.scale(v0, k.velocity))
        }
    }
}
