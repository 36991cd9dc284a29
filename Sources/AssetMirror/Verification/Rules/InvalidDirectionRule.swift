/// `invalid-direction`: a `language-direction` value Xcode does not know.
enum InvalidDirectionRule: VerifyRule {
    static let rule = Rule(
        id: "invalid-direction", name: "Invalid direction",
        summary:
            "A language-direction value other than \"left-to-right\" or \"right-to-left\": Xcode ignores it, so the image does not mirror as intended.",
        defaultSeverity: .error)

    static let fixCommand: String? = "assetmirror set-direction"

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
            let fix: String
            if let meant = meant(value), set.entries.allSatisfy({ ($0.languageDirection ?? meant) == meant }) {
                fix =
                    "write \"\(meant.rawValue)\" on every entry with `\(FixCommand.setDirection(meant.rawValue, set, in: context.catalog))`"
            } else {
                fix = "use \"left-to-right\" or \"right-to-left\" (Xcode's Direction menu writes them)"
            }
            findings += context.finding(
                rule, in: set, at: CatalogContext.entryPath(set, entry.index, "language-direction"),
                "language-direction \"\(value)\" (\(entry.slotLabel)) is not a direction, so Xcode ignores it; \(fix)")
        }
    }

    /// The direction a misspelt value means, when it says one plainly: `leftToRight`,
    /// `LEFT_TO_RIGHT`, `ltr`. The fix is offered only then, and only when no entry of the set
    /// has the other direction (`set-direction` gives every entry one; a Both set it leaves alone).
    static func meant(_ value: String) -> LanguageDirection? {
        let letters = String(value.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic })
        switch letters {
        case "lefttoright", "ltr": return .leftToRight
        case "righttoleft", "rtl": return .rightToLeft
        default: return nil
        }
    }
}
