import Foundation

extension GenerationPlan {
    /// The operations planning finds, catalog by catalog, put in the run's order by
    /// ``list(temporaryFiles:sets:)``.
    struct Operations {
        private var copies: [PlannedOperation] = []
        /// Copies of `Contents.json` files, after every other copy of every catalog, so that a
        /// killed copy never leaves one naming a file not yet copied.
        private var contentsCopies: [PlannedOperation] = []
        private var times: [PlannedOperation] = []
        private var removals: [PlannedOperation] = []
        private var records: [PlannedOperation] = []
        private var tables: [PlannedOperation] = []
        /// What becomes of each direction table, when every set completes.
        private(set) var tableResults: [DirectionTableResult] = []

        /// A derived catalog's copies, the copies' times, its removals, and its record, written
        /// when its bytes change.
        mutating func add(
            copies: [FileCopy], times: [CopyTimeUpdate], removals: [FileRemoval], record: DerivedRecord,
            recordBytes: [UInt8]?, of catalog: Catalog
        ) {
            func shown(_ path: String) -> String { Self.join(catalog.destinationPath, path) }
            for copy in copies {
                let operation = PlannedOperation(
                    .write, .copy, url: copy.destination, displayPath: shown(copy.relativePath), content: .copy(copy))
                if copy.destination.lastPathComponent == "Contents.json" {
                    contentsCopies.append(operation)
                } else {
                    self.copies.append(operation)
                }
            }
            self.times += times.map {
                PlannedOperation(
                    .setTime, .copy, url: $0.destination, displayPath: shown($0.relativePath), content: .setTime($0))
            }
            self.removals += removals.map { removal in
                let kind: PlannedOperation.Kind =
                    switch removal.kind {
                    case .copy: .copy
                    case .variant: .variant
                    case .setRecord: .setRecord
                    case .folder: .folder
                    }
                return PlannedOperation(
                    .remove, kind, url: removal.url, displayPath: shown(removal.relativePath),
                    content: .removal(removal))
            }
            if record.serialized() != recordBytes {
                records.append(
                    PlannedOperation(
                        .write, .derivedRecord, url: catalog.destination.appendingPathComponent(DerivedRecord.fileName),
                        displayPath: shown(DerivedRecord.fileName), content: .derivedRecord(record)))
            }
        }

        /// A catalog's direction table, written unless it has no rows or is up to date.
        mutating func add(_ table: PlannedDirectionTable, of catalog: Catalog) {
            let outcome = table.outcome
            tableResults.append(
                DirectionTableResult(catalog: catalog.destinationPath, path: table.displayPath, outcome: outcome))
            guard outcome == .written else { return }
            tables.append(
                PlannedOperation(
                    .write, .directionTable, url: table.url, displayPath: table.displayPath,
                    content: .directionTable(table)))
        }

        /// Every operation in the run's order: the temporary files killed runs left, the copies
        /// (every `Contents.json` last) and the copies' times, each set's operations, the
        /// removals, the derived records, the direction tables.
        func list(temporaryFiles: [LeftoverTemporaryFiles.Found], sets: [PlannedSet]) -> [PlannedOperation] {
            var list = temporaryFiles.map {
                PlannedOperation(
                    .remove, .temporaryFile, url: URL(fileURLWithPath: $0.path), displayPath: $0.shown,
                    content: .temporaryFile($0))
            }
            list += copies + contentsCopies + times
            for (index, set) in sets.enumerated() {
                list += set.operations.map {
                    var operation = $0
                    operation.set = index
                    return operation
                }
            }
            return list + removals + records + tables
        }

        private static func join(_ folder: String, _ path: String) -> String {
            (folder as NSString).appendingPathComponent(path)
        }
    }
}
