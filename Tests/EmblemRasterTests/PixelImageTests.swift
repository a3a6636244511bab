import EmblemRaster
import Testing

@Suite struct PixelImageTests {
    @Test func subscriptReadsAndWritesRGBA() {
        var image = PixelImage(width: 3, height: 2)
        image[x: 2, y: 1] = RasterColor(red: 1, green: 2, blue: 3, alpha: 4)
        #expect(image[x: 2, y: 1] == RasterColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(Array(image.pixels[20..<24]) == [1, 2, 3, 4])
        #expect(image[x: 0, y: 0] == .clear)
    }

    @Test func fillInitializerSetsEveryPixel() {
        let image = PixelImage(width: 2, height: 2, color: blue)
        #expect(image.pixels == [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    }

    @Test func flippedHorizontallyMirrorsColumns() throws {
        let image = try Rasterizer().image(svg: leftHalfRed, size: .square(20))
        let flipped = image.flippedHorizontally()
        #expect(mismatches(in: flipped) { x, _ in x >= 10 ? red : .clear } == [])
        #expect(flipped.flippedHorizontally() == image)
    }

    @Test func flippedHorizontallyKeepsRowsAndOddCentre() {
        var image = PixelImage(width: 3, height: 2)
        image[x: 0, y: 1] = red
        image[x: 1, y: 0] = blue
        let flipped = image.flippedHorizontally()
        #expect(flipped[x: 2, y: 1] == red && flipped[x: 1, y: 0] == blue)
        #expect(flipped[x: 0, y: 1] == .clear)
    }

    @Test func pngDataHasSignatureAndDimensions() throws {
        let png = try PixelImage(width: 7, height: 3, color: red).pngData()
        #expect(Array(png.prefix(8)) == pngSignature)
        let dimensions = try #require(pngDimensions(png))
        #expect(dimensions.width == 7 && dimensions.height == 3)
    }

    @Test func pngDataOfAnEmptyImageIsAnInvalidSize() throws {
        let error = try #require(throws: RasterError.self) { try PixelImage(width: 0, height: 0).pngData() }
        #expect(error.code == .invalidSize)
    }

    @Test func pngDataRoundTripsThroughLibrsvg() throws {
        let original = try Rasterizer(scale: 2).image(svg: busyDocument, size: RasterSize(width: 24, height: 16))
        let decoded = try decodeThroughLibrsvg(original.pngData(), size: original.size)
        let difference = decoded.difference(from: original, threshold: 2)
        #expect(difference.differingPixelCount == 0, "\(difference)")
    }

    @Test func externalImageControlDataURLLoads() throws {
        // The positive control for RasterizerTests.externalFilesAreNotLoaded: the same image as a data: URL draws.
        let png = try PixelImage(width: 2, height: 2, color: red).pngData()
        let document = svg(#"<image width="10" height="10" href="data:image/png;base64,\#(base64(png))"/>"#)
        let image = try Rasterizer().image(svg: document, size: .square(10))
        #expect(image[x: 5, y: 5] == red)
    }
}

/// The contact-sheet layout, checked over many shapes: cells inside the sheet, apart from one another,
/// with `spacing` around them, in reading order; and the size limit known before drawing.
@Suite struct ContactSheetLayoutTests {
    @Test func cellsTileTheSheetInReadingOrder() {
        for count in 1...40 {
            for columns in [1, 2, 3, 7, 40, 100] {
                for (cellWidth, cellHeight, spacing) in [(16, 16, 8), (5, 9, 0), (32, 20, 3)] {
                    let layout = ContactSheetLayout(count: count, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight, spacing: spacing)
                    let cells = (0..<count).map { layout.origin(ofCell: $0, width: cellWidth, height: cellHeight) }
                    for (index, cell) in cells.enumerated() {
                        #expect(cell.x >= spacing && cell.y >= spacing)
                        #expect(cell.x + cellWidth + spacing <= layout.width && cell.y + cellHeight + spacing <= layout.height)
                        if index > 0 {
                            let previous = cells[index - 1]
                            // The next cell is to the right on the same row, or starts the next row.
                            #expect((cell.y == previous.y && cell.x == previous.x + cellWidth + spacing)
                                    || (cell.y == previous.y + cellHeight + spacing && cell.x == spacing))
                        }
                    }
                    // The sheet is no larger than its cells and spacing need.
                    #expect(cells.map { $0.x + cellWidth }.max()! + spacing == layout.width || count < layout.columns)
                    #expect(cells.last!.y + cellHeight + spacing == layout.height)
                    #expect(layout.rows == (count + layout.columns - 1) / layout.columns)
                }
            }
        }
    }

    @Test func contactSheetCentresEachImageInItsCell() throws {
        let images = [PixelImage(width: 4, height: 2, color: RasterColor(red: 255, green: 0, blue: 0, alpha: 255)),
                      PixelImage(width: 2, height: 4, color: RasterColor(red: 0, green: 0, blue: 255, alpha: 255))]
        let sheet = PixelImage.contactSheet(images, columns: 2, spacing: 1)
        #expect(sheet.width == 2 * 4 + 3 && sheet.height == 4 + 2)
        // The 4×2 image is centred vertically in its 4×4 cell at (1, 1); the 2×4 one horizontally at (6, 1).
        #expect(sheet[x: 1, y: 2].red == 255 && sheet[x: 1, y: 1] == .white && sheet[x: 1, y: 4] == .white)
        #expect(sheet[x: 7, y: 1].blue == 255 && sheet[x: 6, y: 1] == .white && sheet[x: 9, y: 1] == .white)
    }

    @Test func sizeProblemAtTheLimit() {
        let fits = ContactSheetLayout(count: 2, columns: 2, cellWidth: (ContactSheetLayout.maximumSide - 24) / 2, cellHeight: 8)
        #expect(fits.width == ContactSheetLayout.maximumSide && fits.sizeProblem == nil)
        let over = ContactSheetLayout(count: 2, columns: 2, cellWidth: (ContactSheetLayout.maximumSide - 24) / 2 + 1, cellHeight: 8)
        #expect(over.sizeProblem?.contains("16386×24 px") == true, "\(over.sizeProblem ?? "nil")")
    }
}
