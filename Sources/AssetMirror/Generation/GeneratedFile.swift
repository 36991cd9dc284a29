/// One variant `generate` wrote, as its set's set record lists it.
///
///     { "file" : "back-rtl@2x.png", "sha256" : "…",
///       "source" : "back@2x.png", "source-sha256" : "…" }
///
/// The fingerprints decide everything on the next run: the file is ours while its bytes hash to
/// ``sha256`` (a person's edit or a hand-made file at the same name does not), and up to date
/// while its source still hashes to ``sourceSHA256``.
public struct GeneratedFile: Sendable, Equatable {
    /// The variant's file name in the set folder.
    public var file: String
    /// The file it mirrors, in the same folder.
    public var source: String
    public var sourceSHA256: String
    public var sha256: String
    /// While a regenerated variant is being written: the fingerprint of the generated file it
    /// replaces, so that a run killed between writing the set record and the variant still knows
    /// the old file as its own. Absent from a finished set record.
    public var replacingSHA256: String?

    public init(file: String, source: String, sourceSHA256: String, sha256: String, replacingSHA256: String? = nil) {
        self.file = file
        self.source = source
        self.sourceSHA256 = sourceSHA256
        self.sha256 = sha256
        self.replacingSHA256 = replacingSHA256
    }

    /// Whether a file with this fingerprint is one assetmirror wrote under this name.
    public func isOurs(fingerprint: String) -> Bool {
        fingerprint == sha256 || fingerprint == replacingSHA256
    }
}
