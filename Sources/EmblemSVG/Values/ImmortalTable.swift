/// A lookup table made once per process and never freed, for the tables of number writing (and of
/// unpremultiplying pixels, in `EmblemRaster`).
///
/// Those tables are read for every number written, from values copied around by the writers (scales,
/// builders); an `Array` there costs a retain and a release per copy, which took more instructions than
/// the lookups themselves. The elements are written once, before the table is shared, and only read after.
package struct ImmortalTable<Element: BitwiseCopyable>: @unchecked Sendable {
    private let elements: UnsafeBufferPointer<Element>

    static var empty: ImmortalTable { ImmortalTable(elements: UnsafeBufferPointer(start: nil, count: 0)) }

    private init(elements: UnsafeBufferPointer<Element>) { self.elements = elements }

    /// A table holding a copy of `contents`; make one only where it is made once (a `static let`).
    init(_ contents: [Element]) {
        let table = UnsafeMutableBufferPointer<Element>.allocate(capacity: contents.count)
        _ = table.initialize(from: contents)
        elements = UnsafeBufferPointer(table)
    }

    /// A table of `count` elements that `initialize` writes, each once, straight into the table's memory.
    package init(count: Int, _ initialize: (UnsafeMutableBufferPointer<Element>) -> Void) {
        let table = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
        initialize(table)
        elements = UnsafeBufferPointer(table)
    }

    @inline(__always) var count: Int { elements.count }

    @inline(__always) subscript(index: Int) -> Element { elements[index] }

    /// The elements, for a loop in another module (where the subscript is a call each time).
    package var buffer: UnsafeBufferPointer<Element> { elements }
}
