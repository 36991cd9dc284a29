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

    /// A temporary file found: its path, as the system takes it, and as the user would name it.
    public struct Found: Sendable, Equatable {
        public var path: String
        public var shown: String

        public init(path: String, shown: String) {
            self.path = path
            self.shown = shown
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

    /// The temporary files in `scopes`, each once, in walk order. A folder that cannot be
    /// listed is passed over: the run's own walk reports it.
    ///
    /// `listings`: what the run listed already (generate's plan), so that no folder is listed a
    /// second time: a folder of a scope whose path is a listings' root, listed there, is taken
    /// from it; any other folder is listed here. Names and links are judged alike either way.
    public static func find(in scopes: [Scope], listings: [WalkListings] = []) -> [Found] {
        var found: [Found] = []
        var seen: Set<String> = []
        for scope in scopes {
            let listed = listings.first { $0.root == scope.path }
            find(in: scope.path, shown: scope.shown, scope, listings: listed, into: &found, seen: &seen)
        }
        return found
    }

    /// Removes `files` (from ``find(in:listings:)``); a file gone already counts as removed.
    public static func remove(_ files: [Found]) -> Cleanup {
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
        in folder: String, shown: String, _ scope: Scope, listings: WalkListings?, into found: inout [Found],
        seen: inout Set<String>
    ) {
        guard let entries = kinds(in: folder, listings: listings) else { return }
        // Paths are joined only for a temporary file or a folder to walk: most entries are
        // neither, and a catalog has tens of thousands.
        func shownPath(_ name: String) -> String { shown == "." ? name : FolderWalker.join(shown, name) }
        for (name, isFolder) in entries {
            if let target = targetName(ofTemporary: name) {
                let path = FolderWalker.join(folder, name)
                if scope.file.map({ Self.isTemporary(name, target, of: $0) }) ?? true, seen.insert(path).inserted {
                    found.append(Found(path: path, shown: shownPath(name)))
                }
                continue
            }
            guard scope.recursive, isFolder != false, scope.hiddenFolders || name.utf8.first != UInt8(ascii: ".")
            else { continue }
            let path = FolderWalker.join(folder, name)
            let shownPath = shownPath(name)
            var status = stat()
            if isFolder == true || (lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR) {
                find(in: path, shown: shownPath, scope, listings: listings, into: &found, seen: &seen)
            }
        }
    }

    /// The names in `folder`, in byte order, each with whether it is a folder (never a link;
    /// `nil` when unknown), from `listings` when it listed the folder, else from `readdir`;
    /// `nil` when the folder cannot be listed. Names that are not UTF-8 are left out: they name
    /// no file.
    private static func kinds(in folder: String, listings: WalkListings?) -> [(name: String, isFolder: Bool?)]? {
        if let listed = listings?.listed(inFolder: folder) {
            guard case .success(let entries) = listed else { return nil }
            return entries.compactMap { entry in
                switch entry.kind {
                case .undecodableName: nil
                case .unreadable: (entry.name, nil)
                default: (entry.name, entry.isFolder && !entry.isLink)
                }
            }
        }
        guard var entries = try? FolderListing.kinds(in: folder) else { return nil }
        entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return entries
    }

    /// Whether `name` is exactly a name ``AtomicFile/temporaryName(for:tag:)`` makes.
    public static func isTemporaryName(_ name: String) -> Bool { targetName(ofTemporary: name) != nil }

    /// The `NAME` of `.NAME.PID-RANDOM-COUNT.assetmirror-tmp` (shortened, when the whole was
    /// too long), or `nil` when `name` has not exactly that shape: `PID` decimal digits,
    /// `RANDOM` and `COUNT` lowercase base 36, `NAME` not empty.
    static func targetName(ofTemporary name: String) -> Substring? {
        // Bytes first: `hasPrefix` and `hasSuffix` compare characters, and most names asked about
        // do not even start with a dot.
        guard name.utf8.first == UInt8(ascii: "."), name.hasPrefix("."), name.hasSuffix(AtomicFile.temporarySuffix)
        else { return nil }
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
