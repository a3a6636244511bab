import Testing

@Test func placeholderEmblemGeometry() {}
