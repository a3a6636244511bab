extension SymbolEffect {
    /// A copy with one property changed: the building block of modifiers such as `.up` and `.byLayer`.
    func with<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
