/// Why a folder could not be locked for writing (see ``FolderLock``).
public enum LockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process holds the lock: another assetmirror run is writing in `path`, or reading
    /// it to copy it (the folder as the user named it, or, when the run holding it works in a
    /// folder around this one, that folder's canonical path), and the process holding it
    /// (`process 1234, assetmirror`) when the system says (``LockHolder``).
    case held(path: String, holder: String?)
    /// The system refused to open or lock the folder.
    case failed(FileIOError)

    public var description: String {
        switch self {
        case .held(let path, let holder):
            "another assetmirror run is working in \(path) (it holds the lock on that folder"
                + (holder.map { ": " + $0 } ?? "") + "); "
                + "let it finish and run again, or pass --wait to wait for it"
        case .failed(let error): "\(error), so it cannot be locked against another run"
        }
    }
}
