#if canImport(Glibc)
import Glibc
#endif

import EmblemGeometry

extension NumberFormat {
    /// The decimals written by default: 3, which keeps rounding under 1/10,000 of an icon's view box of
    /// 10 units or more (24, 16, 100 …), and one more for every tenfold smaller box, up to 8. A
    /// `viewBox="0 0 1 1"` drawn at 3 decimals moved points by up to 1/2,000 of the image, two pixels
    /// at 4,096.
    /// The default for a drawing's view box: from its larger side.
    public static func defaultPrecision(forViewport box: Rect) -> Int {
        defaultPrecision(forViewBoxSide: max(box.width, box.height))
    }

    public static func defaultPrecision(forViewBoxSide side: Double?) -> Int {
        guard let side, side.isFinite, side > 0 else { return 3 }
        return min(8, max(3, 4 - Int(log10(side).rounded(.down))))
    }
}
