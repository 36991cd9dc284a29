import Foundation

/// One catalog being verified, with the configuration that governs it: what every check needs
/// to decide whether to run and how to name what it finds.
struct CatalogContext: Sendable {
    let catalog: AssetCatalog
    /// The catalog folder's path, for opening files inside it without building URLs.
    let rootPath: String
    let configuration: Configuration
    let severities: RuleSeverities
    let exclusions: PathExclusions
    /// The words `directional-name-fixed` looks for and the sets with a hand-made counterpart;
    /// nil when that rule is off.
    let directionalNaming: (words: DirectionalWords, counterparts: DirectionalCounterparts)?

    init(catalog: AssetCatalog, configuration: Configuration) {
        self.catalog = catalog
        rootPath = catalog.url.path
        self.configuration = configuration
        severities = RuleSeverities(configuration)
        exclusions = PathExclusions(configuration: configuration, catalog: catalog)
        directionalNaming =
            severities.isEnabled(DirectionalNameFixedRule.rule)
            ? (DirectionalWords(configuration), DirectionalCounterparts(catalog)) : nil
    }

    func isEnabled(_ rule: Rule) -> Bool { severities.isEnabled(rule) }

    /// Whether a path inside the catalog is excluded by the configuration.
    func isExcluded(_ relativePath: String) -> Bool { exclusions.excludes(relativePath) }

    /// A finding for `rule` at a path inside the catalog, or nil when the rule is off or the
    /// path excluded. `position` is a line and column inside that file, when known.
    func finding(
        _ rule: Rule, at relativePath: String, position: (line: Int, column: Int)? = nil,
        _ message: String, asset: String? = nil
    ) -> Finding? {
        guard let severity = severities[rule], !isExcluded(relativePath) else { return nil }
        return Finding(
            ruleID: rule.id, severity: severity,
            location: SourceLocation(
                file: catalog.displayPath(of: relativePath), line: position?.line, column: position?.column),
            message: message, assetName: asset)
    }

    /// A finding about a value inside a set's `Contents.json`, located at that value (or at the
    /// file's start when the path leads nowhere).
    func finding(_ rule: Rule, in set: AssetSet, at path: [JSONPathComponent], _ message: String) -> Finding? {
        finding(
            rule, at: set.contentsPath, position: set.contents?.position(of: path) ?? (1, 1), message,
            asset: set.qualifiedName)
    }

    /// The JSON path of entry `index` of `set`'s entries array, and optionally a key in it.
    static func entryPath(_ set: AssetSet, _ index: Int, _ key: String? = nil) -> [JSONPathComponent] {
        var path: [JSONPathComponent] = [.key(set.type.entriesKey ?? "images"), .index(index)]
        if let key { path.append(.key(key)) }
        return path
    }
}
