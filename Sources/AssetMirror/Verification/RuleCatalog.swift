/// Every rule of every command that reports findings (`verify`'s ``Rules`` and `audit`'s
/// ``SymbolAuditRules``): the one list the `rules:` of a `.assetmirror.yml` is checked against.
///
/// One file governs every command run on a catalog, so a rule id any of them knows is valid for
/// all of them; a command ignores the ids of other commands' rules. A new command's rules are
/// added here, and nowhere else.
public enum RuleCatalog {
    /// Every rule, by command: `verify`'s in `--list-rules` order, then `audit`'s.
    public static let all: [Rule] = Rules.all + SymbolAuditRules.all

    /// The identifiers of ``all``; ``Configuration/find(for:path:knownRules:)`` checks against them.
    public static let ids: Set<RuleID> = Set(all.map(\.id))
}
