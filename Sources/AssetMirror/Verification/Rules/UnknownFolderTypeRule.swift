/// `unknown-folder-type`: a folder whose extension is no asset type (a typo).
enum UnknownFolderTypeRule: VerifyRule {
    static let rule = Rule(
        id: "unknown-folder-type", name: "Unknown folder type",
        summary:
            "A folder whose extension is no asset type Xcode documents (a typo such as .imageest?): it is kept but not checked.",
        defaultSeverity: .warning)

    static var examples: [RuleExample] {
        [
            .triggering(
                ".imageest for .imageset",
                [
                    .contents("A.xcassets/icon.imageest", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageest/icon.png", 8, 8),
                ]),
            .nonTriggering(
                "an image set and a group",
                [
                    .contents("A.xcassets/Icons/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/Icons/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        for problem in context.catalog.problems {
            guard case .unknownFolderType(let path, let folderExtension) = problem else { continue }
            findings += context.finding(
                rule, at: path,
                "\".\(folderExtension)\" is not an asset type Xcode knows, so this folder is not checked; fix the extension if it is a typo",
                asset: context.catalog.set(at: path)?.qualifiedName)
        }
    }
}
