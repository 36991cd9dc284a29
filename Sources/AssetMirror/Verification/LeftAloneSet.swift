/// A set a rule looked at and did not report, on purpose, and why: a fixed `chevron-left`
/// beside its own `chevron-right`, or an `arrow` whose drawing is left-right symmetric. Not a
/// finding (nothing is wrong); the review page shows it so that a person sees the reason.
public struct LeftAloneSet: Sendable, Equatable {
    public var ruleID: RuleID
    /// The set's folder, named as findings name files (the catalog's path as given, then the
    /// set's folder inside it).
    public var path: String
    /// Namespace-qualified asset name.
    public var assetName: String
    /// Why, as a sentence without its capital: "named like … but its drawing is left-right symmetric …".
    public var reason: String

    public init(ruleID: RuleID, path: String, assetName: String, reason: String) {
        self.ruleID = ruleID
        self.path = path
        self.assetName = assetName
        self.reason = reason
    }

    /// `directional-name-fixed` leaving `set` of `catalog` alone.
    init(_ set: AssetSet, in catalog: AssetCatalog, reason: String) {
        self.init(
            ruleID: DirectionalNameFixedRule.rule.id, path: catalog.displayPath(of: set.relativePath),
            assetName: set.qualifiedName, reason: reason)
    }
}
