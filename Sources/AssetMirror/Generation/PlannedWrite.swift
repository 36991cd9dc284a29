import Foundation

/// One file a `generate` run writes, as its plan says: what `--dry-run` lists, item by item.
public struct PlannedWrite: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A file of the source copied into its derived catalog.
        case copy
        /// A mirrored variant, new or regenerated.
        case variant
        /// A set's `Contents.json`, with its new entries.
        case contents
        /// A set's `.assetmirror.json` (``SetRecord``).
        case setRecord = "manifest"
        /// A derived catalog's `.assetmirror-derived.json` (``DerivedRecord``).
        case derivedRecord = "derived-record"
        /// The direction table beside a catalog (``DirectionTableFile``).
        case directionTable = "direction-table"
    }

    public var kind: Kind
    public var url: URL
    /// The path as the user would name it (`out/Assets.xcassets/Icons/back.imageset/back-rtl.png`).
    public var displayPath: String
}

extension GenerationPlan {
    /// Every file the run writes, step by step in the order the run takes them: the copies,
    /// each set's record, variants and `Contents.json`, the derived records, the direction
    /// tables. (What it removes is ``removals``.) When every set completes, the run writes
    /// exactly these files; a set that fails at run time writes fewer.
    public var writes: [PlannedWrite] {
        var writes: [PlannedWrite] = []
        for catalog in catalogs {
            for copy in copies where copy.destination.path.hasPrefix(catalog.destination.path + "/") {
                writes.append(
                    PlannedWrite(
                        kind: .copy, url: copy.destination,
                        displayPath: Self.join(catalog.destinationPath, copy.relativePath)))
            }
        }
        for catalog in catalogs {
            for set in sets[catalog.setIndices] where set.writes || set.status == .upToDate {
                let folder = Self.join(catalog.destinationPath, set.relativePath)
                func write(_ kind: PlannedWrite.Kind, _ name: String) {
                    writes.append(
                        PlannedWrite(
                            kind: kind, url: set.destinationFolder.appendingPathComponent(name),
                            displayPath: Self.join(folder, name)))
                }
                if set.writesSetRecord { write(.setRecord, SetRecord.fileName) }
                for variant in set.variants where variant.action.writes { write(.variant, variant.file) }
                if set.contents != nil { write(.contents, "Contents.json") }
            }
        }
        for catalog in catalogs {
            if let record = catalog.derivedRecord, record.serialized() != catalog.derivedRecordBytes {
                writes.append(
                    PlannedWrite(
                        kind: .derivedRecord, url: catalog.destination.appendingPathComponent(DerivedRecord.fileName),
                        displayPath: Self.join(catalog.destinationPath, DerivedRecord.fileName)))
            }
        }
        for catalog in catalogs {
            guard let table = catalog.directionTable, tableOutcome(of: catalog) == .written else { continue }
            writes.append(PlannedWrite(kind: .directionTable, url: table.url, displayPath: table.displayPath))
        }
        return writes
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
