import Testing

@Test func placeholderEmblemAnimation() {}
