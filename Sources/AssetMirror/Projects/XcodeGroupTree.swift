/// Resolves the path of a file reference or group of an Xcode project through its groups.
///
/// Each item's `sourceTree` says what its `path` is relative to: `<group>` its parent group's
/// folder (the main group's is the source root), `SOURCE_ROOT` the project's folder (or its
/// `projectDirPath`), `<absolute>` nothing. Other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR`) lie outside the sources and resolve to nil.
struct XcodeGroupTree {
    private let objects: [String: [String: Any]]
    private let sourceRoot: String
    /// Each item's group, from every group's `children`.
    private var parents: [String: String] = [:]
    /// Paths already resolved (nil: outside the sources or missing), so that each item's path
    /// is worked out once however many references lie below it: without it, a project of many
    /// targets, references and nested groups cost their product.
    private var resolved: [String: String?] = [:]

    init(objects: [String: [String: Any]], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// A group that is its own ancestor (a hand-edited or badly merged project): no path
    /// through it ends, so the catalogs below it cannot be placed.
    struct Loop: Error {
        /// The item whose path was asked for.
        var id: String
    }

    /// The absolute path of the item `id`, or nil when it lies outside the sources or is
    /// missing. Throws when its groups loop (or nest more than 256 deep, which no project does).
    mutating func path(of id: String) throws(Loop) -> String? {
        try path(of: id, start: id, depth: 0)
    }

    private mutating func path(of id: String, start: String, depth: Int) throws(Loop) -> String? {
        if let known = resolved[id] { return known }
        let path = try unresolvedPath(of: id, start: start, depth: depth)
        resolved[id] = path
        return path
    }

    private mutating func unresolvedPath(of id: String, start: String, depth: Int) throws(Loop) -> String? {
        guard depth < 256 else { throw Loop(id: start) }
        guard let object = objects[id] else { return nil }
        let own = object["path"] as? String
        let base: String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = try path(of: parent, start: start, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                base = sourceRoot
            }
        case "SOURCE_ROOT":
            base = sourceRoot
        case "<absolute>":
            return own
        default:
            return nil
        }
        guard let own, !own.isEmpty else { return base }
        return own.hasPrefix("/") ? own : base + "/" + own
    }
}
