/// A file-system call that failed, with the operating system's reason.
///
/// Carries the `errno` rather than a Foundation error so that it is `Equatable` and `Sendable`,
/// and so that tests can pin the exact cause (`ENOENT`, `EACCES`, …).
public struct FileIOError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What assetmirror was doing when the call failed.
    public enum Operation: String, Sendable, Equatable {
        case read = "cannot read"
        case listFolder = "cannot list folder"
        case createFolder = "cannot create folder"
        case createTemporaryFile = "cannot create a temporary file in"
        case write = "cannot write"
        case sync = "cannot flush to disk"
        case rename = "cannot move the temporary file into place at"
        case remove = "cannot remove"
        case setTime = "cannot set the modification time of"
        case removeFolder = "cannot remove folder"
        case changed = "changed since the run was planned, left in place:"
        case notARegularFile = "not a regular file:"
        case undecodableName = "not read, as its name is not UTF-8 (rename it):"
        case lock = "cannot lock"
        case linkInOutput = "not written through the symbolic link"
        case sameFileAsAnother = "not rewritten, as another name rewritten in this run is the same file:"
        case sourceTooLarge = "not audited, as it is over 16 MiB (far past any hand-written source):"
    }

    public var operation: Operation
    /// The path the call was made on, as the user would recognise it.
    public var path: String
    /// The `errno` the call set; 0 when the failure is not a system call's (see ``Operation/notARegularFile``).
    public var code: Int32
    /// For ``Operation/notARegularFile``: what the path is instead (a named pipe, a folder, …),
    /// when it is known.
    public var kind: FileKind?

    public init(_ operation: Operation, path: String, code: Int32, kind: FileKind? = nil) {
        self.operation = operation
        self.path = path
        self.code = code
        self.kind = kind
    }

    /// An error for the `errno` the last failed system call left.
    static func last(_ operation: Operation, path: String) -> FileIOError {
        FileIOError(operation, path: path, code: errno)
    }

    /// The same error about `path`: the path as the user would recognise it rather than the one
    /// the system call was made on.
    public func naming(_ path: String) -> FileIOError {
        var error = self
        error.path = path
        return error
    }

    /// The same error with its path spelled as the user knows it: when the call was made on
    /// `actual` (an absolute path built for the system) or on a folder above it, the matching
    /// part of `shown` (how the user spelled that same path). Any other path is kept.
    ///
    /// `cannot create folder /home/me/out/Icons` becomes `cannot create folder out/Icons` for a
    /// run given `--output out`.
    public func naming(_ actual: String, as shown: String) -> FileIOError {
        if path == actual { return naming(shown) }
        guard actual.hasPrefix(path + "/") else { return self }
        let below = actual.dropFirst(path.count) // "/Icons/back.png"
        guard shown.hasSuffix(below), shown.count > below.count else { return self }
        return naming(String(shown.dropLast(below.count)))
    }

    public var description: String {
        if let kind { return "\(operation.rawValue) \(path) is \(kind)" }
        return code == 0
            ? "\(operation.rawValue) \(path)" : "\(operation.rawValue) \(path) (\(String(cString: strerror(code))))"
    }
}
