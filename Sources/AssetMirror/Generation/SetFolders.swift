import Foundation

/// The two folders of one set: where its sources are read and where its results go (the same
/// folder in place), and what the set looks like before the run.
///
/// In a derived catalog the set *before the run* is the source's files, and, for names the
/// source does not have, the files an earlier run left in the derived copy: its variants and its
/// record. That is what makes a second derived run find everything up to date. Every read goes
/// through the plan's ``GenerationSnapshot``, so each file is read once.
struct SetFolders {
    let source: URL
    let destination: URL
    let files: GenerationSnapshot

    var isDerived: Bool { source != destination }

    /// The file `name` before the run, where it was found and its bytes, or `nil` when there is
    /// no such file.
    func current(_ name: String) throws(FileIOError) -> (url: URL, bytes: [UInt8])? {
        let sourceURL = source.appendingPathComponent(name)
        if let bytes = try files.bytes(sourceURL) { return (sourceURL, bytes) }
        guard isDerived else { return nil }
        let destinationURL = destination.appendingPathComponent(name)
        return try files.bytes(destinationURL).map { (destinationURL, $0) }
    }

    /// The fingerprint of the file `name` before the run, or `nil` when there is no such file.
    func currentSHA256(_ name: String) throws(FileIOError) -> String? {
        try current(name).map { files.sha256(of: $0.bytes, at: $0.url) }
    }

    /// The bytes of `name` in the destination folder now, or `nil`.
    func inDestination(_ name: String) throws(FileIOError) -> [UInt8]? {
        try files.bytes(destination.appendingPathComponent(name))
    }
}
