/// `duplicate-asset-name`: two assets of one name in the catalogs of one target.
enum DuplicateAssetNameRule: VerifyRule {
    static let rule = Rule(
        id: "duplicate-asset-name", name: "Duplicate asset name",
        summary:
            "Two assets with the same fully qualified name (namespaces included) in the catalogs of one target (or the catalogs given together): actool rejects it, and code could load either. App icons and colour sets have namespaces of their own, and a set that names no file (an empty placeholder) collides with nothing.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "logo in two catalogs given together",
                [
                    .contents("A.xcassets/logo.imageset", [.image("logo.png")]),
                    .png("A.xcassets/logo.imageset/logo.png", 8, 8),
                    .contents("B.xcassets/Other/logo.imageset", [.image("logo.png")]),
                    .png("B.xcassets/Other/logo.imageset/logo.png", 8, 8),
                ]),
            .nonTriggering(
                "an app icon beside an image set of its name",
                [
                    .contents("A.xcassets/AppIcon.imageset", [.image("AppIcon.png")]),
                    .png("A.xcassets/AppIcon.imageset/AppIcon.png", 8, 8),
                    .contents("A.xcassets/AppIcon.appiconset", [.image("icon.png")]),
                    .png("A.xcassets/AppIcon.appiconset/icon.png", 8, 8),
                ]),
        ]
    }

    /// Over the catalogs of each target at once: the first set with a name (in catalog order,
    /// then walk order) is the original, each later one a finding, naming the target. An app
    /// icon collides only with an app icon of its own kind, a colour set only with a colour set
    /// (see ``AssetSetType/mayShareName(with:)``); sets of different targets never do, nor sets
    /// that name no file (``AssetSet/namesNoFile``).
    static func check(
        catalogs contexts: [CatalogContext], targetCatalogs: [TargetCatalogs], into findings: inout [Finding]
    ) {
        for list in targetCatalogs {
            check(list.catalogs.map { contexts[$0] }, target: list.target, into: &findings)
        }
    }

    static func check(_ contexts: [CatalogContext], target: String?, into findings: inout [Finding]) {
        var seen: [String: [(context: CatalogContext, set: AssetSet)]] = [:]
        for context in contexts {
            for set in context.catalog.sets where set.isLoadedByName && !set.namesNoFile {
                let earlier = seen[set.qualifiedName, default: []]
                seen[set.qualifiedName, default: []].append((context, set))
                guard let original = earlier.first(where: { !$0.set.type.mayShareName(with: set.type) })
                else {
                    continue
                }
                let otherPlace = original.context.catalog.displayPath(of: original.set.relativePath)
                let inTarget = target.map { " in target \($0)" } ?? ""
                var finding = context.finding(
                    rule, at: set.relativePath,
                    "\"\(set.qualifiedName)\" is also the name of \(otherPlace)\(inTarget); asset names must be unique across all catalogs of a target, so rename one or move it into a namespace",
                    asset: set.qualifiedName)
                finding?.target = target
                findings += finding
            }
        }
    }
}
