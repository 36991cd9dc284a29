import Foundation

/// The two folders of one set: where its sources are read and where its results go (the same
/// folder in place), and what the set looks like before the run.
///
/// In a derived catalog the set *before the run* is the source's files, and, for names the
/// source does not have, the files an earlier run left in the derived copy: its variants and its
/// record. That is what makes a second derived run find everything up to date.
struct SetFolders {
    let source: URL
    let destination: URL

    var isDerived: Bool { source != destination }

    /// The bytes of `name` before the run, or `nil` when there is no such file.
    func current(_ name: String) throws(FileIOError) -> [UInt8]? {
        if let bytes = try Self.read(source.appendingPathComponent(name)) { return bytes }
        return isDerived ? try Self.read(destination.appendingPathComponent(name)) : nil
    }

    /// The bytes of `name` in the destination folder now, or `nil`.
    func inDestination(_ name: String) throws(FileIOError) -> [UInt8]? {
        try Self.read(destination.appendingPathComponent(name))
    }

    /// The file's bytes; `nil` when nothing is at `url` (a missing folder included).
    static func read(_ url: URL) throws(FileIOError) -> [UInt8]? {
        try FileContents.readIfPresent(url.path)
    }
}
