import EmblemSVG

extension SymbolInfo {
    /// The keys an `info.json` may hold; any other is refused, so a misspelt `mirorring` does not quietly
    /// leave a symbol fixed.
    static let keys = ["name", "categories", "keywords", "mirroring", "neverMirrorLayers", "effects", "multicolor", "variantContent"]

    /// Reads an `info.json` written by a person: every error names the file, line and column and what
    /// was expected there. Keys left out take their defaults (`SymbolInfo(name:)`, the name being the
    /// folder's); `file` labels errors and `folderName` is that default name.
    init(json bytes: [UInt8], file: String, folderName: String) throws(SymbolError) {
        func failure(_ message: String, at position: LocatedJSON.Position) -> SymbolError {
            SymbolError(.invalidInfo, message, at: SourceLocation(file: file, line: position.line, column: position.column))
        }
        let root: LocatedJSON
        do { root = try LocatedJSONReader.read(bytes) } catch {
            throw failure("Not valid JSON: \(error.message)", at: error.position)
        }
        guard case .object(let members) = root.value else {
            throw failure("Expected an object ({ \"name\": …, \"categories\": […], … }), found \(root.kindDescription).", at: root.position)
        }
        self.init(name: folderName)
        for member in members {
            let value = member.value
            func strings() throws(SymbolError) -> [String] {
                guard case .array(let elements) = value.value else {
                    throw failure("\"\(member.key)\" must be an array of strings, found \(value.kindDescription).", at: value.position)
                }
                var result: [String] = []
                for element in elements {
                    guard case .string(let string) = element.value else {
                        throw failure("\"\(member.key)\" must hold strings only, found \(element.kindDescription).", at: element.position)
                    }
                    result.append(string)
                }
                return result
            }
            switch member.key {
            case "name":
                guard case .string(let string) = value.value, !string.isEmpty else {
                    throw failure("\"name\" must be a non-empty string, found \(value.kindDescription).", at: value.position)
                }
                name = string
            case "categories": categories = try strings()
            case "keywords": keywords = try strings()
            case "effects": effects = try strings()
            case "mirroring":
                let known = Mirroring.allCases.map(\.rawValue)
                guard case .string(let string) = value.value, let mirroring = Mirroring(rawValue: string) else {
                    let found = if case .string(let string) = value.value { "\"\(string)\"" } else { value.kindDescription }
                    throw failure("\"mirroring\" must be one of \(known.map { "\"\($0)\"" }.joined(separator: ", ")); found \(found).",
                                  at: value.position)
                }
                self.mirroring = mirroring
            case "neverMirrorLayers":
                guard case .array(let elements) = value.value else {
                    throw failure("\"neverMirrorLayers\" must be an array of layer indices, found \(value.kindDescription).", at: value.position)
                }
                var indices: [Int] = []
                for element in elements {
                    guard case .number(let number) = element.value, number >= 0, number <= 1_000_000, number.rounded() == number else {
                        throw failure("\"neverMirrorLayers\" must hold layer indices (whole numbers from 0), found \(element.kindDescription).",
                                      at: element.position)
                    }
                    indices.append(Int(number))
                }
                neverMirrorLayers = indices
                neverMirrorLayersLocation = SourceLocation(file: file, line: value.position.line, column: value.position.column)
            case "multicolor":
                switch value.value {
                case .bool(let flag): multicolor = flag
                case .null: multicolor = nil
                default: throw failure("\"multicolor\" must be true or false, found \(value.kindDescription).", at: value.position)
                }
            case "variantContent":
                let known = [VariantContent.letters, .digits].map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                guard case .string(let string) = value.value, let content = VariantContent(rawValue: string) else {
                    let found = if case .string(let string) = value.value { "\"\(string)\"" } else { value.kindDescription }
                    throw failure("\"variantContent\" must be \(known); found \(found).", at: value.position)
                }
                variantContent = content
            default:
                throw failure("Unknown key \"\(member.key)\"; an info.json holds \(Self.keys.map { "\"\($0)\"" }.joined(separator: ", ")).",
                              at: member.keyPosition)
            }
        }
    }
}
