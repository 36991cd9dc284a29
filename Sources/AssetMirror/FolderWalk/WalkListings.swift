import Foundation

/// The folders a run has listed, each with every entry told apart: shared by the walks of one
/// tree (generate's catalog reader and its copy of the catalog; its look at a derived catalog
/// and its removals there), so that each folder is listed, and each entry `lstat`ed, at most
/// once.
///
/// A folder's entries are kept whatever a policy admits (hidden and temporary names too),
/// since the walks that share them admit different names. They serve a ``FolderWalker`` from
/// the same root that follows the same links and collects errors (``serves(_:)``); any other
/// walker lists for itself. They are the tree as it was listed: a walk that changes the tree
/// does not share them.
///
/// Thread-safe, under a lock, so that a walker sharing them can be handed to workers
/// (``FolderWalker`` is `Sendable`). A folder is listed outside the lock; when two walks list
/// one folder at once, the first listing stored is the one every walk gets. The catalog
/// reader's workers do not take the lock per folder: they list with
/// ``FolderWalker/sharedListing(of:)`` and the reader stores what they hand over.
public final class WalkListings: @unchecked Sendable {
    /// The root of the walks served, as they spell it.
    public let root: String
    public let links: WalkPolicy.Links
    /// Guards ``folders``.
    private let lock = NSLock()
    /// By the folder's path as walked: its entries, or why it could not be listed.
    private var folders: [String: Result<[WalkEntry], FileIOError>] = [:]

    public init(root: String, links: WalkPolicy.Links) {
        self.root = root
        self.links = links
    }

    /// Whether `walker` may take its listings from here. A walker that reads files' status may
    /// share the listings of one that does not: it reads what they lack (``update(_:inFolder:)``).
    func serves(_ walker: FolderWalker) -> Bool {
        walker.root == root && walker.policy.links == links && walker.policy.errors == .collected
    }

    /// The entries of the folder at `path` if it was listed (or why it could not be), or `nil`.
    func listed(inFolder path: String) -> Result<[WalkEntry], FileIOError>? { lock.withLock { folders[path] } }

    /// Every folder listed, by its path: what the walks have shared, to compare two reads.
    var all: [String: Result<[WalkEntry], FileIOError>] { lock.withLock { folders } }

    /// The entries of the folder at `path`, listed by `list` the first time it is asked for.
    func entries(
        inFolder path: String, listing list: () throws(FileIOError) -> [WalkEntry]
    ) throws(FileIOError) -> [WalkEntry] {
        if let known = listed(inFolder: path) { return try known.get() }
        let result: Result<[WalkEntry], FileIOError>
        do { result = .success(try list()) } catch { result = .failure(error) }
        let kept = lock.withLock {
            if let earlier = folders[path] { return earlier }
            folders[path] = result
            return result
        }
        return try kept.get()
    }

    /// Keeps `listing` as the folder at `path`'s, unless it was listed already: for listings
    /// made elsewhere (``FolderWalker/sharedListing(of:)``, on a worker) and handed over.
    func store(_ listing: Result<[WalkEntry], FileIOError>, inFolder path: String) {
        lock.withLock {
            if folders[path] == nil { folders[path] = listing }
        }
    }

    /// Replaces the entries of the folder at `path`, listed already, with the same entries told
    /// apart further (files' status read), so that the next walk does not read them again.
    func update(_ entries: [WalkEntry], inFolder path: String) {
        lock.withLock { folders[path] = .success(entries) }
    }
}
