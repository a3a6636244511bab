import EmblemGeometry

/// A list of keyframes laid out in time from an initial value: the segments a track plays.
struct ResolvedKeyframes<Value: Interpolatable>: Sendable {
    let initialValue: Value
    let segments: [KeyframeSegment<Value>]
    let operations: VectorOperations<Value>?

    /// The total duration in seconds.
    var duration: Double { segments.last?.endTime ?? 0 }

    init(keyframes: [Keyframe<Value>], initialValue: Value, referenceDuration: Double) {
        self.initialValue = initialValue
        let operations = VectorOperations<Value>.make()
        self.operations = operations
        let durations = keyframes.map { $0.seconds(referenceDuration: referenceDuration) }
        // Key i sits at times[i] with nominal value values[i]; key 0 is the initial value.
        var times = [0.0], values = [initialValue]
        for (keyframe, duration) in zip(keyframes, durations) {
            times.append(times[times.count - 1] + duration)
            values.append(keyframe.to)
        }
        let layout = Layout(keyframes: keyframes, times: times, values: values, operations: operations)
        var segments: [KeyframeSegment<Value>] = []
        for index in keyframes.indices {
            segments.append(layout.segment(index, after: segments.last))
        }
        self.segments = segments
    }

    /// The value at `time` seconds (clamped to 0…duration). At a key's time the value is that key's;
    /// a move keyframe has already jumped at its own time.
    func value(time: Double) -> Value {
        let t = max(0, time)
        for segment in segments where t < segment.endTime {
            return segment.value(at: t - segment.startTime, operations: operations)
        }
        return segments.last?.end ?? initialValue
    }
}

/// The key times and values of a track, used to pick each segment's motion and velocities.
private struct Layout<Value: Interpolatable> {
    let keyframes: [Keyframe<Value>]
    let times: [Double]
    let values: [Value]
    let operations: VectorOperations<Value>?

    /// Segment `index` (from key `index` to key `index + 1`), starting where `previous` ended.
    func segment(_ index: Int, after previous: KeyframeSegment<Value>?) -> KeyframeSegment<Value> {
        let from = previous?.end ?? values[0]
        let (start, duration) = (times[index], times[index + 1] - times[index])
        let motion: KeyframeSegment<Value>.Motion
        switch keyframes[index].kind {
        case .linear(let keyframe):
            motion = .curve(keyframe.timingCurve)
        case .move:
            motion = .curve(.linear)
        case .cubic(_, _, let startVelocity, let endVelocity):
            guard let ops = operations else { motion = .curve(.linear); break }
            motion = .hermite(
                startVelocity: startVelocity ?? automaticStartVelocity(index, after: previous, ops),
                endVelocity: endVelocity ?? automaticEndVelocity(index, ops))
        case .spring(_, _, let spring, let startVelocity):
            guard let ops = operations else { motion = .curve(.linear); break }
            motion = .spring(spring, startVelocity: startVelocity ?? previous?.endVelocity(ops) ?? ops.zero)
        }
        return KeyframeSegment(startTime: start, duration: duration, from: from, to: values[index + 1],
                               motion: motion, operations: operations)
    }

    /// The Catmull-Rom velocity at key `key`: `(p[key+1] − p[key−1]) / (t[key+1] − t[key−1])`.
    private func catmullRomVelocity(atKey key: Int, _ ops: VectorOperations<Value>) -> Value {
        let span = times[key + 1] - times[key - 1]
        guard span > 0 else { return ops.zero }
        return ops.scale(ops.subtract(values[key + 1], values[key - 1]), 1 / span)
    }

    /// The start velocity of cubic segment `index` when it gives none.
    private func automaticStartVelocity(
        _ index: Int, after previous: KeyframeSegment<Value>?, _ ops: VectorOperations<Value>
    ) -> Value {
        guard index > 0, let previous else { return ops.zero }
        switch keyframes[index - 1].kind {
        case .cubic(_, _, _, let endVelocity):
            return endVelocity ?? catmullRomVelocity(atKey: index, ops)
        case .linear, .spring:
            return previous.endVelocity(ops)
        case .move:
            return ops.zero
        }
    }

    /// The end velocity of cubic segment `index` when it gives none.
    private func automaticEndVelocity(_ index: Int, _ ops: VectorOperations<Value>) -> Value {
        let next = index + 1
        guard next < keyframes.count else { return ops.zero }
        switch keyframes[next].kind {
        case .cubic(_, _, let startVelocity, _):
            return startVelocity ?? catmullRomVelocity(atKey: next, ops)
        case .spring(_, _, _, let startVelocity):
            return startVelocity ?? catmullRomVelocity(atKey: next, ops)
        case .linear(let keyframe):
            let duration = times[next + 1] - times[next]
            let slope = keyframe.timingCurve.velocity(at: 0)
            guard duration > 0, slope.isFinite else { return ops.zero }
            return ops.scale(ops.subtract(values[next + 1], values[next]), slope / duration)
        case .move:
            return ops.zero
        }
    }
}
