/// The `included:` and `excluded:` globs of the configuration that governs a searched folder,
/// applied to paths below that folder. Globs are relative to the configuration's folder; a path
/// is excluded when it or a folder above it matches an excluded glob, and, when there are
/// included globs, kept only when it or a folder above it matches one.
struct SearchFilter {
    /// The searched folder relative to the configuration's folder; nil when no glob applies.
    private let prefix: String?
    private let included: [String]
    private let excluded: [String]

    init(configuration: Configuration, root: String) {
        included = configuration.includedPaths
        excluded = configuration.excludedPaths
        guard let base = configuration.baseFolder.map({ canonicalPath($0.path) }),
            !included.isEmpty || !excluded.isEmpty
        else {
            prefix = nil
            return
        }
        if root == base {
            prefix = ""
        } else if root.hasPrefix(base.hasSuffix("/") ? base : base + "/") {
            prefix = String(root.dropFirst(base.count).drop { $0 == "/" })
        } else {
            prefix = nil
        }
    }

    /// Whether the path `relative` (to the searched folder) is searched.
    func keeps(_ relative: String) -> Bool {
        guard let prefix else { return true }
        let full = prefix.isEmpty ? relative : relative.isEmpty ? prefix : prefix + "/" + relative
        if TargetMembership.matches(excluded, full) { return false }
        return included.isEmpty || TargetMembership.matches(included, full)
    }
}
