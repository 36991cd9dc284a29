/// What the structure rules share: the set a `Contents.json` belongs to.
enum StructureFindings {
    /// The set whose `Contents.json` is at `path`.
    static func owningSet(of path: String, in catalog: AssetCatalog) -> AssetSet? {
        guard path.hasSuffix("/Contents.json") else { return nil }
        return catalog.set(at: String(path.dropLast("/Contents.json".count)))
    }
}

extension Array where Element == Finding {
    /// Appends a finding when there is one (the rule may be off or the path excluded).
    static func += (lhs: inout [Finding], rhs: Finding?) {
        if let rhs { lhs.append(rhs) }
    }
}
