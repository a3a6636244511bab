import EmblemSVG

/// A group's opacity (`<g opacity=".2">`, a `use`'s, a nested `svg`'s) is folded into its shapes' when
/// they are read as layers, and decides their level; the style's colour then carries the level's alpha,
/// as `render --mode` draws it. So the groups around a restyled shape are made opaque as the shape
/// itself is, however its opacity was set (attribute, `style`, a sheet's rule): left, a palette's tertiary green drawn under a Papirus highlight group at `opacity:0.2`
/// came out a fifth as strong as `render --mode palette` draws it, and hierarchical levels were faded
/// twice.
extension SymbolRecolorer {
    struct FadingGroups {
        private var paths: Set<SourcePathKey> = []
        private var order: [[Int]] = []

        /// Whether no element was noted (no restyled shape was faded).
        var isEmpty: Bool { order.isEmpty }

        /// Notes the elements around the shape at `source`, and the `use` that drew it (`instance`) with
        /// the elements around that, as possibly fading it. Only for a shape whose opacity is below 1
        /// once its groups' are folded in: no group around another can fade.
        mutating func add(around source: [Int], drawnBy instance: [Int]?) {
            for depth in 1..<max(source.count, 1) { note(Array(source.prefix(depth))) }
            if let instance {
                for depth in stride(from: 1, through: instance.count, by: 1) { note(Array(instance.prefix(depth))) }
            }
        }

        private mutating func note(_ path: [Int]) {
            if paths.insert(SourcePathKey(path)).inserted { order.append(path) }
        }

        /// Gives each noted element whose opacity is below 1 (set as an attribute, in `style`, or by a
        /// rule of `sheet`, the document's sheet) an `opacity:1` declaration (`!important` when the
        /// sheet's opacity is).
        func makeOpaque(in root: inout XMLElement, important: Bool, sheet: StyleSheet) {
            let index = DocumentIndex()
            for path in order {
                guard let value = sheet.cascadedValue(of: "opacity", at: path, below: root, index: index), Self.isBelowOne(value)
                else { continue }
                root.modifyElement(at: path) { element in
                    var declarations = DeclarationListParser.parse(element[attribute: "style"] ?? "")
                    declarations.removeAll { $0.name == "opacity" }
                    declarations.append(Declaration(name: "opacity", value: "1", isImportant: important))
                    element[attribute: "style"] = declarations.styleText(compact: true)
                }
            }
        }

        /// Whether an opacity as written (a number or a percentage) is below 1; false when unreadable.
        static func isBelowOne(_ value: String) -> Bool {
            if value.hasSuffix("%") { return Double(value.dropLast()).map { $0 < 100 } ?? false }
            return Double(value).map { $0 < 1 } ?? false
        }
    }
}
