import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `path` with every link resolved, `.` and `..` removed, made absolute; for a path that does
/// not exist yet, its deepest existing ancestor is resolved and the rest appended.
func canonicalPath(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if let resolved = realpath(absolute, nil) {
        defer { free(resolved) }
        return String(cString: resolved)
    }
    let parent = (absolute as NSString).deletingLastPathComponent
    guard parent != absolute, !parent.isEmpty else { return absolute }
    return (canonicalPath(parent) as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
}
