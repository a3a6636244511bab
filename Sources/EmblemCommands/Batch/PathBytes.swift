/// A path compared by its bytes, as the file system compares names. `String` equality is Unicode's
/// canonical equivalence, under which `café` written with `é` and with `e` + U+0301 are one name; on
/// Linux they are two files, and a batch holding both refused them as writing one output.
struct PathBytes: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ path: String) { bytes = Array(path.utf8) }
}
