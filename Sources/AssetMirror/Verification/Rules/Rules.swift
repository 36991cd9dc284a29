/// Every rule `verify` checks: the one list that the verifier runs, `--list-rules` prints, SARIF
/// describes, the docs' rule table follows and the tests walk.
///
/// The identifiers are final: `.assetmirror.yml` files and SARIF baselines key on them. Each
/// rule is one type in one file of this folder (``VerifyRule``), with its examples.
public enum Rules {
    /// Every rule's type, in the order `--list-rules` and SARIF list them: structure, files,
    /// names, directions, then the rules that read images.
    static let types: [any VerifyRule.Type] = [
        MalformedJSONRule.self, UnexpectedStructureRule.self, DuplicateKeyRule.self, MissingContentsRule.self,
        UnsafePathRule.self, UnknownFolderTypeRule.self,
        MissingFileRule.self, UnreferencedFileRule.self,
        DuplicateAssetNameRule.self, CrossTargetDuplicateRule.self, NamesDifferOnlyInCaseRule.self,
        DirectionalNameFixedRule.self,
        InvalidDirectionRule.self, InconsistentDirectionRule.self, MissingRTLTwinRule.self,
        FormatMismatchRule.self, UndecodableImageRule.self, ScaleMismatchRule.self, TwinSizeMismatchRule.self,
        StaleVariantRule.self, SymmetricMirroredSetRule.self,
    ]

    /// Every rule, in ``types``' order.
    public static let all: [Rule] = types.map { $0.rule }

    /// The rule called `id`, or nil.
    public static func rule(_ id: RuleID) -> Rule? {
        all.first { $0.id == id }
    }

    /// The command that fixes the findings of the rule called `id`, when there is one
    /// (``VerifyRule/fixCommand``).
    public static func fixCommand(of id: RuleID) -> String? {
        types.first { $0.rule.id == id }?.fixCommand
    }

    /// The examples of the rule called `id` (empty for an id that is no rule of `verify`).
    public static func examples(of id: RuleID) -> [RuleExample] {
        types.first { $0.rule.id == id }?.examples ?? []
    }
}
