import Foundation

/// The direction table a `generate` run writes for one catalog it produced, where
/// ``DirectionTableDestination`` says (see ``DirectionTableFile``): an item of the plan.
///
/// Its bytes depend on how the run's sets end (a set that fails keeps its old entries), so the
/// plan holds what the table is made from, the catalog as read, and the runner renders it from
/// the sets that completed, without reading the catalog again.
public struct PlannedDirectionTable: Sendable, Equatable {
    /// Where the table goes.
    public var url: URL
    /// The table's path as the user would name it (`out/Assets.rtl-directions.json`).
    public var displayPath: String
    /// The source catalog as read, named by the written catalog's folder name.
    var catalog: AssetCatalog
    /// The bytes at ``url`` before the run, or `nil` when there is no file (the table is
    /// written only when its bytes change), or why they cannot be read (the run reports it).
    public var currentBytes: Result<[UInt8]?, FileIOError>

    /// The table's bytes once `sets` (this catalog's sets, by index in `plans`) have run:
    /// `completed` says, by index, whether a set's files and `Contents.json` were all written
    /// (or already were). `nil` when the catalog has no directional asset: no table is written.
    func bytes(after plans: [SetPlan], completed: (Int) -> Bool) -> [UInt8]? {
        var catalog = catalog
        let planIndices = Self.planIndices(of: plans, in: catalog.sets)
        for (setIndex, planIndex) in planIndices {
            // Entries the run leaves as read (every set of a no-op run) have no `contentsAfterRun`
            // and are not replaced: replacing them copies the catalog's array of sets.
            guard completed(planIndex), let contents = plans[planIndex].contentsAfterRun,
                let key = catalog.sets[setIndex].type.entriesKey
            else { continue }
            catalog.sets[setIndex].contents = contents
            catalog.sets[setIndex].entries = (contents.root[key]?.arrayValue ?? []).enumerated().compactMap {
                index, element in
                element.objectValue.map { AssetEntry(index: index, object: $0) }
            }
        }
        return DirectionTableFile.bytes(for: catalog) { setIndex, file in
            guard let planIndex = planIndices[setIndex] else { return false }
            // A set that did not complete keeps what was ours before the run; a completed set's
            // variants are all ours, and what its record keeps besides them, as it was. (Each
            // field read from the array: a copy of the whole plan costs more than the answer.)
            guard completed(planIndex) else { return plans[planIndex].oursBeforeRun.contains(file) }
            return plans[planIndex].variants.contains { $0.file == file }
                || (plans[planIndex].oursBeforeRun.contains(file)
                    && plans[planIndex].presentSetRecordFiles.contains(file))
        }
    }

    /// For each set that has a plan, the plan's index, by the set's index: plans of sets come in
    /// the catalog's order, so both are walked together, and only a plan out of that order (a
    /// folder that could not be read, planned last) has the sets looked up by path.
    private static func planIndices(of plans: [SetPlan], in sets: [AssetSet]) -> [Int: Int] {
        var indices: [Int: Int] = [:]
        indices.reserveCapacity(plans.count)
        var cursor = 0
        var setIndexByPath: [String: Int]?
        for (planIndex, plan) in plans.enumerated() {
            if setIndexByPath == nil {
                let start = cursor
                while cursor < sets.count && sets[cursor].relativePath != plan.relativePath { cursor += 1 }
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
            if let setIndex = setIndexByPath?[plan.relativePath] { indices[setIndex] = planIndex }
        }
        return indices
    }
}

extension PlannedDirectionTable {
    /// The table's path beside the catalog at `catalogPath`, spelled as that was:
    /// `OUT/Demo.xcassets` → `OUT/Demo.rtl-directions.json`.
    static func path(besides catalogPath: String) -> String {
        let trimmed = catalogPath.hasSuffix("/") ? String(catalogPath.dropLast()) : catalogPath
        let name = DirectionTableFile.url(besides: URL(fileURLWithPath: trimmed)).lastPathComponent
        guard let slash = trimmed.lastIndex(of: "/") else { return name }
        return String(trimmed[...slash]) + name
    }
}
