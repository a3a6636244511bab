#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a directory tree and, when asked for, the symbolic links that stay inside it.
public struct FileTree: Sendable, Equatable {
    /// Paths relative to the tree's directory, sorted.
    public var files: [String] = []
    /// Links that lead to a listed file or a directory of the tree, sorted by path.
    public var links: [Link] = []
    /// Directories of the tree that could not be listed (a path past `PATH_MAX`, no permission), with
    /// why, relative to the tree's directory: their files are neither listed nor silently lost.
    public var unlisted: [Unlisted] = []

    public struct Unlisted: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// A symbolic link kept as a link: where it is in the tree and its text, which leads, from there, to
    /// the same place inside the tree (so the same text works in a copy of the tree).
    public struct Link: Sendable, Equatable {
        public var path: String
        public var target: String
        /// Where in the tree the text leads (`16x16` for `16x16@2x` → `16x16`).
        public var destination: String
        /// Whether it leads to a directory (else to one of `files`, or to another such link).
        public var isDirectory: Bool
    }
}

extension FileIO {
    /// Every file below `directory` whose name ends with `suffix` (any case), as paths relative to
    /// `directory`, sorted so batch output is deterministic. Hidden entries are skipped. Symbolic links
    /// are followed, as `find -L` follows them: a directory two links lead to is listed under both (up
    /// to ``maximumPathsToDirectory`` paths), and a link back to a directory being listed (a loop) is not
    /// entered.
    public static func files(under directory: String, withSuffix suffix: String) -> [String] {
        tree(under: directory, withSuffixes: [suffix]).files
    }

    /// ``files(under:withSuffix:)`` for names ending with any of `suffixes` (`.svg` and `.svgz`).
    public static func files(under directory: String, withSuffixes suffixes: [String]) -> [String] {
        tree(under: directory, withSuffixes: suffixes).files
    }

    /// The files below `directory` as ``files(under:withSuffixes:)`` lists them, except that with
    /// `keepsInnerLinks` a symbolic link whose relative text leads to a listed file or to a directory of
    /// the tree is reported as a link instead of followed. Icon themes alias most icons so (Papirus:
    /// 42,035 links to its 41,371 files, `16x16@2x` to `16x16`), and an output tree that followed them
    /// held 288,533 files, 1.3 GB for 205 MB. Links that leave the tree, or whose text is absolute, are
    /// followed as before: a copy of the tree could not keep them.
    public static func tree(under directory: String, withSuffixes suffixes: [String], keepsInnerLinks: Bool = false) -> FileTree {
        var tree = FileTree()
        var ancestors: [FileIdentity] = []
        var pathsTaken: [FileIdentity: Int] = [:]
        let resolvedRoot = keepsInnerLinks ? resolvedPath(directory) : nil
        func isListed(_ name: String) -> Bool {
            let lowered = name.lowercased()
            return suffixes.contains { lowered.hasSuffix($0) }
        }
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? directory : directory + "/" + relative
            guard let identity = FileIdentity(of: absolute) else {
                tree.unlisted.append(FileTree.Unlisted(path: relative, reason: errorText()))
                return
            }
            // A link back to a directory being listed (a loop) is not entered.
            guard !ancestors.contains(identity) else { return }
            let taken = pathsTaken[identity, default: 0]
            pathsTaken[identity] = taken + 1
            guard taken < maximumPathsToDirectory else {
                if taken == maximumPathsToDirectory {
                    tree.unlisted.append(FileTree.Unlisted(path: relative, reason: "symbolic links lead to it by more than "
                        + "\(maximumPathsToDirectory) paths (each directory holding several links to the next multiplies them), "
                        + "and it is listed under the first \(maximumPathsToDirectory) only"))
                }
                return
            }
            guard let handle = opendir(absolute) else {
                tree.unlisted.append(FileTree.Unlisted(path: relative, reason: errorText()))
                return
            }
            ancestors.append(identity)
            defer {
                ancestors.removeLast()
                closedir(handle)
            }
            while let entry = readdir(handle) {
                let name = entryName(entry)
                if name.hasPrefix(".") { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                // The entry's type comes with it on most file systems; only an unknown one (or a link,
                // which is followed) costs a stat.
                let type = entry.pointee.d_type
                if let resolvedRoot, type == DT_LNK || type == DT_UNKNOWN,
                   let link = innerLink(child, in: directory, resolvedRoot: resolvedRoot, isListed: isListed) {
                    tree.links.append(link)
                    continue
                }
                let descends = type == DT_DIR || ((type == DT_UNKNOWN || type == DT_LNK) && isDirectory(directory + "/" + child))
                if descends {
                    walk(child)
                } else if isListed(name) {
                    tree.files.append(child)
                }
            }
        }
        walk("")
        tree.files.sort()
        tree.links.sort { $0.path < $1.path }
        return tree
    }

    /// The most paths one directory of a tree is listed under. Links that lead to a directory from several
    /// places (without a loop) multiply the paths to everything below it: a tree of 25 directories, each
    /// holding two absolute links to the next, has 2²⁴ paths to the last, and listing them ran until
    /// killed; the rest are reported once, as a directory that could not be listed. Icon themes reach a
    /// directory by a few paths (`16x16@2x` → `16x16`).
    public static let maximumPathsToDirectory = 64

    /// The names of the entries of `directory` (`.` and `..` included, as the system lists them), in
    /// the system's order; empty when it cannot be read.
    public static func entryNames(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) { names.append(entryName(entry)) }
        return names
    }

    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
    }

    /// The link at `relative` in the tree at `directory`, when it is a symbolic link whose text, read from
    /// where the link is in the tree, leads to the same place as the link does and stays inside the tree,
    /// out of hidden directories, at a directory or a file the walk lists.
    private static func innerLink(_ relative: String, in directory: String, resolvedRoot: String,
                                  isListed: (String) -> Bool) -> FileTree.Link? {
        let path = directory + "/" + relative
        guard let text = linkText(of: path), !text.hasPrefix("/"), let inTree = lexicalPath(parentDirectory(of: relative) == "." ? text : parentDirectory(of: relative) + "/" + text),
              !inTree.isEmpty, !inTree.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
              let resolved = resolvedPath(path), resolved.hasPrefix(resolvedRoot + "/"),
              resolvedPath(directory + "/" + inTree) == resolved else { return nil }
        if isDirectory(resolved) { return FileTree.Link(path: relative, target: text, destination: inTree, isDirectory: true) }
        guard isFile(resolved), isListed(fileName(of: inTree)) else { return nil }
        return FileTree.Link(path: relative, target: text, destination: inTree, isDirectory: false)
    }

    /// `path` with `.` and `x/..` taken out, as a relative path; nil when it climbs above its start.
    static func lexicalPath(_ path: String) -> String? {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}
