#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PNG's five row filters (PNG 9.2) and the choice between them: each row takes the filter whose output
/// has the least sum of magnitudes (bytes read as signed), the heuristic libpng and the PNG specification
/// (12.8) suggest. It makes the bytes small and alike, which deflate compresses best, without compressing
/// every choice to compare.
///
/// The five sums are taken in one pass over the row and only the chosen filter is written, on raw
/// pointers: libpng's choice took 38% of the time of writing 2,048 px frames through cairo, more than
/// deflate itself. The loops are plain byte arithmetic, without branches or generic calls, which the
/// optimizer turns into vector instructions; `SIMD16` written out took as long in a release build, and
/// forty times as long in a debug one, whose generic calls are not specialized (`make demo` doubled).
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
        // Rows that need no sums, common in icons: a clear row (every sum of `none` is 0, and it is the
        // lowest type), and a row the same as the one above (`up` sums to 0; only `none` and `sub`, lower,
        // could tie, and both do only for a clear row).
        if isClear(row, count: count) { return Self.none }
        if memcmp(row, above, count) == 0 { return Self.up }
        // At most 128 a byte: 32 bits hold the sums of rows of up to 2²⁵ bytes, past any image drawn.
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0, average: UInt32 = 0, paeth: UInt32 = 0
        // The first pixel has nothing to its left: a and c are 0.
        let lead = min(bytesPerPixel, count)
        for index in 0..<lead {
            let x = row[index], b = above[index]
            none &+= UInt32(magnitude(x))
            sub &+= UInt32(magnitude(x))
            up &+= UInt32(magnitude(x &- b))
            average &+= UInt32(magnitude(x &- b >> 1))
            paeth &+= UInt32(magnitude(x &- b))  // Paeth of (0, b, 0) is b
        }
        // The rest in runs of at most 511 bytes summed in 16 bits (511 · 128 < 2¹⁶), twice as many to a
        // vector instruction as 32-bit sums.
        var index = lead
        while index < count {
            let end = min(count, index &+ 511)
            var none16: UInt16 = 0, sub16: UInt16 = 0, up16: UInt16 = 0, average16: UInt16 = 0, paeth16: UInt16 = 0
            while index < end {
                let x = row[index], a = row[index &- bytesPerPixel], b = above[index], c = above[index &- bytesPerPixel]
                none16 &+= magnitude(x)
                sub16 &+= magnitude(x &- a)
                up16 &+= magnitude(x &- b)
                average16 &+= magnitude(x &- averagePrediction(a, b))
                paeth16 &+= magnitude(x &- paethPrediction(a, b, c))
                index &+= 1
            }
            none &+= UInt32(none16); sub &+= UInt32(sub16); up &+= UInt32(up16)
            average &+= UInt32(average16); paeth &+= UInt32(paeth16)
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
        // One loop a type, so that each is a straight run the optimizer can vectorize.
        var index = lead
        switch type {
        case Self.none:
            while index < count { output[index] = row[index]; index &+= 1 }
        case Self.sub:
            while index < count { output[index] = row[index] &- row[index &- bytesPerPixel]; index &+= 1 }
        case Self.up:
            while index < count { output[index] = row[index] &- above[index]; index &+= 1 }
        case Self.average:
            while index < count {
                output[index] = row[index] &- averagePrediction(row[index &- bytesPerPixel], above[index])
                index &+= 1
            }
        default:
            while index < count {
                output[index] = row[index] &- paethPrediction(row[index &- bytesPerPixel], above[index], above[index &- bytesPerPixel])
                index &+= 1
            }
        }
    }

    /// Whether the `count` bytes at `row` are all 0: eight at a time, stopping at the first that is not.
    @inline(__always) private static func isClear(_ row: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(row)
        var index = 0
        while index &+ 8 <= count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) != 0 { return false }
            index &+= 8
        }
        while index < count {
            if row[index] != 0 { return false }
            index &+= 1
        }
        return true
    }

    /// A filtered byte's magnitude read as signed, 0…128: the lesser of it and its negation.
    @inline(__always) static func magnitude(_ byte: UInt8) -> UInt16 {
        let negated = 0 &- byte
        return UInt16(truncatingIfNeeded: byte < negated ? byte : negated)
    }

    /// ⌊(a + b) / 2⌋ without overflow.
    @inline(__always) static func averagePrediction(_ a: UInt8, _ b: UInt8) -> UInt8 {
        (a & b) &+ ((a ^ b) >> 1)
    }

    /// The Paeth predictor (PNG 9.4): of left, above and upper left, the one nearest to left + above − upper
    /// left, ties going to left, then above. Selected, not branched on: the winner changes unpredictably.
    @inline(__always) static func paethPrediction(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a = Int16(truncatingIfNeeded: a), b = Int16(truncatingIfNeeded: b), c = Int16(truncatingIfNeeded: c)
        let pa = distance(b &- c), pb = distance(a &- c), pc = distance(a &+ b &- c &- c)
        let nearer = pb <= pc ? b : c
        return UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : nearer)
    }

    /// |value|, without the generic `abs`.
    @inline(__always) private static func distance(_ value: Int16) -> Int16 { value < 0 ? 0 &- value : value }
}
