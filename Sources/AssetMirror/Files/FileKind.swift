import Foundation

/// What a path that is not a regular file is, as `stat` tells it: so that a message can say
/// "is a named pipe" where "not a regular file", or worse "missing", would leave the user guessing.
public enum FileKind: Sendable, Equatable, CustomStringConvertible {
    case folder
    case namedPipe
    case socket
    case characterDevice
    case blockDevice
    case symbolicLink
    case regularFile

    /// The kind `st_mode`'s type bits (`S_IFMT`) give; `nil` for a type this system has no
    /// name for.
    public init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .namedPipe
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        case S_IFREG: self = .regularFile
        default: return nil
        }
    }

    /// With its article, to follow "is": "a named pipe (FIFO)".
    public var description: String {
        switch self {
        case .folder: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .symbolicLink: "a symbolic link"
        case .regularFile: "a regular file"
        }
    }
}
