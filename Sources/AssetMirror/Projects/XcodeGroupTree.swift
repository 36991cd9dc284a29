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

    init(objects: [String: [String: Any]], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// The absolute path of the item `id`, or nil when it lies outside the sources (or the tree
    /// loops).
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        guard depth < 256, let object = objects[id] else { return nil }
        let own = object["path"] as? String
        let base: String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
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
