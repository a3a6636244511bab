/// An element's path of child indices as a set member, hashed as one word: hashing the array fed every
/// index to the hasher (≈ 1,100 instructions a recoloured shape).
struct SourcePathKey: Hashable {
    let path: [Int]

    init(_ path: [Int]) { self.path = path }

    func hash(into hasher: inout Hasher) {
        // FNV-1a over the indices; equal paths give equal words, and `==` compares the paths themselves.
        var word: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in path { word = (word ^ UInt64(truncatingIfNeeded: index)) &* 0x100_0000_01b3 }
        hasher.combine(word)
    }
}
