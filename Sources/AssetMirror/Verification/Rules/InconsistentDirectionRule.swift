/// `inconsistent-direction`: some entries of a set with a direction, others without.
enum InconsistentDirectionRule: VerifyRule {
    static let rule = Rule(
        id: "inconsistent-direction", name: "Inconsistent direction",
        summary:
            "A set where some entries have a language-direction and others none: Xcode writes the same direction on every entry (empty slots included), so the set was edited by hand and mirrors only in part.",
        defaultSeverity: .error)

    static let fixCommand: String? = "assetmirror set-direction"

    static var examples: [RuleExample] {
        [
            .triggering(
                "the 2x entry without the direction",
                [
                    .contents(
                        "A.xcassets/next.imageset",
                        [
                            .image("next.png", scale: "1x", direction: "left-to-right"),
                            .image("next@2x.png", scale: "2x"),
                        ]),
                    .png("A.xcassets/next.imageset/next.png", 8, 8),
                    .png("A.xcassets/next.imageset/next@2x.png", 16, 16),
                ]),
            .nonTriggering(
                "every entry with it, the empty slot too",
                [
                    .contents(
                        "A.xcassets/next.imageset",
                        [
                            .image("next.png", scale: "1x", direction: "left-to-right"),
                            .image(nil, scale: "2x", direction: "left-to-right"),
                        ]),
                    .png("A.xcassets/next.imageset/next.png", 8, 8),
                ]),
        ]
    }

    /// Entries without a direction in a set where others have one (invalid values are
    /// `invalid-direction`'s, and do not count as a direction here).
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.type.supportsDirection, set.contents != nil, set.direction == .inconsistent else { return }
        let values = Set(set.entries.compactMap { $0.languageDirection?.rawValue })
        guard !values.isEmpty else { return }
        let written = values.sorted().map { "\"\($0)\"" }.joined(separator: " and ")
        // With one direction written, set-direction gives it to every entry; with both, which
        // one was meant is the person's to say.
        let fix =
            values.count == 1
            ? "give every entry \(written) with `\(FixCommand.setDirection(values.first!, set, in: context.catalog))`"
            : "pick the set's Direction again in Xcode, or add the key"
        for entry in set.entries where entry.languageDirectionValue == nil {
            findings += context.finding(
                rule, in: set, at: CatalogContext.entryPath(set, entry.index),
                "this entry (\(entry.slotLabel)) has no language-direction while others say \(written), so it will not mirror with them; \(fix)"
            )
        }
    }
}
