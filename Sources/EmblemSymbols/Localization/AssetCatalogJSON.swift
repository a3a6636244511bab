/// A JSON value written the way Xcode writes asset catalog `Contents.json` files: two-space indentation,
/// `"key" : value` with a space on both sides of the colon, one element per line, keys in the order given (the
/// writer passes them sorted, as Xcode does), and a final newline.
///
/// Written by hand rather than with Foundation's `JSONEncoder`, whose `.prettyPrinted` output puts no space before
/// the colon, so the bytes match Xcode's and stay identical across platforms.
enum AssetCatalogJSON: Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([AssetCatalogJSON])
    case object([(key: String, value: AssetCatalogJSON)])

    /// The UTF-8 bytes of the document, ending with a newline.
    var bytes: [UInt8] {
        var text = ""
        write(to: &text, indent: 0)
        text += "\n"
        return Array(text.utf8)
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .string(let value):
            text += Self.quoted(value)
        case .integer(let value):
            text += String(value)
        case .boolean(let value):
            text += value ? "true" : "false"
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, to: &text, indent: indent) { index, text in
                elements[index].write(to: &text, indent: indent + 2)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &text, indent: indent) { index, text in
                text += Self.quoted(members[index].key) + " : "
                members[index].value.write(to: &text, indent: indent + 2)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to text: inout String, indent: Int,
        element: (Int, inout String) -> Void
    ) {
        text += open + "\n"
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            text += inner
            element(index, &text)
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: " ", count: indent) + close
    }

    private static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "/": result += "\\/"  // As NSJSONSerialization, which Xcode uses, writes it.
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
