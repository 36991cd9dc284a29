#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
        case removeFolder = "cannot remove folder"
        case changed = "changed since the run was planned, left in place:"
        case notARegularFile = "not a regular file:"
    }

    public var operation: Operation
    /// The path the call was made on, as the user would recognise it.
    public var path: String
    /// The `errno` the call set; 0 when the failure is not a system call's (see ``Operation/notARegularFile``).
    public var code: Int32

    public init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// An error for the `errno` the last failed system call left.
    static func last(_ operation: Operation, path: String) -> FileIOError {
        FileIOError(operation, path: path, code: errno)
    }

    public var description: String {
        code == 0 ? "\(operation.rawValue) \(path)" : "\(operation.rawValue) \(path) (\(String(cString: strerror(code))))"
    }
}
