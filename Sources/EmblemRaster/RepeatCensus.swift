/// How an image's filtered bytes repeat, counted once they are filtered: which tells, before run-length
/// coding is tried, whether it can write the shorter stream.
///
/// Run-length coding matches only a byte repeated; the full search also matches what repeats a pixel
/// apart, as anti-aliased edges of one colour do (`0 0 0 α`). Where many more bytes equal the byte a pixel
/// before than equal the byte before, the search wins: in the filtered rows of 5,000 icons (the public
/// sets at 64 and 96 px, the bundled symbols in monochrome, hierarchical and multicolor at 48–256 px,
/// Lucide at 256 px, Papirus at 48 px, `wifi` pulsing at 2,048 px), leaving run-length coding out where
/// that excess was at least 1/20 of the bytes cost less than 0.001% of any set's bytes, and the excess
/// is that large for 54–83% of the line art and monochrome icons, none of the coloured symbols.
struct RepeatCensus {
    /// Bytes counted.
    let bytes: Int
    /// Bytes equal to the byte before them.
    let sameAsBefore: Int
    /// Bytes equal to the byte one pixel before them.
    let sameAsPixelBefore: Int

    /// The share of the bytes by which the repeats a pixel apart must exceed the repeats of one byte for
    /// run-length coding to be left out: 1/20 [EST], between 1/25, which cost the bundled symbols at 48 px
    /// 0.04% of their bytes, and 1/16, which leaves it out less often.
    static let patternShare = 20

    /// The census of `count` filtered bytes (an image's, whole: the first pixel's bytes have nothing
    /// before them).
    init(of start: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int) {
        // A `while` loop on 32-bit sums, which the optimizer vectorizes (an image compared whole is at
        // most 1 MiB).
        var before: UInt32 = 0, pixelBefore: UInt32 = 0
        var index = bytesPerPixel
        while index < count {
            let byte = start[index]
            before &+= byte == start[index &- 1] ? 1 : 0
            pixelBefore &+= byte == start[index &- bytesPerPixel] ? 1 : 0
            index &+= 1
        }
        bytes = count
        sameAsBefore = Int(before)
        sameAsPixelBefore = Int(pixelBefore)
    }

    /// Whether run-length coding may write the shorter stream of these bytes.
    var mayFavourRuns: Bool { (sameAsPixelBefore - sameAsBefore) * Self.patternShare < bytes }
}
