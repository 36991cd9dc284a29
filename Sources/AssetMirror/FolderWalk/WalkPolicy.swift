/// How a ``FolderWalker`` treats what it finds: one value per caller, so that the rules of a walk
/// are read in one place rather than rebuilt by each loop over `readdir`.
///
/// The defaults are the catalog reader's but one: links followed only inside the root, hidden
/// entries and assetmirror's temporary files left out, errors collected; every file's status
/// read (the catalog reader reads none, ``readsFileStatus``).
public struct WalkPolicy: Sendable, Equatable {
    /// Which symbolic links the walk follows. A link not followed is still found: it is an entry
    /// of kind ``WalkEntry/Kind/link(_:)``, saying why, so that the caller can report it.
    public enum Links: Sendable, Equatable {
        /// None: every link is a ``WalkEntry/LinkRefusal/notFollowed`` entry, and nothing is resolved.
        case none
        /// Links whose target is a regular file inside the root; a link to a folder, a named pipe
        /// or anything else is refused with ``WalkEntry/LinkRefusal/pointsAt(_:)``.
        case toFilesInsideRoot
        /// Links whose target is inside the root, folders included. A folder is walked once
        /// whatever the number of links to it (see ``FolderWalker/enter(_:)``), so loops end.
        case insideRoot
    }

    /// What happens to an entry the system cannot describe (`lstat` fails).
    public enum Errors: Sendable, Equatable {
        /// It becomes an entry of kind ``WalkEntry/Kind/unreadable(_:)`` and the walk goes on.
        case collected
        /// The walk throws it.
        case fatal
    }

    public var links: Links
    /// Whether names starting with `.` (`.DS_Store`, `.git`) are walked.
    public var includesHidden: Bool
    /// Whether assetmirror's own temporary files (``AtomicFile/temporarySuffix``), left by a
    /// killed run, are walked. They are hidden too, so this matters only with ``includesHidden``.
    public var includesTemporaryFiles: Bool
    public var errors: Errors
    /// Whether each regular file is `lstat`ed for its size and modification time. Without, a
    /// file that `readdir` says is regular (`d_type`) is taken as one without a call, as
    /// `.file(size: nil)` with no time: for a walk that needs to know only that it is a file
    /// (the catalog reader: a set's files are read, if at all, by whoever decides on them), and
    /// saves one `lstat` per file. Links, and every entry of a file system that does not say
    /// (`DT_UNKNOWN`), are `lstat`ed either way.
    public var readsFileStatus: Bool

    public init(
        links: Links = .insideRoot, includesHidden: Bool = false, includesTemporaryFiles: Bool = false,
        errors: Errors = .collected, readsFileStatus: Bool = true
    ) {
        self.links = links
        self.includesHidden = includesHidden
        self.includesTemporaryFiles = includesTemporaryFiles
        self.errors = errors
        self.readsFileStatus = readsFileStatus
    }

    /// Whether an entry called `name` is walked at all.
    func admits(_ name: String) -> Bool {
        if !includesTemporaryFiles && name.hasSuffix(AtomicFile.temporarySuffix) { return false }
        return includesHidden || !name.hasPrefix(".")
    }
}
