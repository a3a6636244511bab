import CZlib

/// A reader of (animated) PNG files written from the specifications (PNG 3rd edition; APNG), for tests of
/// what Emblem writes: it checks every chunk's CRC with its own bitwise CRC-32, undoes the five row
/// filters, and composes an animation's frames on a canvas as a player does (regions, `dispose_op`,
/// `blend_op`), so that it shares no code with the writer but zlib's inflate.
public struct APNGDecoder {
    public struct Frame {
        /// The whole canvas after this frame is drawn: RGBA8, straight alpha, rows top to bottom.
        public var canvas: [UInt8]
        /// Seconds the frame is shown.
        public var delay: Double
        public var region: (x: Int, y: Int, width: Int, height: Int)
    }

    public enum Failure: Error, Equatable { case malformed(String) }

    public private(set) var width = 0
    public private(set) var height = 0
    /// acTL's play count (0: forever); nil for a still PNG.
    public private(set) var plays: Int?
    public private(set) var frames: [Frame] = []
    /// The filter types used by the rows of every image, in order.
    public private(set) var filterTypes: [UInt8] = []

    public init(_ bytes: [UInt8]) throws(Failure) {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .malformed("signature") }
        var offset = 8
        var declaredFrames: Int?
        var expectedSequence: UInt32 = 0
        var pending: (x: Int, y: Int, width: Int, height: Int, delay: Double, dispose: UInt8, blend: UInt8, data: [UInt8])?
        var canvas: [UInt8] = []
        var stillData: [UInt8] = []
        var channels = 4
        func be32(_ at: Int) -> UInt32 { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        func be16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func finishFrame() throws(Failure) {
            guard let frame = pending else { return }
            let pixels = try Self.inflateAndUnfilter(frame.data, width: frame.width, height: frame.height, channels: channels, filters: &filterTypes)
            let before = canvas
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let target = ((frame.y + row) * width + frame.x + column) * 4, source = (row * frame.width + column) * 4
                    let pixel = Array(pixels[source..<(source + 4)])
                    canvas.replaceSubrange(target..<(target + 4), with: frame.blend == 0 ? pixel : Self.over(pixel, Array(canvas[target..<(target + 4)])))
                }
            }
            frames.append(Frame(canvas: canvas, delay: frame.delay, region: (frame.x, frame.y, frame.width, frame.height)))
            switch frame.dispose {
            case 1: for row in 0..<frame.height { for column in 0..<frame.width {
                let target = ((frame.y + row) * width + frame.x + column) * 4
                canvas.replaceSubrange(target..<(target + 4), with: [0, 0, 0, 0]) } }
            case 2: canvas = before
            default: break
            }
            pending = nil
        }
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw .malformed("truncated chunk") }
            let length = Int(be32(offset))
            guard offset + 12 + length <= bytes.count else { throw .malformed("truncated chunk") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard Self.crc32(bytes[(offset + 4)..<(offset + 8 + length)]) == be32(offset + 8 + length) else { throw .malformed("CRC of \(type)") }
            let at = offset + 8
            switch type {
            case "IHDR":
                width = Int(be32(at)); height = Int(be32(at + 4))
                // 8-bit RGBA, or RGB (as cairo writes an opaque image), not interlaced.
                guard [[8, 6, 0, 0, 0], [8, 2, 0, 0, 0]].contains(Array(data[8..<13])) else { throw .malformed("not 8-bit RGB(A), non-interlaced") }
                channels = data[9] == 6 ? 4 : 3
                canvas = [UInt8](repeating: 0, count: width * height * 4)
            case "acTL":
                declaredFrames = Int(be32(at)); plays = Int(be32(at + 4))
            case "fcTL", "fdAT":
                guard be32(at) == expectedSequence else { throw .malformed("sequence \(be32(at)), expected \(expectedSequence)") }
                expectedSequence += 1
                if type == "fcTL" {
                    try finishFrame()
                    let (w, h, x, y) = (Int(be32(at + 4)), Int(be32(at + 8)), Int(be32(at + 12)), Int(be32(at + 16)))
                    guard w > 0, h > 0, x + w <= width, y + h <= height else { throw .malformed("frame region outside the canvas") }
                    let denominator = be16(at + 22)
                    pending = (x, y, w, h, Double(be16(at + 20)) / Double(denominator == 0 ? 100 : denominator), bytes[at + 24], bytes[at + 25], [])
                } else {
                    pending?.data += data.dropFirst(4)
                }
            case "IDAT":
                if pending != nil { pending!.data += data } else { stillData += data }
            case "IEND":
                try finishFrame()
                if plays == nil {
                    let pixels = try Self.inflateAndUnfilter(stillData, width: width, height: height, channels: channels, filters: &filterTypes)
                    frames = [Frame(canvas: pixels, delay: 0, region: (0, 0, width, height))]
                }
                guard declaredFrames == nil || declaredFrames == frames.count else { throw .malformed("acTL says \(declaredFrames!) frames, found \(frames.count)") }
                return
            default: break
            }
            offset += 12 + length
        }
        throw .malformed("no IEND")
    }

    /// `source` over `destination`, straight alpha (APNG's `blend_op` over).
    static func over(_ source: [UInt8], _ destination: [UInt8]) -> [UInt8] {
        let sa = Double(source[3]) / 255, da = Double(destination[3]) / 255
        let alpha = sa + da * (1 - sa)
        guard alpha > 0 else { return [0, 0, 0, 0] }
        return (0..<3).map { UInt8(((Double(source[$0]) * sa + Double(destination[$0]) * da * (1 - sa)) / alpha).rounded()) } + [UInt8((alpha * 255).rounded())]
    }

    /// The image's pixels as RGBA8 (an RGB image's alpha 255).
    static func inflateAndUnfilter(_ data: [UInt8], width: Int, height: Int, channels: Int, filters: inout [UInt8]) throws(Failure) -> [UInt8] {
        let stride = width * channels
        var length = UInt((stride + 1) * height)
        var raw = [UInt8](repeating: 0, count: Int(length))
        let status = raw.withUnsafeMutableBufferPointer { out in data.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, UInt(data.count)) } }
        guard status == Z_OK, Int(length) == raw.count else { throw .malformed("zlib data (status \(status), \(length) bytes)") }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let type = raw[row * (stride + 1)]
            filters.append(type)
            for index in 0..<stride {
                let x = raw[row * (stride + 1) + 1 + index]
                let a = index >= channels ? Int(pixels[row * stride + index - channels]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + index]) : 0
                let c = index >= channels && row > 0 ? Int(pixels[(row - 1) * stride + index - channels]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw .malformed("filter type \(type)")
                }
                pixels[row * stride + index] = UInt8((Int(x) + predictor) & 0xFF)
            }
        }
        guard channels == 3 else { return pixels }
        return (0..<(width * height)).flatMap { pixels[($0 * 3)..<($0 * 3 + 3)] + [255] }
    }

    /// CRC-32 (ISO 3309, as PNG's 5.5), bit by bit.
    static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
