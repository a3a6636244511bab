#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Attribute values as libxml2's SAX2 interface hands them over when it substitutes no entities: every
/// `&` the document means literally (written `&amp;`, `&#38;` or `&#x26;`) arrives as `&#38;`, so that
/// the value could be parsed again, and a reference to a declared entity arrives as `&name;`. Any other
/// `&` cannot occur: a bare one is a well-formedness error. So the two are told apart without doubt.
enum SAXAttributeValue {
    /// The value as the document means it: `&#38;` back to `&`, and `&name;` replaced by what
    /// `entity(name)` gives (kept as written when it gives nil).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        string(bytes, entity: { _ in nil }, limit: .max)!
    }

    /// ``string(_:)`` with entities: nil as soon as the value would grow past `limit` bytes, so that an
    /// entity of a few kilobytes referred to a million times is refused before it is expanded, not after.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, entity: (Substring) -> String?, limit: Int) -> String? {
        // memchr: this runs over every attribute value, path data included.
        guard let base = bytes.baseAddress, memchr(base, Int32(ASCII.ampersand), bytes.count) != nil else {
            return bytes.count <= limit ? String(decoding: bytes, as: UTF8.self) : nil
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == ASCII.ampersand, let end = bytes[index...].firstIndex(of: ASCII.semicolon) else {
                decoded.append(byte)
                index += 1
                continue
            }
            let reference = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            if reference.elementsEqual("#38".utf8) {
                decoded.append(ASCII.ampersand)
            } else if let expansion = entity(Substring(decoding: reference, as: UTF8.self)) {
                decoded.append(contentsOf: expansion.utf8)
                if decoded.count > limit { return nil }
            } else {
                decoded.append(contentsOf: bytes[index...end])
            }
            index = end + 1
        }
        return decoded.count <= limit ? String(decoding: decoded, as: UTF8.self) : nil
    }
}
