/// How a `generate` plan reads files: the disk, or, in a test, something that counts.
///
/// A seam, not a cache: ``GenerationSnapshot`` calls it at most once per path, so a reader that
/// counts calls shows how often a run reads each file.
public protocol GenerationFileReader: Sendable {
    /// Every byte of the regular file at `path`, or `nil` when nothing is there (a missing
    /// folder on the way included).
    func bytesIfPresent(at path: String) throws(FileIOError) -> [UInt8]?
}

/// Reads from the disk, with ``FileContents/readIfPresent(_:)``.
public struct DiskFileReader: GenerationFileReader {
    public init() {}

    public func bytesIfPresent(at path: String) throws(FileIOError) -> [UInt8]? {
        try FileContents.readIfPresent(path)
    }
}
