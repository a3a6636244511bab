/// PNG's five row filters (PNG 9.2) and the choice between them: each row takes the filter whose output
/// has the least sum of magnitudes (bytes read as signed), the heuristic libpng and the PNG specification
/// (12.8) suggest. It makes the bytes small and alike, which deflate compresses best, without compressing
/// every choice to compare.
///
/// The five sums are taken in one pass over the row and only the chosen filter is written, on raw
/// pointers: libpng's choice took 38% of the time of writing 2,048 px frames through cairo, more than
/// deflate itself.
enum PNGRowFilter {
    /// Filter types, as the byte that leads each row.
    static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

    /// Writes `row`'s filter type and its filtered bytes to `output` (`count + 1` bytes), choosing the
    /// filter against `above` (the row before, unfiltered; zeros for the first row). Returns the type.
    @discardableResult
    static func write(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
                      into output: UnsafeMutablePointer<UInt8>) -> UInt8 {
        let type = bestType(row, above: above, count: count, bytesPerPixel: bytesPerPixel)
        output[0] = type
        apply(type, row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        return type
    }

    /// The filter whose output has the least sum of magnitudes; the lowest type on a tie.
    static func bestType(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int) -> UInt8 {
        var none = 0, sub = 0, up = 0, average = 0, paeth = 0
        // The first pixel has nothing to its left: a and c are 0.
        let lead = min(bytesPerPixel, count)
        for index in 0..<lead {
            let x = row[index], b = above[index]
            none &+= magnitude(x)
            sub &+= magnitude(x)
            up &+= magnitude(x &- b)
            average &+= magnitude(x &- b >> 1)
            paeth &+= magnitude(x &- b)  // Paeth of (0, b, 0) is b
        }
        var index = lead
        // Sixteen bytes at a time; the sums gathered in 16-bit lanes, emptied before they could overflow
        // (255 turns of at most 128 each).
        while index &+ 16 <= count {
            var sums = InlineArray<5, SIMD16<UInt16>>(repeating: .zero)
            var turns = 0
            while index &+ 16 <= count && turns < 255 {
                let x = load(row + index), a = load(row + (index &- bytesPerPixel))
                let b = load(above + index), c = load(above + (index &- bytesPerPixel))
                sums[0] &+= widened(magnitudes(x))
                sums[1] &+= widened(magnitudes(x &- a))
                sums[2] &+= widened(magnitudes(x &- b))
                sums[3] &+= widened(magnitudes(x &- averagePredictions(a, b)))
                sums[4] &+= widened(magnitudes(x &- paethPredictions(a, b, c)))
                index &+= 16
                turns &+= 1
            }
            none &+= total(sums[0]); sub &+= total(sums[1]); up &+= total(sums[2])
            average &+= total(sums[3]); paeth &+= total(sums[4])
        }
        while index < count {
            let x = row[index], a = row[index &- bytesPerPixel], b = above[index], c = above[index &- bytesPerPixel]
            none &+= magnitude(x)
            sub &+= magnitude(x &- a)
            up &+= magnitude(x &- b)
            average &+= magnitude(x &- averagePrediction(a, b))
            paeth &+= magnitude(x &- paethPrediction(a, b, c))
            index &+= 1
        }
        var best = Self.none, least = none
        if sub < least { (best, least) = (Self.sub, sub) }
        if up < least { (best, least) = (Self.up, up) }
        if average < least { (best, least) = (Self.average, average) }
        if paeth < least { best = Self.paeth }
        return best
    }

    /// Writes `row` filtered by `type` to `output` (`count` bytes).
    static func apply(_ type: UInt8, _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
                      into output: UnsafeMutablePointer<UInt8>) {
        let lead = min(bytesPerPixel, count)
        // The first pixel, against a left and upper left of 0.
        for index in 0..<lead {
            let x = row[index], b = above[index]
            output[index] = switch type {
            case Self.none, Self.sub: x
            case Self.average: x &- b >> 1
            default: x &- b
            }
        }
        var index = lead
        while index &+ 16 <= count {
            let x = load(row + index), a = load(row + (index &- bytesPerPixel))
            let b = load(above + index), c = load(above + (index &- bytesPerPixel))
            let filtered = switch type {
            case Self.none: x
            case Self.sub: x &- a
            case Self.up: x &- b
            case Self.average: x &- averagePredictions(a, b)
            default: x &- paethPredictions(a, b, c)
            }
            UnsafeMutableRawPointer(output + index).storeBytes(of: filtered, as: SIMD16<UInt8>.self)
            index &+= 16
        }
        while index < count {
            let x = row[index], a = row[index &- bytesPerPixel], b = above[index], c = above[index &- bytesPerPixel]
            output[index] = switch type {
            case Self.none: x
            case Self.sub: x &- a
            case Self.up: x &- b
            case Self.average: x &- averagePrediction(a, b)
            default: x &- paethPrediction(a, b, c)
            }
            index &+= 1
        }
    }

    @inline(__always) private static func load(_ bytes: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// The sum of the lanes, which would wrap in 16 bits.
    @inline(__always) private static func total(_ sums: SIMD16<UInt16>) -> Int {
        Int(SIMD16<UInt32>(truncatingIfNeeded: sums).wrappedSum())
    }

    @inline(__always) private static func widened(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt16> { SIMD16(truncatingIfNeeded: bytes) }

    /// Each byte's magnitude read as signed: the lesser of it and its negation (128 for 128).
    @inline(__always) static func magnitudes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> { pointwiseMin(bytes, 0 &- bytes) }

    /// ⌊(a + b) / 2⌋ in each lane, without overflow.
    @inline(__always) static func averagePredictions(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// ``paethPrediction(_:_:_:)`` in each lane, in 16-bit lanes.
    @inline(__always) static func paethPredictions(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let a16 = SIMD16<Int16>(truncatingIfNeeded: a), b16 = SIMD16<Int16>(truncatingIfNeeded: b), c16 = SIMD16<Int16>(truncatingIfNeeded: c)
        let pa = absolute(b16 &- c16), pb = absolute(a16 &- c16), pc = absolute(a16 &+ b16 &- c16 &- c16)
        var result = c16
        result.replace(with: b16, where: pb .<= pc)
        result.replace(with: a16, where: (pa .<= pb) .& (pa .<= pc))
        return SIMD16<UInt8>(truncatingIfNeeded: result)
    }

    @inline(__always) private static func absolute(_ values: SIMD16<Int16>) -> SIMD16<Int16> {
        let sign = values &>> 15
        return (values ^ sign) &- sign
    }

    /// A filtered byte's magnitude read as signed: 0…128.
    @inline(__always) static func magnitude(_ byte: UInt8) -> Int { Int(Int8(bitPattern: byte).magnitude) }

    /// ⌊(a + b) / 2⌋ without overflow.
    @inline(__always) static func averagePrediction(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)
    }

    /// The Paeth predictor (PNG 9.4): of left, above and upper left, the one nearest to left + above − upper
    /// left, ties going to left, then above. Selected, not branched on: the winner changes unpredictably.
    @inline(__always) static func paethPrediction(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a = Int16(a), b = Int16(b), c = Int16(c)
        let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
        let nearer = pb <= pc ? b : c
        return UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : nearer)
    }
}
