import EmblemGeometry

extension DrawingShape {
    /// A shape's fields, shared by its copies until one of them is changed.
    ///
    /// Only a uniquely referenced storage is ever changed (``DrawingShape``'s accessors copy a shared one
    /// first), so no two accesses to its fields overlap, from one thread or several; their dynamic
    /// exclusivity checks are left out (`@exclusivity(unchecked)`), which cost a call on every read of a
    /// class's field.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var fields: Fields

        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    /// What a shape holds; equal and hashed field by field.
    @usableFromInline struct Fields: Hashable {
        @usableFromInline var id: String?
        @usableFromInline var classes: [String]
        var outline: ShapeOutline
        @usableFromInline var transform: AffineTransform
        @usableFromInline var style: DrawingStyle
        @usableFromInline var properties: [String: String]
        @usableFromInline var source: [Int]
        @usableFromInline var location: SourceLocation?
        @usableFromInline var enclosingEffects: [EnclosingEffect] = []
        @usableFromInline var paintTransform: AffineTransform = .identity
        @usableFromInline var text: XMLElement?
        @usableFromInline var instance: [Int]?
    }
}
