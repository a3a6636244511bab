import Testing

@Test func placeholderEmblemRaster() {}
