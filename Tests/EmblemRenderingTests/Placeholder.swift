import Testing

@Test func placeholderEmblemRendering() {}
