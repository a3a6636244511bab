import EmblemGeometry

/// How much work a path's crossings would give cairo: filling or stroking a path whose segments cross
/// each other many times costs in proportion to the crossings (cairo sorts its edges again at every
/// crossing), not to the path's length. Ours, at 64 px: a polygon through 5,000 random points in its box
/// took 1.1 s, through 20,000 7.1 s (a 240 KB file; 100,000 would take minutes); 1.6 million segments
/// zigzagging over one spot, 34 s. A spiral of 200,000 segments that never cross takes 0.4 s.
///
/// The crossings are estimated, not found, and added up over the drawing's paths (a thousand paths of a
/// thousand random points each, 47 s, cross no more each than one path may): the path's segments (a curve's control polygon standing for
/// it) are laid on a grid of about one cell per segment over the path's box, and each pair of segments
/// sharing a cell counts as a candidate. Crossing segments share the cell they cross in, so the count is
/// never below the crossings; segments that run close together without crossing count too, which a grid
/// that fine keeps rare. The count is the same in any space, as the grid follows the path's own box.
public enum PathCrossings {
    /// Paths of fewer segments are not measured: each has at most 496 pairs, and the element and byte
    /// limits bound how many there can be.
    public static let measuredSegments = 32
    /// Drawings whose paths have fewer segments in all (by the length of their text, see
    /// `MultiplyingElements.longPath`) are not measured: 2,000 segments have at most 2 million crossings,
    /// drawn in ≈ 0.2 s, and every icon of the public sets has fewer.
    public static let measuredDrawingSegments = 2_000
    /// The most candidate pairs the paths of a drawing may have together: ≈ 1.5–2.5 s of cairo's time at
    /// 64 px (a polygon through n random points has ≈ 0.8 n²: 5,000 points ≈ 20 million; 1,000 paths of
    /// 1,000 random points, 800 million, took 47 s) [EST]. Maps and detailed drawings whose segments do not
    /// cross have about as many as segments.
    public static let maximumCandidatePairs = 25_000_000.0
    /// The finest grid, in cells a side (4 MB of counts).
    static let maximumGridSide = 1_024

    /// The candidate pairs of `drawing`'s paths together, and the shape where they pass
    /// ``maximumCandidatePairs``, or nil when they do not.
    public static func excess(of drawing: Drawing) -> (pairs: Double, location: SourceLocation?)? {
        var pairs = 0.0
        var found: (Double, SourceLocation?)?
        drawing.root.visitShapes(transform: .identity) { shape, _ in
            guard found == nil, shape.path.elements.count >= measuredSegments else { return }
            pairs += candidatePairs(in: shape.path, stoppingPast: maximumCandidatePairs - pairs)
            if pairs > maximumCandidatePairs { found = (pairs, shape.location) }
        }
        return found
    }

    /// The pairs of `path`'s segments that share a grid cell, counted until they pass `limit`.
    static func candidatePairs(in path: Path, stoppingPast limit: Double) -> Double {
        let segments = lineSegments(of: path)
        guard segments.count > 1 else { return 0 }
        var minimum = segments[0].from, maximum = segments[0].from
        for segment in segments {
            for point in [segment.from, segment.to] {
                minimum = Point(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
                maximum = Point(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
            }
        }
        let side = min(maximumGridSide, max(1, Int(Double(segments.count).squareRoot())))
        let width = maximum.x - minimum.x, height = maximum.y - minimum.y
        guard width.isFinite, height.isFinite else { return 0 }
        // A box too thin for a finite scale (1e-320 wide) is one column or row, as one with no width is:
        // an infinite scale made cells of NaN and infinity, which no `Int` holds. One column counts no
        // fewer pairs than more would.
        func scale(_ extent: Double) -> Double {
            let scale = Double(side) / extent
            return extent > 0 && scale.isFinite ? scale : 0
        }
        let scaleX = scale(width), scaleY = scale(height)
        var counts = [Int32](repeating: 0, count: side * side)
        var pairs = 0.0
        func cell(_ value: Double) -> Int { min(side - 1, max(0, Int(value))) }
        for segment in segments {
            // The cells the segment passes through, in order (a digital differential analyser).
            let x0 = (segment.from.x - minimum.x) * scaleX, y0 = (segment.from.y - minimum.y) * scaleY
            let x1 = (segment.to.x - minimum.x) * scaleX, y1 = (segment.to.y - minimum.y) * scaleY
            var column = cell(x0), row = cell(y0)
            let lastColumn = cell(x1), lastRow = cell(y1)
            let stepX = lastColumn > column ? 1 : -1, stepY = lastRow > row ? 1 : -1
            let dx = abs(x1 - x0), dy = abs(y1 - y0)
            // How far along the segment (0…1) the next column and row boundaries are.
            var nextX = dx > 0 ? (stepX > 0 ? Double(column + 1) - x0 : x0 - Double(column)) / dx : .infinity
            var nextY = dy > 0 ? (stepY > 0 ? Double(row + 1) - y0 : y0 - Double(row)) / dy : .infinity
            let deltaX = dx > 0 ? 1 / dx : .infinity, deltaY = dy > 0 ? 1 / dy : .infinity
            var remaining = abs(lastColumn - column) + abs(lastRow - row)
            while true {
                let index = row * side + column
                pairs += Double(counts[index])
                counts[index] &+= 1
                guard remaining > 0 else { break }
                remaining -= 1
                if nextX < nextY, column != lastColumn {
                    column += stepX
                    nextX += deltaX
                } else if row != lastRow {
                    row += stepY
                    nextY += deltaY
                } else {
                    column += stepX
                    nextX += deltaX
                }
            }
            if pairs > limit { return pairs }
        }
        return pairs
    }

    /// The straight segments cairo's edges follow: lines, closing lines, and each cubic's control polygon.
    static func lineSegments(of path: Path) -> [(from: Point, to: Point)] {
        var segments: [(from: Point, to: Point)] = []
        segments.reserveCapacity(path.elements.count)
        path.forEachControlPolygonSegment { from, to in
            if from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite { segments.append((from, to)) }
        }
        return segments
    }
}
