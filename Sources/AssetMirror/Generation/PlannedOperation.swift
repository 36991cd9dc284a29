import Foundation

/// One file operation of a `generate` run, as its plan says: what `--dry-run` and
/// `--format json` list, item by item, in the order the run takes them.
public struct PlannedOperation: Sendable, Equatable {
    public enum Action: String, Sendable, Equatable {
        case remove
        case write
        /// A copy whose bytes are its source's given its source's modification time, unwritten.
        case setTime = "set-time"
    }

    /// What the file is (the words: docs/glossary.md).
    public enum Kind: String, Sendable, Equatable {
        /// A temporary file a killed run left (``LeftoverTemporaryFiles``).
        case temporaryFile = "temporary-file"
        /// A file of the source copied into its derived catalog.
        case copy
        /// A mirrored variant.
        case variant
        /// A set's `Contents.json`, with its new entries.
        case contents
        /// A set's `.assetmirror.json` (``SetRecord``).
        case setRecord = "set-record"
        /// A derived catalog's `.assetmirror-derived.json` (``DerivedRecord``).
        case derivedRecord = "derived-record"
        /// A direction table (``DirectionTableFile``).
        case directionTable = "direction-table"
        /// A folder of a derived catalog the removals before it leave empty.
        case folder
    }

    public var action: Action
    public var kind: Kind
    public var url: URL
    /// The path as the user would name it (`out/Assets.xcassets/Icons/back.imageset/back-rtl.png`).
    public var displayPath: String
}

extension GenerationPlan {
    /// Every file operation of the run, in the runner's order: the leftover temporary files
    /// removed; the copies (every `Contents.json` after every other file) and the copies' times;
    /// each set's record, variants and `Contents.json`; the removals from derived catalogs; the
    /// derived records; the direction tables. When every set completes, the run does exactly
    /// these; a set that fails at run time writes less, and a failed removal keeps what depends
    /// on it (its set record, the folders above it).
    public var operations: [PlannedOperation] {
        var operations = leftoverTemporaryFiles.map {
            PlannedOperation(
                action: .remove, kind: .temporaryFile, url: URL(fileURLWithPath: $0.path), displayPath: $0.shown)
        }
        func shown(_ url: URL, _ relativePath: String) -> String {
            let catalog = catalogs.first { url.path.hasPrefix($0.destination.path + "/") }
            return Self.join(catalog?.destinationPath ?? "", relativePath)
        }
        // As the runner takes them: every `Contents.json` after every other file of every catalog.
        let isContents = { (copy: FileCopy) in copy.destination.lastPathComponent == "Contents.json" }
        operations += (copies.filter { !isContents($0) } + copies.filter(isContents)).map {
            PlannedOperation(
                action: .write, kind: .copy, url: $0.destination, displayPath: shown($0.destination, $0.relativePath))
        }
        operations += copyTimes.map {
            PlannedOperation(
                action: .setTime, kind: .copy, url: $0.destination,
                displayPath: shown($0.destination, $0.relativePath))
        }
        for catalog in catalogs {
            for set in sets[catalog.setIndices] where set.writes || set.status == .upToDate {
                let folder = Self.join(catalog.destinationPath, set.relativePath)
                func write(_ kind: PlannedOperation.Kind, _ name: String) {
                    operations.append(
                        PlannedOperation(
                            action: .write, kind: kind, url: set.destinationFolder.appendingPathComponent(name),
                            displayPath: Self.join(folder, name)))
                }
                if set.writesSetRecord { write(.setRecord, SetRecord.fileName) }
                for variant in set.variants where variant.action.writes { write(.variant, variant.file) }
                if set.contents != nil { write(.contents, "Contents.json") }
            }
        }
        for catalog in catalogs {
            operations += removals.filter { $0.catalog == catalog.destination }.map { removal in
                let kind: PlannedOperation.Kind =
                    switch removal.kind {
                    case .copy: .copy
                    case .variant: .variant
                    case .setRecord: .setRecord
                    case .folder: .folder
                    }
                return PlannedOperation(
                    action: .remove, kind: kind, url: removal.url,
                    displayPath: Self.join(catalog.destinationPath, removal.relativePath))
            }
        }
        for catalog in catalogs {
            if let record = catalog.derivedRecord, record.serialized() != catalog.derivedRecordBytes {
                operations.append(
                    PlannedOperation(
                        action: .write, kind: .derivedRecord,
                        url: catalog.destination.appendingPathComponent(DerivedRecord.fileName),
                        displayPath: Self.join(catalog.destinationPath, DerivedRecord.fileName)))
            }
        }
        for catalog in catalogs {
            guard let table = catalog.directionTable, tableOutcome(of: catalog) == .written else { continue }
            operations.append(
                PlannedOperation(action: .write, kind: .directionTable, url: table.url, displayPath: table.displayPath))
        }
        return operations
    }

    /// What the run does with each direction table it was asked for, when every set completes:
    /// ``DirectionTableResult/Outcome/written`` also for a table whose current bytes cannot be
    /// read (the run reports why it cannot write it).
    public var directionTables: [DirectionTableResult] {
        catalogs.compactMap { catalog in
            guard let table = catalog.directionTable, let outcome = tableOutcome(of: catalog) else { return nil }
            return DirectionTableResult(catalog: catalog.destinationPath, path: table.displayPath, outcome: outcome)
        }
    }

    private func tableOutcome(of catalog: Catalog) -> DirectionTableResult.Outcome? {
        guard let table = catalog.directionTable else { return nil }
        let sets = Array(sets[catalog.setIndices])
        guard let bytes = table.bytes(after: sets, completed: { sets[$0].writes || sets[$0].status == .upToDate })
        else { return .empty }
        return (try? table.currentBytes.get()) == bytes ? .upToDate : .written
    }

    private static func join(_ folder: String, _ path: String) -> String {
        (folder as NSString).appendingPathComponent(path)
    }
}
