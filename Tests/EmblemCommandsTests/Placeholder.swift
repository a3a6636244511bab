import Testing

@Test func placeholderEmblemCommands() {}
