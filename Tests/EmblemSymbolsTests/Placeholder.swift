import Testing

@Test func placeholderEmblemSymbols() {}
