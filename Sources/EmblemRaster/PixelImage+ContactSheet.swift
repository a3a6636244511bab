extension PixelImage {
    /// Tiles images left to right, top to bottom, into one sheet: for contact sheets of animation frames
    /// and for README examples. Cells are as large as the largest image; each image is centred in its cell.
    ///
    /// - Parameters:
    ///   - columns: images per row (at least 1).
    ///   - spacing: pixels between cells and around the sheet.
    ///   - background: the sheet's colour behind the (possibly transparent) images.
    public static func contactSheet(_ images: [PixelImage], columns: Int, spacing: Int = 8,
                                    background: RasterColor = .white) -> PixelImage {
        let columns = max(1, min(columns, max(images.count, 1)))
        let rows = (images.count + columns - 1) / columns
        let cellWidth = images.map(\.width).max() ?? 0
        let cellHeight = images.map(\.height).max() ?? 0
        let width = columns * cellWidth + (columns + 1) * spacing
        let height = max(rows, 1) * cellHeight + (max(rows, 1) + 1) * spacing
        var sheet = PixelImage(width: width, height: height, color: background)
        for (index, image) in images.enumerated() {
            let originX = spacing + (index % columns) * (cellWidth + spacing) + (cellWidth - image.width) / 2
            let originY = spacing + (index / columns) * (cellHeight + spacing) + (cellHeight - image.height) / 2
            sheet.composite(image, atX: originX, y: originY)
        }
        return sheet
    }

    /// Draws `image` over this one at (x, y) with source-over blending (straight alpha).
    public mutating func composite(_ image: PixelImage, atX originX: Int, y originY: Int) {
        for y in 0..<image.height {
            let targetY = originY + y
            guard targetY >= 0, targetY < height else { continue }
            for x in 0..<image.width {
                let targetX = originX + x
                guard targetX >= 0, targetX < width else { continue }
                let top = image[x: x, y: y]
                if top.alpha == 0 { continue }
                if top.alpha == 255 {
                    self[x: targetX, y: targetY] = top
                    continue
                }
                let bottom = self[x: targetX, y: targetY]
                let a = Double(top.alpha) / 255, b = Double(bottom.alpha) / 255
                let outAlpha = a + b * (1 - a)
                func blend(_ t: UInt8, _ u: UInt8) -> UInt8 {
                    UInt8(((Double(t) * a + Double(u) * b * (1 - a)) / outAlpha).rounded())
                }
                self[x: targetX, y: targetY] = RasterColor(red: blend(top.red, bottom.red), green: blend(top.green, bottom.green),
                                                           blue: blend(top.blue, bottom.blue), alpha: UInt8((outAlpha * 255).rounded()))
            }
        }
    }
}
