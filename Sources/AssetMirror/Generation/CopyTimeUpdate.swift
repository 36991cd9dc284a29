import Foundation

/// A derived copy whose bytes are its source's but whose modification time is not (restored
/// from a cache, or made before copies took their source's time): the run sets its time to the
/// source's, without writing it, so that the next run knows it unchanged by one `lstat`
/// instead of comparing both files byte for byte.
public struct CopyTimeUpdate: Sendable, Equatable {
    /// The copy in the derived catalog.
    public var destination: URL
    /// The path inside the catalog, `/`-separated, for reports.
    public var relativePath: String
    /// The source's modification time when the plan read it.
    public var modificationTime: FileTime

    public init(destination: URL, relativePath: String, modificationTime: FileTime) {
        self.destination = destination
        self.relativePath = relativePath
        self.modificationTime = modificationTime
    }
}
