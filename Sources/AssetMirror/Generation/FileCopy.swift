import Foundation

/// One file of a source catalog copied into its derived catalog, because the copy there is
/// missing or has other bytes.
public struct FileCopy: Sendable, Equatable {
    public var source: URL
    public var destination: URL
    /// The path inside the catalog, `/`-separated, for reports.
    public var relativePath: String

    public init(source: URL, destination: URL, relativePath: String) {
        self.source = source
        self.destination = destination
        self.relativePath = relativePath
    }
}
