import Testing

@Test func placeholderEmblemSVG() {}
