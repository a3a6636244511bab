import EmblemRaster
import Foundation

/// An SVG document's bytes with `body` inside a root element with the given `viewBox` (and optional size).
func svg(_ body: String, viewBox: String? = "0 0 10 10", width: String? = nil, height: String? = nil) -> [UInt8] {
    var attributes = #"xmlns="http://www.w3.org/2000/svg""#
    if let viewBox { attributes += #" viewBox="\#(viewBox)""# }
    if let width { attributes += #" width="\#(width)""# }
    if let height { attributes += #" height="\#(height)""# }
    return Array("<svg \(attributes)>\(body)</svg>".utf8)
}

/// A red rectangle covering the left half of a 10×10 viewBox.
let leftHalfRed = svg(##"<rect x="0" y="0" width="5" height="10" fill="#ff0000"/>"##)

let red = RasterColor(red: 255, green: 0, blue: 0)
let blue = RasterColor(red: 0, green: 0, blue: 255)

/// A new, empty directory under the system's temporary directory; remove it with `removeDirectory(_:)`.
func makeTemporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("EmblemRasterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

func removeDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// Width and height from a PNG's IHDR chunk (big-endian, bytes 16–23), or nil if `bytes` is not a PNG.
func pngDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// Every pixel of `image` whose colour is not `expected(x, y)`, as "(x, y): actual ≠ expected" lines.
func mismatches(in image: PixelImage, expected: (Int, Int) -> RasterColor) -> [String] {
    var lines: [String] = []
    for y in 0..<image.height {
        for x in 0..<image.width where image[x: x, y: y] != expected(x, y) {
            lines.append("(\(x), \(y)): \(image[x: x, y: y]) ≠ \(expected(x, y))")
        }
    }
    return lines
}

/// Decodes PNG bytes by letting librsvg draw them as a `data:` image at their own size.
func decodeThroughLibrsvg(_ png: [UInt8], size: RasterSize) throws -> PixelImage {
    let (width, height) = (size.width, size.height)
    let image = #"<image width="\#(width)" height="\#(height)" href="data:image/png;base64,\#(base64(png))"/>"#
    let document = svg(image, viewBox: "0 0 \(width) \(height)", width: "\(width)", height: "\(height)")
    return try Rasterizer().image(svg: document, size: size)
}

/// Standard base64 with padding.
func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var text = ""
    for start in stride(from: 0, to: bytes.count, by: 3) {
        let chunk = Array(bytes[start..<min(start + 3, bytes.count)]) + [0, 0]
        let value = Int(chunk[0]) << 16 | Int(chunk[1]) << 8 | Int(chunk[2])
        let count = min(3, bytes.count - start)
        for index in 0..<4 {
            text.append(index <= count ? alphabet[(value >> (18 - 6 * index)) & 63] : "=")
        }
    }
    return text
}
