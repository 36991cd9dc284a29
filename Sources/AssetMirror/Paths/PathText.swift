/// A path's folder and last name by string work alone, as `NSString`'s
/// `deletingLastPathComponent` and `lastPathComponent` give them.
///
/// Foundation's `deletingLastPathComponent` traps (SIGILL) on Linux for a relative path of one
/// character, `x` or `é/`, and names like that come from the folders a pull request adds; these
/// never trap, whatever the bytes.
enum PathText {
    private static let slash = UInt8(ascii: "/")

    /// `path` less its last component and the slashes before it: `a/b` → `a`, `a/b/` → `a`,
    /// `/a` → `/`, `a` → `` (empty), `/` → `/`, `` → ``.
    static func folder(of path: String) -> String {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path.isEmpty ? "" : "/" }
        guard let lastSlash = utf8[..<end].lastIndex(of: slash) else { return "" }
        var folderEnd = lastSlash
        while folderEnd > utf8.startIndex, utf8[utf8.index(before: folderEnd)] == slash {
            folderEnd = utf8.index(before: folderEnd)
        }
        guard folderEnd > utf8.startIndex else { return "/" }
        return String(path[..<folderEnd])
    }

    /// The last component of `path`, without trailing slashes: `a/b/` → `b`, `/` → `/`,
    /// `` → ``.
    static func name(of path: String) -> String {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path.isEmpty ? "" : "/" }
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(path[start..<end])
    }

    /// ``folder(of:)``, or `.` when that is empty: the folder a relative name lies in.
    static func folderOrDot(of path: String) -> String {
        let folder = folder(of: path)
        return folder.isEmpty ? "." : folder
    }
}
