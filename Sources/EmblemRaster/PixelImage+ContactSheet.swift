/// Where the cells of a contact sheet go: left to right, top to bottom, `spacing` pixels between cells and
/// around the sheet. Known before any cell is drawn, so a sheet too large to make is refused first.
public struct ContactSheetLayout: Hashable, Sendable {
    /// The longest side a sheet may have: the limit of a single `--size`, and half of cairo's.
    public static let maximumSide = 16_384

    public let count: Int
    public let columns: Int
    public let cellWidth: Int
    public let cellHeight: Int
    public let spacing: Int

    /// `columns` is clamped to 1…`count`.
    public init(count: Int, columns: Int, cellWidth: Int, cellHeight: Int, spacing: Int = 8) {
        self.count = count
        self.columns = max(1, min(columns, max(count, 1)))
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.spacing = spacing
    }

    public var rows: Int { max(1, (count + columns - 1) / columns) }
    public var width: Int { columns * cellWidth + (columns + 1) * spacing }
    public var height: Int { rows * cellHeight + (rows + 1) * spacing }

    /// Nil when the sheet fits ``maximumSide``, else a sentence that says how large it would be.
    public var sizeProblem: String? {
        guard width > Self.maximumSide || height > Self.maximumSide else { return nil }
        return "\(count) cells of \(cellWidth)×\(cellHeight) px, \(columns) to a row, make a sheet of \(width)×\(height) px; "
            + "the limit is \(Self.maximumSide) px a side."
    }

    /// Where an image of this size goes to be centred in cell `index`.
    public func origin(ofCell index: Int, width imageWidth: Int, height imageHeight: Int) -> (x: Int, y: Int) {
        (spacing + (index % columns) * (cellWidth + spacing) + (cellWidth - imageWidth) / 2,
         spacing + (index / columns) * (cellHeight + spacing) + (cellHeight - imageHeight) / 2)
    }
}

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
        let layout = ContactSheetLayout(count: images.count, columns: columns, cellWidth: images.map(\.width).max() ?? 0,
                                        cellHeight: images.map(\.height).max() ?? 0, spacing: spacing)
        var sheet = PixelImage(layout: layout, background: background)
        for (index, image) in images.enumerated() { sheet.composite(image, inCell: index, of: layout) }
        return sheet
    }

    /// An empty sheet for `layout`, to draw cells into one at a time (``composite(_:inCell:of:)``) rather
    /// than holding every cell's image until the end.
    public init(layout: ContactSheetLayout, background: RasterColor = .white) {
        self.init(width: layout.width, height: layout.height, color: background)
    }

    /// Draws `image` centred in cell `index` of `layout`.
    public mutating func composite(_ image: PixelImage, inCell index: Int, of layout: ContactSheetLayout) {
        let origin = layout.origin(ofCell: index, width: image.width, height: image.height)
        composite(image, atX: origin.x, y: origin.y)
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
