/// One problem found: data, not an error.
///
/// The verifier returns findings; reporters turn them into text; the exit status is derived
/// from the worst severity. Reporters print findings in the order they are given, so callers
/// pass them through ``Swift/Array/sortedForReporting()`` (or an order of their own) first.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: RuleID
    /// The severity in force for this run: the rule's default, or what `.assetmirror.yml` says.
    public var severity: Severity
    public var location: SourceLocation
    /// One sentence a user can act on.
    public var message: String
    /// Namespace-qualified asset name ("Onboarding/back") when the finding is about a set.
    public var assetName: String?
    /// The target the finding holds for (``TargetCatalogs/target``), when it depends on which
    /// catalogs are built together (`duplicate-asset-name`); nil for findings about one catalog.
    public var target: String?
    /// A rewrite of `location.file` that resolves the finding, when one is certain (`audit --fix`).
    public var fix: FindingFix?

    public init(
        ruleID: RuleID, severity: Severity, location: SourceLocation, message: String, assetName: String? = nil,
        target: String? = nil, fix: FindingFix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.assetName = assetName
        self.target = target
        self.fix = fix
    }
}

extension Array where Element == Finding {
    /// The findings in report order: by file, then line and column (findings without a line
    /// first in their file), then rule, then message. Equal findings keep their relative order.
    public func sortedForReporting() -> [Finding] {
        enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.location.file != b.location.file { return a.location.file < b.location.file }
            if a.location.line != b.location.line { return (a.location.line ?? 0) < (b.location.line ?? 0) }
            if a.location.column != b.location.column { return (a.location.column ?? 0) < (b.location.column ?? 0) }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            if a.message != b.message { return a.message < b.message }
            if a.target != b.target { return (a.target ?? "") < (b.target ?? "") }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
