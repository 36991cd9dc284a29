import Foundation

/// The direction table a `generate` run writes for one catalog it produced, where
/// ``DirectionTableDestination`` says (see ``DirectionTableFile``): the content of a
/// ``PlannedOperation``.
///
/// Its rows are decided in planning, from the catalog as read and each set's plan: ``table``
/// is the table once every set's operations are done. A set whose operations fail at run time
/// keeps its `Contents.json` and its files as they were, so its row is then the one in
/// ``rowsIfFailed``, also decided in planning: the runner only picks, set by set.
public struct PlannedDirectionTable: Sendable, Equatable {
    /// A row that differs when a set fails at run time.
    struct RowIfFailed: Sendable, Equatable {
        /// The set, by index in ``GenerationPlan/sets``.
        var set: Int
        /// The row's index in the table's rows.
        var row: Int
        var value: AssetDirectionRow
    }

    /// Where the table goes.
    public var url: URL
    /// The table's path as the user would name it (`out/Assets.rtl-directions.json`).
    public var displayPath: String
    /// The bytes at ``url`` before the run, or `nil` when there is no file (the table is
    /// written only when its bytes change), or why they cannot be read (the run reports it).
    public var currentBytes: Result<[UInt8]?, FileIOError>
    /// The table once every set's operations are done.
    var table: DirectionTable
    /// The rows of the sets with operations whose row differs if the set fails.
    var rowsIfFailed: [RowIfFailed]

    /// The table's bytes, `failed` telling by index in ``GenerationPlan/sets`` which sets'
    /// operations failed; `nil` when the catalog has no directional asset (no table is written:
    /// one without rows tells a reader nothing).
    func bytes(failed: (Int) -> Bool = { _ in false }) -> [UInt8]? {
        var table = table
        for row in rowsIfFailed where failed(row.set) { table.assets[row.row] = row.value }
        guard !table.assets.isEmpty else { return nil }
        return Array(table.rendered(as: .json).utf8)
    }

    /// What the run does with the table when every set completes.
    var outcome: DirectionTableResult.Outcome {
        guard let bytes = bytes() else { return .empty }
        return rowsIfFailed.isEmpty && (try? currentBytes.get()) == bytes ? .upToDate : .written
    }
}

extension PlannedDirectionTable {
    /// The table for `catalog` (as read, named by the written catalog's folder name), whose
    /// planned sets are `sets`, the first at `firstIndex` in ``GenerationPlan/sets``.
    init(
        url: URL, displayPath: String, currentBytes: Result<[UInt8]?, FileIOError>, catalog: AssetCatalog,
        sets: [PlannedSet], firstIndex: Int
    ) {
        let planIndices = Self.planIndices(of: sets, in: catalog.sets)
        func completes(_ index: Int) -> Bool {
            switch sets[index].plan.status {
            case .work, .upToDate: true
            default: false
            }
        }
        /// The table when the sets `completed` accepts (by index in `sets`) are done.
        func table(completed: (Int) -> Bool) -> DirectionTable {
            var catalog = catalog
            for (setIndex, planIndex) in planIndices {
                // Entries the run leaves as read (every set of a no-op run) have no
                // `contentsAfterRun` and are not replaced: replacing them copies the catalog's sets.
                guard completed(planIndex), let contents = sets[planIndex].contentsAfterRun,
                    let key = catalog.sets[setIndex].type.entriesKey
                else { continue }
                catalog.sets[setIndex].contents = contents
                catalog.sets[setIndex].entries = (contents.root[key]?.arrayValue ?? []).enumerated().compactMap {
                    index, element in
                    element.objectValue.map { AssetEntry(index: index, object: $0) }
                }
            }
            return DirectionTable.forCatalog(catalog, symbols: SymbolDirectionTable(rows: [])) { setIndex, file in
                guard let planIndex = planIndices[setIndex] else { return false }
                // Each field read from the array: a copy of the whole set costs more than the answer.
                return completed(planIndex)
                    ? sets[planIndex].generatedAfterRun.contains(file)
                    : sets[planIndex].generatedBeforeRun.contains(file)
            }
        }
        let done = table(completed: completes)
        var rowsIfFailed: [RowIfFailed] = []
        let withOperations = sets.indices.filter { completes($0) && !sets[$0].operations.isEmpty }
        if !withOperations.isEmpty {
            let failing = Set(withOperations)
            let failed = table { completes($0) && !failing.contains($0) }
            let rowByPath = Dictionary(
                done.assets.enumerated().map { ($0.element.relativePath, $0.offset) },
                uniquingKeysWith: { first, _ in first })
            let setByPath = Dictionary(
                withOperations.map { (sets[$0].plan.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            for row in failed.assets {
                guard let set = setByPath[row.relativePath], let index = rowByPath[row.relativePath],
                    done.assets[index] != row
                else { continue }
                rowsIfFailed.append(RowIfFailed(set: firstIndex + set, row: index, value: row))
            }
        }
        self.init(
            url: url, displayPath: displayPath, currentBytes: currentBytes, table: done, rowsIfFailed: rowsIfFailed)
    }

    /// For each set that has a plan, the plan's index, by the set's index: plans of sets come in
    /// the catalog's order, so both are walked together, and only a plan out of that order (a
    /// folder that could not be read, planned last) has the sets looked up by path.
    private static func planIndices(of plans: [PlannedSet], in sets: [AssetSet]) -> [Int: Int] {
        var indices: [Int: Int] = [:]
        indices.reserveCapacity(plans.count)
        var cursor = 0
        var setIndexByPath: [String: Int]?
        for (planIndex, planned) in plans.enumerated() {
            let path = planned.plan.relativePath
            if setIndexByPath == nil {
                let start = cursor
                while cursor < sets.count && sets[cursor].relativePath != path { cursor += 1 }
                if cursor < sets.count {
                    indices[cursor] = planIndex
                    cursor += 1
                    continue
                }
                cursor = start
                setIndexByPath = Dictionary(
                    sets.enumerated().map { ($0.element.relativePath, $0.offset) },
                    uniquingKeysWith: { first, _ in first })
            }
            if let setIndex = setIndexByPath?[path] { indices[setIndex] = planIndex }
        }
        return indices
    }

    /// The table's path beside the catalog at `catalogPath`, spelled as that was:
    /// `OUT/Demo.xcassets` → `OUT/Demo.rtl-directions.json`.
    static func path(besides catalogPath: String) -> String {
        let trimmed = catalogPath.hasSuffix("/") ? String(catalogPath.dropLast()) : catalogPath
        let name = DirectionTableFile.url(besides: URL(fileURLWithPath: trimmed)).lastPathComponent
        guard let slash = trimmed.lastIndex(of: "/") else { return name }
        return String(trimmed[...slash]) + name
    }
}
