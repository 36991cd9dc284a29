/// What a rule checks and why, for --help, docs and SARIF's rule metadata.
///
/// A rule is metadata only; the check itself lives with the verifier. Its `id` is the key users
/// write in `.assetmirror.yml` and that SARIF baselines remember, so it must never change.
public struct Rule: Sendable, Equatable {
    public var id: RuleID
    /// A short title in sentence case, "Missing file".
    public var name: String
    /// One sentence: what it finds and why it matters.
    public var summary: String
    /// The severity it reports with unless `.assetmirror.yml` re-rates it.
    public var defaultSeverity: Severity
    /// Off unless enabled in the config (e.g. unreferenced files are noisy).
    public var isOptIn: Bool

    /// - Precondition: `id` is kebab-case (see ``RuleID/isKebabCase``); rules are written by us, not read.
    public init(id: RuleID, name: String, summary: String, defaultSeverity: Severity, isOptIn: Bool = false) {
        precondition(id.isKebabCase, "rule id \"\(id)\" is not kebab-case")
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
    }
}
