import EmblemSVG

/// cairo's ARGB32 pixels (native-endian words, alpha in the high byte, colour premultiplied by it) made
/// straight, as cairo's own PNG writer makes them (``unpremultiply(_:by:)``): for PNG files and for the
/// images animation frames are compared and stored as.
enum Unpremultiplying {
    /// ``unpremultiply(_:by:)`` of every channel and alpha, entry `alpha << 8 | channel`: three divisions
    /// a pixel were a tenth of the time of writing a large frame.
    static let table = ImmortalTable<UInt8>(count: 1 << 16) { entries in
        for index in 0..<entries.count {
            entries[index] = unpremultiply(UInt8(truncatingIfNeeded: index), by: UInt8(truncatingIfNeeded: index >> 8))
        }
    }

    /// Writes `width` pixels of `words` to `output` as straight RGBA (`bytesPerPixel` 4) or RGB (3, for
    /// opaque pixels: alpha is left out).
    static func row(_ words: UnsafePointer<UInt32>, width: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>) {
        let table = Self.table.buffer
        var out = output
        for x in 0..<width {
            let word = words[x]
            let alpha = Int(truncatingIfNeeded: word >> 24)
            let red = Int(truncatingIfNeeded: word >> 16) & 0xFF, green = Int(truncatingIfNeeded: word >> 8) & 0xFF
            let blue = Int(truncatingIfNeeded: word) & 0xFF
            // Opaque pixels, most of a filled image, and clear ones, most of an icon's background (its
            // premultiplied colour is 0 too), need no table.
            if alpha == 255 {
                out[0] = UInt8(truncatingIfNeeded: red); out[1] = UInt8(truncatingIfNeeded: green)
                out[2] = UInt8(truncatingIfNeeded: blue)
            } else if alpha == 0 {
                out[0] = 0; out[1] = 0; out[2] = 0
            } else {
                let entries = alpha << 8
                out[0] = table[entries | red]; out[1] = table[entries | green]; out[2] = table[entries | blue]
            }
            if bytesPerPixel == 4 { out[3] = UInt8(truncatingIfNeeded: alpha) }
            out += bytesPerPixel
        }
    }
}
