/// `unreferenced-file`: a file in a set's folder that no entry names.
enum UnreferencedFileRule: VerifyRule {
    /// A warning, on by default, as actool's own "unassigned child" warning is. Unlike the
    /// unused-file finders of the FengNiao kind, it guesses nothing: the file is in a set's
    /// folder and no entry names it, which is exactly what actool reports.
    static let rule = Rule(
        id: "unreferenced-file", name: "Unreferenced file",
        summary:
            "A file in a set's folder that no entry of its Contents.json names (actool's \"unassigned child\" warning): Xcode ignores it, so it is either dead weight or a slot someone forgot to fill.",
        defaultSeverity: .warning)

    static var examples: [RuleExample] {
        [
            .triggering(
                "an old export left in the folder",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                    .png("A.xcassets/icon.imageset/icon-old.png", 8, 8),
                ]),
            .nonTriggering(
                "a file whose near name an entry names (missing-file's)",
                [
                    .contents("A.xcassets/badge.imageset", [.image("App Store.png")]),
                    .png("A.xcassets/badge.imageset/AppStore.png", 8, 8),
                ]),
            .nonTriggering(
                "a file named in another case (missing-file's)",
                [
                    .contents("A.xcassets/logo.imageset", [.image("Logo.PNG")]),
                    .png("A.xcassets/logo.imageset/logo.png", 8, 8),
                ]),
        ]
    }

    /// A set whose entries could not be read names nothing (unexpected-structure says so), and
    /// a file named in another case is missing-file's (a Mac's disk finds it, as actool does),
    /// as is a file of a near name when `missing-file` is on (``NearNames``): one finding for one
    /// file under two names.
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.contents != nil, set.type.listsFiles, context.isEnabled(rule),
            !context.catalog.problems.contains(where: { problem in
                if case .unexpectedStructure(set.contentsPath, _) = problem { return true }
                return false
            })
        else { return }
        let namedLowercased = Set(set.entries.compactMap { $0.filename?.lowercased() })
        let nearNames = context.isEnabled(MissingFileRule.rule) ? Set(NearNames.pairs(set).values) : []
        for file in set.files where !namedLowercased.contains(file.lowercased()) && !nearNames.contains(file) {
            findings += context.finding(
                rule, at: set.relativePath + "/" + file,
                "no entry of \(set.name).\(set.type) names this file, so it is not shipped; assign it to a slot or delete it",
                asset: set.qualifiedName)
        }
    }
}
