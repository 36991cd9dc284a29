import Foundation

/// `path` with every link resolved, `.` and `..` removed, made absolute; for a path that does
/// not exist yet, its deepest existing ancestor is resolved and the rest appended.
func canonicalPath(_ path: String) -> String {
    // A path already absolute and standard, as most are here, skips Foundation's standardisation.
    let split = StandardPath.split(path)
    let absolute = split == nil ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    if let resolved = realpath(absolute, nil) {
        defer { free(resolved) }
        return String(cString: resolved)
    }
    let (parent, name) =
        split ?? StandardPath.split(absolute)
        ?? (PathText.folder(of: absolute), PathText.name(of: absolute))
    guard parent != absolute, !parent.isEmpty else { return absolute }
    let canonicalParent = canonicalPath(parent)
    return canonicalParent.hasSuffix("/") ? canonicalParent + name : canonicalParent + "/" + name
}
