/// One thing a ``FolderWalker`` found in a folder, told apart by `readdir` (a folder) or with one
/// `lstat` (and, for a link, one `realpath` and one `stat`).
public struct WalkEntry: Sendable, Equatable {
    /// What the entry is. A link that is followed has its target's kind, with ``isLink`` set.
    public enum Kind: Sendable, Equatable {
        case folder
        /// A regular file, and its size in bytes as `lstat` (or `stat`, for a link) saw it;
        /// `nil` when the walk's policy reads no file's status (``WalkPolicy/readsFileStatus``)
        /// and `readdir` told the file apart.
        case file(size: Int?)
        /// A named pipe, socket or device: never opened by the walk, so never waited on. `nil` for
        /// a type this system has no name for.
        case special(FileKind?)
        /// A symbolic link the policy does not follow, and why.
        case link(LinkRefusal)
        /// A name that is not valid UTF-8. It is shown with U+FFFD for its bad bytes, a spelling
        /// that names no file, so the walk does not `lstat` it and the caller cannot open it.
        case undecodableName
        /// An entry `lstat` failed on, or a folder that could not be listed, with the error
        /// naming ``path``. Only under ``WalkPolicy/Errors/collected``.
        case unreadable(FileIOError)
    }

    /// Why a link is not followed.
    public enum LinkRefusal: Sendable, Equatable {
        /// The policy follows no link (``WalkPolicy/Links/none``).
        case notFollowed
        /// The target does not exist.
        case pointsAtNothing
        /// The link is part of a loop of links (`ELOOP`).
        case loop
        /// The target, resolved, lies outside the root; `kind` is what it is, when `stat` says.
        case outsideRoot(target: String, kind: FileKind?)
        /// The target is inside the root but of a kind the policy does not follow (a folder, a
        /// named pipe) under ``WalkPolicy/Links/toFilesInsideRoot``.
        case pointsAt(FileKind?)
    }

    public var name: String
    /// The paths of the folder the entry was listed in, shared by every entry of that listing;
    /// when ``name`` is empty (the root, a folder handed over by its paths), the entry's own.
    /// The entry's paths are joined from it when asked for: a catalog of 10,000 sets has 51,610
    /// entries, and three joined strings each were most of what listing it allocated.
    private let folder: Paths
    /// A followed link's resolved target, which is its ``canonicalPath``.
    private var linkTarget: String?
    /// Below the walk's root, `/`-separated; `""` for the root itself.
    public var relativePath: String { joined(folder.relativePath) }
    /// The walk's root as it was given, joined with ``relativePath``: the path system calls use.
    public var path: String { joined(folder.path) }
    public var kind: Kind
    /// Whether the entry is a symbolic link (followed or not).
    public var isLink: Bool
    /// Where the entry really is: a followed link's resolved target, or else its folder's
    /// canonical path plus its name (without following a link at the end). Two entries with
    /// the same canonical path are the same file.
    public var canonicalPath: String {
        get { linkTarget ?? joined(folder.canonicalPath) }
        set { linkTarget = newValue }
    }
    /// When the entry (a followed link's target) was last modified, as `lstat` (or `stat`) saw
    /// it; `nil` for an entry that could not be told apart, a link not followed, a folder
    /// that `readdir` told apart (no `lstat`: nothing reads a folder's time), or a file whose
    /// status the walk did not read (``WalkPolicy/readsFileStatus``).
    public var modificationTime: FileTime? = nil

    /// The entry `name` of the folder whose paths are `folder`.
    init(name: String, in folder: Paths, kind: Kind, isLink: Bool) {
        self.name = name
        self.folder = folder
        self.kind = kind
        self.isLink = isLink
    }

    /// The folder at these paths, as a walk hands a folder to list: the root, or a folder a
    /// caller names by its paths.
    init(folderAt relativePath: String, path: String, canonicalPath: String) {
        self.init(
            name: "", in: Paths(relativePath: relativePath, path: path, canonicalPath: canonicalPath), kind: .folder,
            isLink: false)
    }

    /// The paths of a folder, which its entries' paths are joined from.
    final class Paths: Sendable {
        let relativePath: String
        let path: String
        let canonicalPath: String

        init(relativePath: String, path: String, canonicalPath: String) {
            self.relativePath = relativePath
            self.path = path
            self.canonicalPath = canonicalPath
        }
    }

    /// `name` in the folder at `folderPath`, or `folderPath` itself for an entry that is its
    /// folder (no name).
    private func joined(_ folderPath: String) -> String {
        name.isEmpty ? folderPath : FolderWalker.join(folderPath, name)
    }

    /// Equal when every property is, paths included, however they are kept.
    public static func == (lhs: WalkEntry, rhs: WalkEntry) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.isLink == rhs.isLink
            && lhs.modificationTime == rhs.modificationTime && lhs.relativePath == rhs.relativePath
            && lhs.path == rhs.path && lhs.canonicalPath == rhs.canonicalPath
    }

    public var isFolder: Bool { kind == .folder }

    /// Whether the entry is a file whose status was not read: `readdir` told it apart, under a
    /// policy that reads no file's status.
    var lacksStatus: Bool { kind == .file(size: nil) }
}
