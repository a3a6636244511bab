extension Array where Element == Int {
    /// The index path one level deeper: one allocation, where `source + [offset]` makes two.
    func appending(_ index: Int) -> [Int] {
        var path = [Int]()
        path.reserveCapacity(count + 1)
        path.append(contentsOf: self)
        path.append(index)
        return path
    }
}
