/// `cross-target-duplicate` (opt-in): an asset named like another target's.
enum CrossTargetDuplicateRule: VerifyRule {
    static let rule = Rule(
        id: "cross-target-duplicate", name: "Same asset name in another target",
        summary:
            "An asset named like a different asset of another target. Allowed, as each target's bundle has its own catalog, but code that loads the name from the wrong bundle (Bundle.main in a framework or extension) gets the other one. App icons are not reported.",
        defaultSeverity: .warning, isOptIn: true)

    static let project = ExampleFile.text(
        "project.yml",
        "name: Example\ntargets:\n  App:\n    sources: [A.xcassets]\n  Widget:\n    sources: [B.xcassets]\n")
    static let switchedOn = ExampleFile.text(".assetmirror.yml", "rules:\n  cross-target-duplicate: warning\n")

    static var examples: [RuleExample] {
        [
            .triggering(
                "the app's logo image and the widget's logo colour",
                [
                    project, switchedOn,
                    .contents("A.xcassets/logo.imageset", [.image("logo.png")]),
                    .png("A.xcassets/logo.imageset/logo.png", 8, 8),
                    .text(
                        "B.xcassets/logo.colorset/Contents.json",
                        #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#),
                ]),
            .nonTriggering(
                "each target's own AppIcon",
                [
                    project, switchedOn,
                    .contents("A.xcassets/AppIcon.appiconset", [.image("icon.png")]),
                    .png("A.xcassets/AppIcon.appiconset/icon.png", 8, 8),
                    .contents("B.xcassets/AppIcon.appiconset", [.image("icon.png")]),
                    .png("B.xcassets/AppIcon.appiconset/icon.png", 8, 8),
                ]),
        ]
    }

    /// Over every list of catalogs that is a target's: the first set with a name is the original, and each
    /// other set of that name in another target a finding naming its target, once however many
    /// targets build its catalog. A catalog shared by two targets holds one set, not two; app
    /// icons are chosen per target by build setting.
    static func check(
        catalogs contexts: [CatalogContext], targetCatalogs: [TargetCatalogs], into findings: inout [Finding]
    ) {
        struct Place: Hashable {
            var catalog: Int
            var path: String
        }
        var first: [String: (target: String, place: Place)] = [:]
        var reported: Set<Place> = []
        for list in targetCatalogs {
            guard let target = list.target else { continue }
            for index in list.catalogs {
                let context = contexts[index]
                for set in context.catalog.sets where set.isLoadedByName && !set.type.isAppIcon {
                    let place = Place(catalog: index, path: set.relativePath)
                    guard let original = first[set.qualifiedName] else {
                        first[set.qualifiedName] = (target, place)
                        continue
                    }
                    guard original.target != target, original.place != place, reported.insert(place).inserted
                    else { continue }
                    let otherPlace = contexts[original.place.catalog].catalog.displayPath(of: original.place.path)
                    var finding = context.finding(
                        rule, at: set.relativePath,
                        "\"\(set.qualifiedName)\" is also the name of \(otherPlace) in target \(original.target); each target's bundle has its own, so code must load it from the right bundle (not Bundle.main in a framework or extension)",
                        asset: set.qualifiedName)
                    finding?.target = target
                    findings += finding
                }
            }
        }
    }
}
