import Foundation

/// Everything a `generate` run will do, decided before anything is written: a value.
///
/// Built by ``init(catalogs:output:naming:force:adapters:)``, which reads the catalogs and
/// fingerprints their files; run by ``GenerationRunner``; printed as it is by `--dry-run`.
public struct GenerationPlan: Sendable, Equatable {
    /// Where the result goes.
    public enum Output: Sendable, Equatable {
        /// Into the catalogs themselves.
        case inPlace
        /// Into `folder/<catalog folder name>`: a derived copy of each catalog, sources untouched.
        case derived(folder: URL)
    }

    /// One catalog and where its result goes.
    public struct Catalog: Sendable, Equatable {
        public var source: URL
        /// As the user named it, for messages.
        public var path: String
        /// The catalog folder written to: ``source`` in place.
        public var destination: URL
        /// The destination as the user would name it (`out/Assets.xcassets`).
        public var destinationPath: String

        public init(source: URL, path: String, destination: URL, destinationPath: String) {
            self.source = source
            self.path = path
            self.destination = destination
            self.destinationPath = destinationPath
        }
    }

    public var output: Output
    public var catalogs: [Catalog]
    /// Derived catalogs only: the files to copy from the sources first, every `Contents.json`
    /// after every other file, so a killed copy never leaves one naming a file not yet copied.
    public var copies: [FileCopy]
    /// Every directional set, in catalog order and then walk order. Fixed sets are not listed.
    public var sets: [SetPlan]

    public init(output: Output, catalogs: [Catalog], copies: [FileCopy], sets: [SetPlan]) {
        self.output = output
        self.catalogs = catalogs
        self.copies = copies
        self.sets = sets
    }
}
