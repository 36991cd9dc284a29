import Foundation

/// One file of a source catalog copied into its derived catalog, because the copy there is
/// missing or has other bytes.
public struct FileCopy: Sendable, Equatable {
    public var source: URL
    public var destination: URL
    /// The path inside the catalog, `/`-separated, for reports.
    public var relativePath: String
    /// The source's bytes as the plan read them (what the copy writes), or why they could not
    /// be read (what the run reports).
    public var bytes: Result<[UInt8], FileIOError>
    /// The source's modification time when the plan read it, which the copy takes (as `cp -p`
    /// and `rsync -t` do): a later run then knows an unchanged copy by its size and time,
    /// without reading it. `nil` when it is not known; the copy then has its own.
    public var modificationTime: FileTime?

    public init(
        source: URL, destination: URL, relativePath: String, bytes: Result<[UInt8], FileIOError>,
        modificationTime: FileTime? = nil
    ) {
        self.source = source
        self.destination = destination
        self.relativePath = relativePath
        self.bytes = bytes
        self.modificationTime = modificationTime
    }
}
