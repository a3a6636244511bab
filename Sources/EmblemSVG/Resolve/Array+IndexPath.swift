extension Array where Element == Int {
    /// The index path one level deeper: one allocation, where `source + [offset]` makes two, and none
    /// for the root's first children, whose paths are shared (most icons are a few shapes right under
    /// the root, and each shape's path was an allocation made and freed).
    func appending(_ index: Int) -> [Int] {
        if isEmpty, index < Self.rootChildPaths.count { return Self.rootChildPaths[index] }
        var path = [Int]()
        path.reserveCapacity(count + 1)
        path.append(contentsOf: self)
        path.append(index)
        return path
    }

    /// `[0]`, `[1]` … `[63]`, made once.
    private static let rootChildPaths: [[Int]] = (0..<64).map { [$0] }
}
