/// `invalid-direction`: a `language-direction` value Xcode does not know.
enum InvalidDirectionRule: VerifyRule {
    static let rule = Rule(
        id: "invalid-direction", name: "Invalid direction",
        summary:
            "A language-direction value other than \"left-to-right\" or \"right-to-left\": Xcode ignores it, so the image does not mirror as intended.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "leftToRight on both entries", findings: 2,
                [
                    .contents(
                        "A.xcassets/next.imageset",
                        [
                            .image("next.png", scale: "1x", direction: "leftToRight"),
                            .image("next@2x.png", scale: "2x", direction: "leftToRight"),
                        ]),
                    .png("A.xcassets/next.imageset/next.png", 8, 8),
                    .png("A.xcassets/next.imageset/next@2x.png", 16, 16),
                ]),
            .nonTriggering(
                "left-to-right as Xcode writes it",
                [
                    .contents("A.xcassets/next.imageset", [.image("next.png", direction: "left-to-right")]),
                    .png("A.xcassets/next.imageset/next.png", 8, 8),
                ]),
        ]
    }

    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.type.supportsDirection, set.contents != nil else { return }
        for entry in set.entries {
            guard let value = entry.languageDirectionValue, entry.languageDirection == nil else { continue }
            findings += context.finding(
                rule, in: set, at: CatalogContext.entryPath(set, entry.index, "language-direction"),
                "language-direction \"\(value)\" (\(entry.slotLabel)) is not a direction; use \"left-to-right\" or \"right-to-left\" (Xcode's Direction menu writes them)"
            )
        }
    }
}
