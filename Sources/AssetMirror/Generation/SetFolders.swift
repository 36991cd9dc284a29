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
    /// The destination as the user would name it (`out/Assets.xcassets/Icons/back.imageset`),
    /// for the set's operations.
    let destinationShown: String
    let files: GenerationSnapshot
    /// A derived catalog's listings, made before any set is planned.
    let destinationListings: WalkListings?
    // The folders' paths, to which a name is appended as a string: `URL.appendingPathComponent`
    // costs more than reading a small file, and a no-op run asks for tens of thousands.
    private let sourcePath: String
    private let destinationPath: String

    /// `sourcePath` and `destinationPath`: the folders' paths as the caller joined them
    /// (`URL.path` parses the URL again, for each of thousands of sets).
    init(
        source: URL, sourcePath: String, destination: URL, destinationPath: String, destinationShown: String,
        files: GenerationSnapshot, destinationListings: WalkListings? = nil
    ) {
        self.source = source
        self.destination = destination
        self.destinationShown = destinationShown
        self.files = files
        self.destinationListings = destinationListings
        self.sourcePath = sourcePath
        self.destinationPath = destinationPath
    }

    var isDerived: Bool { sourcePath != destinationPath }

    /// The path of `name` in the source folder.
    func sourcePath(of name: String) -> String { sourcePath + "/" + name }

    /// The file `name` before the run, the path it was found at and its bytes, or `nil` when
    /// there is no such file.
    func current(_ name: String) throws(FileIOError) -> (path: String, bytes: [UInt8])? {
        let inSource = sourcePath + "/" + name
        if let bytes = try files.bytes(atPath: inSource) { return (inSource, bytes) }
        guard isDerived else { return nil }
        let inDestination = destinationPath + "/" + name
        return try files.bytes(atPath: inDestination).map { (inDestination, $0) }
    }

    /// The fingerprint of the file `name` before the run, or `nil` when there is no such file.
    func currentSHA256(_ name: String) throws(FileIOError) -> String? {
        if let inSource = try files.sha256(atPath: sourcePath + "/" + name) { return inSource }
        guard isDerived else { return nil }
        return try files.sha256(atPath: destinationPath + "/" + name)
    }

    /// The names in the destination folder, or none when it cannot be listed: from the walk of
    /// the derived catalog when that listed it, so that no folder is listed twice.
    func destinationNames() -> [String] {
        if let listed = destinationListings?.listed(inFolder: destinationPath) {
            return ((try? listed.get()) ?? []).map(\.name)
        }
        return (try? FolderListing.names(in: destinationPath)) ?? []
    }

    /// The bytes of `name` in the destination folder now, or `nil`.
    func inDestination(_ name: String) throws(FileIOError) -> [UInt8]? {
        try files.bytes(atPath: destinationPath + "/" + name)
    }
}
