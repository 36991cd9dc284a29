/// Every rule `verify` checks, with its stable identifier and default severity.
///
/// The identifiers are final: `.assetmirror.yml` files and SARIF baselines key on them. Each
/// rule's check lives in the file of its group in this folder; ``Verifier`` runs them.
public enum Rules {
    /// Every rule, in the order `--list-rules` and SARIF list them: structure, files, names,
    /// directions, then the rules that read images.
    public static let all: [Rule] = [
        malformedJSON, unexpectedStructure, duplicateKey, missingContents, unsafePath, unknownFolderType,
        missingFile, unreferencedFile,
        duplicateAssetName, crossTargetDuplicate, namesDifferOnlyInCase, directionalNameFixed,
        invalidDirection, inconsistentDirection, missingRTLTwin,
        formatMismatch, undecodableImage, scaleMismatch, twinSizeMismatch,
        staleVariant, symmetricMirroredSet,
    ]

    /// The rule called `id`, or nil.
    public static func rule(_ id: RuleID) -> Rule? {
        all.first { $0.id == id }
    }
}
