#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import EmblemGeometry

/// The colour spaces `color()` names (CSS Color 4 §10), each taken to linear-light sRGB: its transfer
/// function undone, then its primaries and white point converted through CIE XYZ. Matrices and transfer
/// functions are the specification's sample code (§18), the rational forms where it gives them.
enum CSSColorSpace: CaseIterable, Sendable {
    case sRGB, sRGBLinear, displayP3, a98RGB, proPhotoRGB, rec2020, xyzD50, xyzD65

    /// The name `color()` spells it with (ASCII case-insensitive); `xyz` is another name for `xyz-d65`.
    var name: StaticString {
        switch self {
        case .sRGB: "srgb"
        case .sRGBLinear: "srgb-linear"
        case .displayP3: "display-p3"
        case .a98RGB: "a98-rgb"
        case .proPhotoRGB: "prophoto-rgb"
        case .rec2020: "rec2020"
        case .xyzD50: "xyz-d50"
        case .xyzD65: "xyz-d65"
        }
    }

    /// Linear-light sRGB components of `components` in this space; outside 0…1 when the colour is outside sRGB.
    func linearSRGB(_ components: SIMD3<Double>) -> SIMD3<Double> {
        let c = components
        switch self {
        case .sRGB: return SIMD3(OKLab.linear(c.x), OKLab.linear(c.y), OKLab.linear(c.z))
        case .sRGBLinear: return c
        case .displayP3: return Self.displayP3ToSRGB(SIMD3(OKLab.linear(c.x), OKLab.linear(c.y), OKLab.linear(c.z)))
        case .a98RGB: return Self.a98RGBToSRGB(SIMD3(Self.a98Linear(c.x), Self.a98Linear(c.y), Self.a98Linear(c.z)))
        case .proPhotoRGB:
            return Self.proPhotoRGBToSRGB(SIMD3(Self.proPhotoLinear(c.x), Self.proPhotoLinear(c.y), Self.proPhotoLinear(c.z)))
        case .rec2020: return Self.rec2020ToSRGB(SIMD3(Self.rec2020Linear(c.x), Self.rec2020Linear(c.y), Self.rec2020Linear(c.z)))
        case .xyzD50: return Self.xyzD50ToSRGB(c)
        case .xyzD65: return Self.xyzD65ToSRGB(c)
        }
    }

    // Transfer functions, mirrored below zero as the specification extends them.

    /// Adobe RGB (1998): a pure power of 563/256.
    static func a98Linear(_ v: Double) -> Double { v < 0 ? -pow(-v, 563.0 / 256) : pow(v, 563.0 / 256) }

    /// ProPhoto (ROMM) RGB: gamma 1.8 with a linear toe below 16/512.
    static func proPhotoLinear(_ v: Double) -> Double {
        let magnitude = abs(v)
        guard magnitude > 16.0 / 512 else { return v / 16 }
        return v < 0 ? -pow(magnitude, 1.8) : pow(magnitude, 1.8)
    }

    /// Rec. 2020 as a display shows it: ITU-R BT.1886's gamma 2.4 (black 0, white 1). The CSS WG chose this
    /// over BT.2020's camera curve in 2025 (csswg-drafts #12574); ColorAide, color.js and Sass followed.
    static func rec2020Linear(_ v: Double) -> Double { v < 0 ? -pow(-v, 2.4) : pow(v, 2.4) }

    // Matrices. Every D50 space (ProPhoto, XYZ-D50, CIE Lab) reaches sRGB's D65 by Bradford adaptation.

    static let xyzD65ToSRGB = ColorMatrix(
        SIMD3(12831 / 3959, -329 / 214, -1974 / 3959),
        SIMD3(-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        SIMD3(705 / 12673, -2585 / 12673, 705 / 667))

    static let bradfordD50ToD65 = ColorMatrix(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    static let xyzD50ToSRGB = xyzD65ToSRGB * bradfordD50ToD65

    static let displayP3ToSRGB = xyzD65ToSRGB * ColorMatrix(
        SIMD3(608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        SIMD3(35783 / 156275, 247089 / 357200, 198249 / 2500400),
        SIMD3(0, 32229 / 714400, 5220557 / 5000800))

    static let a98RGBToSRGB = xyzD65ToSRGB * ColorMatrix(
        SIMD3(573536 / 994567, 263643 / 1420810, 187206 / 994567),
        SIMD3(591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
        SIMD3(53769 / 1989134, 351524 / 4972835, 4929758 / 4972835))

    /// ProPhoto's matrix has no rational form; these are the specification's 64-bit values.
    static let proPhotoRGBToSRGB = xyzD50ToSRGB * ColorMatrix(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0, 0, 0.82510460251046020))

    static let rec2020ToSRGB = xyzD65ToSRGB * ColorMatrix(
        SIMD3(63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
        SIMD3(26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
        SIMD3(0, 19567812 / 697040785, 295819943 / 278816314))
}
