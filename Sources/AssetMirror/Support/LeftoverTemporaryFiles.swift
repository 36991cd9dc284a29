/// The temporary files a killed run left behind (``AtomicFile`` writes
/// `.NAME.PID-RANDOM-COUNT.assetmirror-tmp` and renames it; a kill between the two leaves it),
/// found and removed by the next run that holds the lock on their folder.
///
/// Only under that lock (``FolderLock``): while a run holds it exclusively on a folder, no other
/// locking run (flip, generate, set-direction) can be writing there, so every temporary file of
/// theirs in it is a dead run's. Writers that take no lock (report files, `symbols --output`)
/// are told in docs/cli.md to write elsewhere. Only names of that
/// exact shape are touched, never a person's file that merely ends in `.assetmirror-tmp`, and
/// no link is followed.
public enum LeftoverTemporaryFiles {
    /// Where to look.
    public struct Scope: Sendable, Equatable {
        /// The folder, as the system takes it.
        public var path: String
        /// The folder as the user would name it, for messages.
        public var shown: String
        /// Also every folder below it (never through a link).
        public var recursive: Bool
        /// With ``recursive``: also hidden folders (`.git` is not walked for nothing).
        public var hiddenFolders: Bool
        /// Only the temporary files of the file of this name in ``path`` (a name of a folder
        /// shared with other runs, such as a direction table beside a catalog); every one when `nil`.
        public var file: String?

        public init(path: String, shown: String, recursive: Bool, hiddenFolders: Bool = false, file: String? = nil) {
            self.path = path
            self.shown = shown
            self.recursive = recursive
            self.hiddenFolders = hiddenFolders
            self.file = file
        }
    }

    /// What a cleanup did: the files removed, as the user would name them, and the removals
    /// that failed.
    public struct Cleanup: Sendable, Equatable {
        public var removed: [String] = []
        public var failures: [FileIOError] = []

        public init(removed: [String] = [], failures: [FileIOError] = []) {
            self.removed = removed
            self.failures = failures
        }
    }

    /// The temporary files in `scopes`: each file's path and its spelling for messages, each
    /// once, in walk order. A folder that cannot be listed is passed over: the run's own walk
    /// reports it.
    public static func find(in scopes: [Scope]) -> [(path: String, shown: String)] {
        var found: [(path: String, shown: String)] = []
        var seen: Set<String> = []
        for scope in scopes { find(in: scope.path, shown: scope.shown, scope, into: &found, seen: &seen) }
        return found
    }

    /// Removes `files` (from ``find(in:)``); a file gone already counts as removed.
    public static func remove(_ files: [(path: String, shown: String)]) -> Cleanup {
        var cleanup = Cleanup()
        for file in files {
            if unlink(file.path) == 0 || errno == ENOENT {
                cleanup.removed.append(file.shown)
            } else {
                cleanup.failures.append(.last(.remove, path: file.shown))
            }
        }
        return cleanup
    }

    private static func find(
        in folder: String, shown: String, _ scope: Scope, into found: inout [(path: String, shown: String)],
        seen: inout Set<String>
    ) {
        guard var entries = try? FolderListing.kinds(in: folder) else { return }
        entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for (name, isFolder) in entries {
            let path = FolderWalker.join(folder, name)
            let shownPath = shown == "." ? name : FolderWalker.join(shown, name)
            if let target = targetName(ofTemporary: name) {
                if scope.file.map({ Self.isTemporary(name, target, of: $0) }) ?? true, seen.insert(path).inserted {
                    found.append((path, shownPath))
                }
                continue
            }
            guard scope.recursive, isFolder != false, scope.hiddenFolders || !name.hasPrefix(".") else { continue }
            var status = stat()
            if isFolder == true || (lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR) {
                find(in: path, shown: shownPath, scope, into: &found, seen: &seen)
            }
        }
    }

    /// Whether `name` is exactly a name ``AtomicFile/temporaryName(for:tag:)`` makes.
    public static func isTemporaryName(_ name: String) -> Bool { targetName(ofTemporary: name) != nil }

    /// The `NAME` of `.NAME.PID-RANDOM-COUNT.assetmirror-tmp` (shortened, when the whole was
    /// too long), or `nil` when `name` has not exactly that shape: `PID` decimal digits,
    /// `RANDOM` and `COUNT` lowercase base 36, `NAME` not empty.
    static func targetName(ofTemporary name: String) -> Substring? {
        guard name.hasPrefix("."), name.hasSuffix(AtomicFile.temporarySuffix) else { return nil }
        let body = name.dropFirst().dropLast(AtomicFile.temporarySuffix.count) // "NAME.TAG"
        guard let dot = body.lastIndex(of: ".") else { return nil }
        let tag = body[body.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        guard tag.count == 3, !body[..<dot].isEmpty else { return nil }
        func all(_ part: Substring, _ allowed: (UInt8) -> Bool) -> Bool {
            !part.isEmpty && part.utf8.allSatisfy(allowed)
        }
        let digit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let base36 = { (byte: UInt8) in digit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) }
        guard all(tag[0], digit), all(tag[1], base36), all(tag[2], base36) else { return nil }
        return body[..<dot]
    }

    /// Whether `temporary`, whose `NAME` is `kept`, is a temporary file of the file `name`: `kept`
    /// is `name`, or `name` cut short (at a character boundary, so up to 3 bytes under the
    /// limit) as ``AtomicFile`` cuts names that would make a temporary name too long.
    private static func isTemporary(_ temporary: String, _ kept: Substring, of name: String) -> Bool {
        kept == name || (temporary.utf8.count > AtomicFile.maximumNameLength - 4 && name.hasPrefix(kept))
    }
}
