import EmblemGeometry

extension AffineTransform {
    /// A random affine transform whose linear part has room to map (|determinant| above 0.1: nothing nearly
    /// flat), with coefficients in ±3 and a translation in ±50; reflections are about half of them.
    public static func random(using random: inout SplitMix64) -> AffineTransform {
        while true {
            let t = AffineTransform(a: .random(in: -3...3, using: &random), b: .random(in: -3...3, using: &random),
                                    c: .random(in: -3...3, using: &random), d: .random(in: -3...3, using: &random),
                                    e: .random(in: -50...50, using: &random), f: .random(in: -50...50, using: &random))
            if abs(t.a * t.d - t.b * t.c) > 0.1 { return t }
        }
    }
}
