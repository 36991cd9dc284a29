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
            "Brackets or string interpolations nest deeper than audit parses (a Swift file: 200 levels, 16 of square brackets; it is not audited) or string interpolations deeper than 200 levels (Objective-C: the rest of the file is not audited).",
        defaultSeverity: .warning)

    /// A ternary, `if`/`else` or `switch` on the layout direction that picks `chevron.left` or
    /// `chevron.right`, where one direction-aware name does the same by itself.
    public static let directionConditional = Rule(
        id: "direction-conditional-symbol", name: "Symbol mirrored by hand",
        summary:
            "A conditional on the layout direction picks between a left/right SF Symbol name and its mirror image; one direction-aware name replaces the whole conditional.",
        defaultSeverity: .warning)

    /// The same conditional, right as it is: the direction-aware name needs a newer iOS.
    public static let directionConditionalUntilAvailable = Rule(
        id: "direction-conditional-until-available", name: "Symbol mirrored by hand, as it must be for now",
        summary:
            "A conditional on the layout direction picks between a left/right SF Symbol name and its mirror image, which is right while the direction-aware name needs an iOS newer than the deployment target.",
        defaultSeverity: .note)

    /// A string literal equal to a left/right name, outside the system image APIs.
    public static let symbolNameLiteral = Rule(
        id: "symbol-name-literal", name: "Left/right symbol name in a string",
        summary:
            "A string literal outside the system image APIs equals a left/right SF Symbol name; if it names a symbol, its direction-aware name mirrors and it does not.",
        defaultSeverity: .note)

    /// Every rule, in the order `--help`, SARIF and the docs list them.
    public static let all: [Rule] = [
        physicalSymbolName, directionAwareNameUnavailable, directionConditional, directionConditionalUntilAvailable,
        symbolNameLiteral, sourceTooDeep,
    ]
}
