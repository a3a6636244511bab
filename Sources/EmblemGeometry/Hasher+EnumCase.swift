extension Hasher {
    /// Feeds the case of an enum without payloads (its one-byte tag), for enums with raw values to hash
    /// by: their default `hash(into:)` is `RawRepresentable`'s, which hashes the raw value, so a
    /// `String`-valued enum built and hashed its case's name at every set or dictionary lookup
    /// (recolouring looked up element kinds and symbol variants so ≈ 2,500 instructions an icon).
    /// Equal cases have equal tags, so this agrees with `==`.
    @inlinable public mutating func combine<Case: RawRepresentable & CaseIterable>(case value: Case) {
        precondition(MemoryLayout<Case>.size == 1, "an enum without payloads of 2 to 256 cases")
        combine(unsafeBitCast(value, to: UInt8.self))
    }
}
