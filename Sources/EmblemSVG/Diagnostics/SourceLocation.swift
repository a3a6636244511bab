/// Where something was found in an input file: 1-based line and column, as editors count them.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given by the caller, or `nil` for data that came from memory or stdin.
    public var file: String?
    public var line: Int
    public var column: Int

    public init(file: String?, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print and editors jump to.
    public var description: String {
        let name = file ?? "<stdin>"
        return line > 0 ? "\(name):\(line):\(column)" : name
    }
}
