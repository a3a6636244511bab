import EmblemGeometry

/// Converts SVG's basic shapes to paths, with the geometry SVG 2 (§10.2–10.6) prescribes: each shape
/// starts where the specification says and proceeds in the same direction, so dashes and markers match.
enum ShapeGeometry {
    /// 4/3·(√2 − 1): the cubic control distance that best approximates a quarter circle of radius 1
    /// (radial error under 0.03%).
    static let kappa = 0.5522847498307936

    static func rectangle(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?) -> Path {
        guard width > 0, height > 0 else { return Path() }
        // SVG 2: an auto radius takes the other's value; both are clamped to half the side.
        var radiusX = rx ?? ry ?? 0
        var radiusY = ry ?? rx ?? 0
        radiusX = min(max(radiusX, 0), width / 2)
        radiusY = min(max(radiusY, 0), height / 2)
        if radiusX == 0 || radiusY == 0 { return Path(rectangle: Rect(x: x, y: y, width: width, height: height)) }
        var path = Path()
        let (kx, ky) = (radiusX * kappa, radiusY * kappa)
        let (right, bottom) = (x + width, y + height)
        path.move(to: Point(x: x + radiusX, y: y))
        path.line(to: Point(x: right - radiusX, y: y))
        path.curve(to: Point(x: right, y: y + radiusY), control1: Point(x: right - radiusX + kx, y: y),
                   control2: Point(x: right, y: y + radiusY - ky))
        path.line(to: Point(x: right, y: bottom - radiusY))
        path.curve(to: Point(x: right - radiusX, y: bottom), control1: Point(x: right, y: bottom - radiusY + ky),
                   control2: Point(x: right - radiusX + kx, y: bottom))
        path.line(to: Point(x: x + radiusX, y: bottom))
        path.curve(to: Point(x: x, y: bottom - radiusY), control1: Point(x: x + radiusX - kx, y: bottom),
                   control2: Point(x: x, y: bottom - radiusY + ky))
        path.line(to: Point(x: x, y: y + radiusY))
        path.curve(to: Point(x: x + radiusX, y: y), control1: Point(x: x, y: y + radiusY - ky),
                   control2: Point(x: x + radiusX - kx, y: y))
        path.close()
        return path
    }

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> Path {
        guard rx > 0, ry > 0 else { return Path() }
        let (kx, ky) = (rx * kappa, ry * kappa)
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.close()
        return path
    }

    static func line(from a: Point, to b: Point) -> Path {
        Path([.move(a), .line(b)])
    }

    /// A polyline or polygon from a flat coordinate list; an odd trailing number is ignored, as SVG says.
    static func polyline(_ numbers: [Double], closed: Bool) -> Path {
        guard numbers.count >= 2 else { return Path() }
        var path = Path()
        path.move(to: Point(x: numbers[0], y: numbers[1]))
        var index = 2
        while index + 1 < numbers.count {
            path.line(to: Point(x: numbers[index], y: numbers[index + 1]))
            index += 2
        }
        if closed { path.close() }
        return path
    }
}
