import EmblemRaster
import Foundation
import Testing

@Suite struct WritePNGTests {
    @Test func writesThePNGAndNoTemporaryFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/icon.png"
        let rasterizer = Rasterizer(background: .white)
        try rasterizer.writePNG(svg: leftHalfRed, size: .square(16), to: path)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == (try rasterizer.pngData(for: leftHalfRed, size: .square(16))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["icon.png"])
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/icon.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try Rasterizer().writePNG(svg: leftHalfRed, size: .square(9), to: path)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(pngDimensions(written)?.width == 9)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["icon.png"])
    }

    @Test func malformedSVGWritesNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/broken.png"
        let error = try #require(throws: RasterError.self) {
            try Rasterizer().writePNG(svg: Array("<svg".utf8), size: .square(8), to: path)
        }
        #expect(error.code == .invalidSVG)
        #expect(error.message.contains("librsvg says"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test func malformedSVGLeavesAnExistingFileAlone() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/icon.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RasterError.self) { try Rasterizer().writePNG(svg: Array("<svg".utf8), size: .square(8), to: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["icon.png"])
    }

    @Test func missingDirectoryIsAFileSystemErrorWithThePath() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/missing/icon.png"
        let error = try #require(throws: RasterError.self) {
            try Rasterizer().writePNG(svg: leftHalfRed, size: .square(8), to: path)
        }
        #expect(error.code == .fileSystem)
        #expect(error.path == path)
        #expect(error.message.contains(path) && error.message.contains("No such file or directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test func aDirectoryInTheWayLeavesNoTemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let path = directory + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let error = try #require(throws: RasterError.self) {
            try Rasterizer().writePNG(svg: leftHalfRed, size: .square(8), to: path)
        }
        #expect(error.code == .fileSystem)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["taken"])
    }
}
