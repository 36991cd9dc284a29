import Foundation

/// The direction table a `generate` run writes beside one catalog it produced
/// (`Assets.rtl-directions.json`, see ``DirectionTableFile``): an item of the plan.
///
/// Its bytes depend on how the run's sets end (a set that fails keeps its old entries), so the
/// plan holds what the table is made from, the catalog as read, and the runner renders it from
/// the sets that completed, without reading the catalog again.
public struct PlannedDirectionTable: Sendable, Equatable {
    /// Where the table goes: beside the catalog written.
    public var url: URL
    /// The table's path as the user would name it (`out/Assets.rtl-directions.json`).
    public var displayPath: String
    public var content: DirectionTableFile.Content
    /// The source catalog as read, named by the written catalog's folder name.
    var catalog: AssetCatalog
    /// The bytes at ``url`` before the run, or `nil` when there is no file (the table is
    /// written only when its bytes change), or why they cannot be read (the run reports it).
    public var currentBytes: Result<[UInt8]?, FileIOError>

    /// The table's bytes once `sets` (this catalog's sets, by index in `plans`) have run:
    /// `completed` says, by index, whether a set's files and `Contents.json` were all written
    /// (or already were).
    func bytes(after plans: [SetPlan], completed: (Int) -> Bool) -> [UInt8] {
        var catalog = catalog
        let indexByPath = Dictionary(
            catalog.sets.enumerated().map { ($0.element.relativePath, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        // By set folder, the names in it that are ours once the run is done.
        var generated: [String: Set<String>] = [:]
        for (index, plan) in plans.enumerated() {
            guard let setIndex = indexByPath[plan.relativePath] else { continue }
            let set = catalog.sets[setIndex]
            guard completed(index) else {
                generated[set.relativePath, default: []].formUnion(plan.oursBeforeRun)
                continue
            }
            // Entries the run leaves as read (every set of a no-op run) have no `contentsAfterRun`
            // and are not replaced: replacing them copies the catalog's array of sets.
            if let contents = plan.contentsAfterRun, let key = set.type.entriesKey {
                catalog.sets[setIndex].contents = contents
                catalog.sets[setIndex].entries = (contents.root[key]?.arrayValue ?? []).enumerated().compactMap {
                    index, element in
                    element.objectValue.map { AssetEntry(index: index, object: $0) }
                }
            }
            // Every variant of a completed set is ours; what the record keeps besides them, as it was.
            generated[set.relativePath, default: []].formUnion(plan.variants.map(\.file))
            generated[set.relativePath, default: []].formUnion(
                plan.oursBeforeRun.intersection(plan.presentSetRecordFiles))
        }
        return DirectionTableFile.bytes(for: catalog, content: content) { set, file in
            generated[set.relativePath]?.contains(file) ?? false
        }
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
