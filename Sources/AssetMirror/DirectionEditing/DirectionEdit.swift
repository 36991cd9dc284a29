/// Setting the Direction of chosen image and symbol sets, as Xcode's Direction menu does.
///
/// Every entry of a chosen set gets the same `language-direction`, empty slots included (as
/// Xcode writes it), or loses the key for ``DirectionChoice/fixed``. Nothing else in the
/// `Contents.json` changes: the document is written back in its own style (member order,
/// spacing, newline), so a pull request shows one line per entry. Planning is pure; the plan
/// says what would be written, and ``DirectionEditPlan/apply()`` writes it.
public struct DirectionEdit: Sendable {
    public var setting: DirectionChoice
    /// The sets to change: each pattern should name at least one image or symbol set of the
    /// catalog (``DirectionEditPlan/unmatchedPatterns`` lists those that name none).
    public var patterns: [SetPattern]

    public init(setting: DirectionChoice, patterns: [SetPattern]) {
        self.setting = setting
        self.patterns = patterns
    }

    /// What setting the direction would do to each set of `catalog` the patterns name.
    public func plan(_ catalog: AssetCatalog) -> DirectionEditPlan {
        var matched: Set<SetPattern> = []
        var sets: [DirectionEditPlan.SetEdit] = []
        for set in catalog.sets where set.type.supportsDirection {
            let naming = patterns.filter { $0.matches(set) }
            guard !naming.isEmpty else { continue }
            matched.formUnion(naming)
            sets.append(
                DirectionEditPlan.SetEdit(
                    relativePath: set.relativePath, contentsPath: set.contentsPath, before: set.direction,
                    outcome: outcome(for: set)))
        }
        return DirectionEditPlan(
            catalog: catalog, setting: setting, sets: sets, unmatchedPatterns: patterns.filter { !matched.contains($0) }
        )
    }

    private func outcome(for set: AssetSet) -> DirectionEditPlan.Outcome {
        guard var document = set.contents, case .object(var root) = document.root, let key = set.type.entriesKey else {
            return .refused(
                reason: "its Contents.json is missing or is not a JSON object (`assetmirror verify` says why)")
        }
        guard case .array(var entries)? = root[key] else {
            return .refused(
                reason: "its Contents.json has no \"\(key)\" array, so it has no entries to carry a direction")
        }
        guard !entries.isEmpty else {
            return .refused(
                reason: "it has no entries: Xcode keeps the direction on each entry, so an empty set has none")
        }
        if set.direction == .both {
            return .refused(
                reason:
                    "it is a Both set, whose right-to-left entries name files of their own; remove one side's entries and files first"
            )
        }
        for index in entries.indices {
            guard case .object(var entry) = entries[index] else {
                return .refused(reason: "entry \(index) of \"\(key)\" is not a JSON object")
            }
            entry["language-direction"] = setting.entryValue.map { .string($0) }
            entries[index] = .object(entry)
        }
        root[key] = .array(entries)
        document.root = .object(root)
        return document.isModified ? .change(document) : .unchanged
    }
}
