import Testing
@testable import EmblemSVG

/// ``PathCommandTraits`` packs SVG's path grammar into a table. Checked here against the grammar spelled
/// out as the specification lists each command's parameters, for every byte.
struct PathCommandTraitsTests {
    /// SVG 2, 9.3.9 "The grammar for path data": each command's parameters, x and y being the
    /// coordinates a relative command measures from the current point.
    static let parameters: [Character: [String]] = [
        "M": ["x", "y"], "L": ["x", "y"], "T": ["x", "y"], "H": ["x"], "V": ["y"],
        "C": ["x1", "y1", "x2", "y2", "x", "y"], "S": ["x2", "y2", "x", "y"], "Q": ["x1", "y1", "x", "y"],
        "A": ["rx", "ry", "x-axis-rotation", "large-arc-flag", "sweep-flag", "x", "y"], "Z": [],
    ]

    @Test func everyByteMatchesTheGrammar() {
        for byte in UInt8.min...UInt8.max {
            let traits = PathCommandTraits(byte)
            let scalar = Character(UnicodeScalar(byte))
            let upper = byte >= 0x61 && byte <= 0x7A ? Character(UnicodeScalar(byte - 0x20)) : scalar
            guard let parameters = Self.parameters[upper] else {
                #expect(!traits.isCommand && traits.argumentCount == 0, "byte \(byte)")
                continue
            }
            #expect(traits.isCommand && traits.argumentCount == parameters.count, "\(scalar)")
            for (index, name) in parameters.enumerated() {
                let axis = name.hasPrefix("x") && name != "x-axis-rotation" ? 1 : name.hasPrefix("y") ? 2 : 0
                #expect(traits.axis(of: index) == axis, "\(scalar) argument \(index) (\(name))")
            }
        }
    }
}
