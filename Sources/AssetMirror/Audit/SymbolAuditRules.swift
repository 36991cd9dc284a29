/// The rules `audit` reports; docs/symbols.md describes each.
public enum SymbolAuditRules {
    /// A left/right interface name whose direction-aware name exists on the deployment target.
    public static let physicalSymbolName = Rule(
        id: "physical-symbol-name", name: "Left/right symbol name",
        summary:
            "A left/right SF Symbol name does not mirror in right-to-left layouts in apps built with current SDKs; its direction-aware name does.",
        defaultSeverity: .warning)

    /// The same, but the direction-aware name needs an iOS newer than the deployment target.
    public static let directionAwareNameUnavailable = Rule(
        id: "direction-aware-name-unavailable", name: "Direction-aware name needs a newer iOS",
        summary:
            "A left/right SF Symbol name does not mirror in right-to-left layouts, and its direction-aware name needs an iOS newer than the deployment target.",
        defaultSeverity: .warning)

    /// A file whose string interpolations nest deeper than the lexer follows: the rest of it
    /// was not read, which a run must not pass over in silence.
    public static let sourceTooDeep = Rule(
        id: "source-too-deep", name: "Source nested too deep to audit",
        summary:
            "String interpolations nest deeper than audit follows (200 levels); the rest of the file was not audited.",
        defaultSeverity: .warning)

    /// Every rule, in the order `--help`, SARIF and the docs list them.
    public static let all: [Rule] = [physicalSymbolName, directionAwareNameUnavailable, sourceTooDeep]
}
