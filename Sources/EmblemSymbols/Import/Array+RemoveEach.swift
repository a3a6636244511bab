extension Array {
    /// Empties the array, handing each element to `body` in order as it is taken out: `body` then holds
    /// the array's reference to it alone (reversed, then popped from the end, so nothing moves). With the
    /// array itself the only holder of its elements, a shape handed on this way is the only reference to
    /// its fields, and can be changed in place; iterated (`for x in`), the array still held each.
    mutating func removeEach(_ body: (consuming Element) -> Void) {
        reverse()
        while let element = popLast() { body(consume element) }
    }
}
