import Foundation

/// The folder a search may not leave: the repository holding a path given to search (the
/// nearest folder at or above it with a `.git`, a folder or a worktree's file), or, outside any
/// repository, the path's own folder (itself when a folder, the folder holding it otherwise).
///
/// In CI the files come from a pull request: a project file naming `/etc/group` or `../secret`,
/// or a catalog that is a link to `/etc`, would have the tool read, list and quote the runner's
/// files. Folders the user names (`allowed`) widen the root; the pull request cannot.
struct RepositoryRoot: Sendable, Equatable {
    /// Canonical (links resolved), absolute.
    var path: String
    /// Canonical folders outside ``path`` the user allows.
    var allowed: [String] = []

    /// The root for `path` as given on the command line; `isFolder` says whether the path itself
    /// is the folder searched (a catalog named is not: its folder is).
    init(for path: String, isFolder: Bool, allowed: [String] = []) {
        let start = canonicalPath(isFolder ? path : PathText.folderOrDot(of: path))
        var candidate = start
        var found: String?
        while found == nil {
            var status = stat()
            if lstat(candidate == "/" ? "/.git" : candidate + "/.git", &status) == 0 { found = candidate }
            let parent = PathText.folder(of: candidate)
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        self.path = found ?? start
        self.allowed = allowed
    }

    init(path: String, allowed: [String] = []) {
        self.path = path
        self.allowed = allowed
    }

    /// Whether `canonical` (absolute, links resolved) is the root, an allowed folder, or below one.
    func contains(_ canonical: String) -> Bool {
        ([path] + allowed).contains { root in
            canonical == root || canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }
}
