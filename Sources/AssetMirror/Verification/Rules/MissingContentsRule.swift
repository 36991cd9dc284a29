/// `missing-contents`: a set folder without a `Contents.json`.
enum MissingContentsRule: VerifyRule {
    static let rule = Rule(
        id: "missing-contents", name: "Missing Contents.json",
        summary:
            "An image, symbol, colour, data or app-icon set without a Contents.json: Xcode shows its files as unassigned children and ships nothing. A warning, as actool's own is.",
        defaultSeverity: .warning)

    static var examples: [RuleExample] {
        [
            .triggering("a set folder with an image only", [.png("A.xcassets/icon.imageset/icon.png", 8, 8)]),
            .nonTriggering(
                "a set with its Contents.json",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        for problem in context.catalog.problems {
            guard case .missingContents(let setPath) = problem else { continue }
            findings += context.finding(
                rule, at: setPath,
                "no Contents.json, so Xcode shows the folder's files as unassigned children and ships none of them; add one (or delete the folder)",
                asset: context.catalog.set(at: setPath)?.qualifiedName)
        }
    }
}
