import EmblemGeometry

/// A path's data as written, kept beside its geometry where the geometry cannot stand for it: a path with
/// mid markers and arcs (``DrawingShape/sourcePathData``). The geometry draws each arc as up to four
/// cubics, and a mid marker marks every vertex, so written from the geometry such a path took a marker at
/// each joint too; written from this text, its arcs are single segments again.
///
/// An immutable class, so that a shape (copied often on its way through the symbol pipeline) carries one
/// reference for it, not a string's and an array's: as a structure it cost recolouring 0.5% more
/// instructions on icons that have none.
public final class SourcePathData: Hashable, Sendable {
    /// The path data, in the shape's own space.
    public let text: String
    /// What the shape's path was when `text` was read or last mapped with it: the text stands for the
    /// shape's path while the two are equal, and is ignored once the path is moved, trimmed or morphed alone.
    public let path: Path

    public init(text: String, path: Path) {
        self.text = text
        self.path = path
    }

    public static func == (lhs: SourcePathData, rhs: SourcePathData) -> Bool {
        lhs === rhs || (lhs.text == rhs.text && lhs.path == rhs.path)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(path)
    }

    /// The data mapped through `transform` with the path, which becomes `mappedPath` (the shape's path
    /// mapped the same way); nil when this no longer stands for `path`, or its text is broken.
    public func mapped(by transform: AffineTransform, from path: Path, to mappedPath: Path) -> SourcePathData? {
        guard self.path == path else { return nil }
        if transform.isIdentity { return self.path == mappedPath ? self : SourcePathData(text: text, path: mappedPath) }
        return PathDataTransform.applying(transform, to: text).map { SourcePathData(text: $0, path: mappedPath) }
    }
}
