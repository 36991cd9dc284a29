/// Rules about asset names: unique across catalogs, and directional names on fixed sets.
extension Rules {
    public static let duplicateAssetName = Rule(
        id: "duplicate-asset-name", name: "Duplicate asset name",
        summary:
            "Two assets with the same fully qualified name (namespaces included) in the catalogs of one target (or the catalogs given together): actool rejects it, and code could load either. App icons and colour sets have namespaces of their own, and a set that names no file (an empty placeholder) collides with nothing.",
        defaultSeverity: .error)
    public static let crossTargetDuplicate = Rule(
        id: "cross-target-duplicate", name: "Same asset name in another target",
        summary:
            "An asset named like a different asset of another target. Allowed, as each target's bundle has its own catalog, but code that loads the name from the wrong bundle (Bundle.main in a framework or extension) gets the other one. App icons are not reported.",
        defaultSeverity: .warning, isOptIn: true)
    public static let directionalNameFixed = Rule(
        id: "directional-name-fixed", name: "Directional name, fixed direction",
        summary:
            "An image or symbol set named like something that points a way (arrow, chevron, back, next, reply, undo, …) whose direction is Fixed, so it will not mirror in right-to-left layouts. Not for places and brands (left menu, logo), up and down, real-world turns and headings, media controls, SF Symbols that are symmetric, sets with a hand-made counterpart for the other direction, nor images whose drawing looks the same mirrored: PNG and JPEG pixels, and PDF pages drawn by poppler (SVG drawings are not looked at). The finding says what was seen. The word list is configurable.",
        defaultSeverity: .warning)
}

enum NameChecks {
    /// `duplicate-asset-name` over the catalogs of one target at once: the first set with a name
    /// (in catalog order, then walk order) is the original, each later one a finding, naming the
    /// `target`. An app icon collides only with an app icon of its own kind, a colour set only
    /// with a colour set (see ``AssetSetType/mayShareName(with:)``); sets of different targets
    /// never do, nor sets that name no file (``AssetSet/namesNoFile``).
    static func checkDuplicates(_ contexts: [CatalogContext], target: String?, into findings: inout [Finding]) {
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
                    Rules.duplicateAssetName, at: set.relativePath,
                    "\"\(set.qualifiedName)\" is also the name of \(otherPlace)\(inTarget); asset names must be unique across all catalogs of a target, so rename one or move it into a namespace",
                    asset: set.qualifiedName)
                finding?.target = target
                findings += finding
            }
        }
    }

    /// `cross-target-duplicate`: over every group that is a target, the first set
    /// with a name is the original, and each other set of that name in another target a finding
    /// naming its target, once however many targets build its catalog. A catalog shared by two
    /// targets holds one set, not two; app icons are chosen per target by build setting.
    static func checkNamesAcrossTargets(
        _ contexts: [CatalogContext], groups: [CatalogGroup], into findings: inout [Finding]
    ) {
        struct Place: Hashable {
            var catalog: Int
            var path: String
        }
        var first: [String: (target: String, place: Place)] = [:]
        var reported: Set<Place> = []
        for group in groups {
            guard let target = group.target else { continue }
            for index in group.catalogs {
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
                        Rules.crossTargetDuplicate, at: set.relativePath,
                        "\"\(set.qualifiedName)\" is also the name of \(otherPlace) in target \(original.target); each target's bundle has its own, so code must load it from the right bundle (not Bundle.main in a framework or extension)",
                        asset: set.qualifiedName)
                    finding?.target = target
                    findings += finding
                }
            }
        }
    }
}

extension AssetSetType {
    static let appIcons: Set<AssetSetType> = [.appIconSet, .solidImageStack, .brandAssets]

    var isAppIcon: Bool { Self.appIcons.contains(self) }

    /// Whether a set of this type and one of `other` may share a name: when they differ and one
    /// of them is an app icon. App icons are chosen by build setting
    /// (`ASSETCATALOG_COMPILER_APPICON_NAME`, `…_ALTERNATE_APPICON_NAMES`), not loaded by name, and
    /// actool builds catalogs holding `X.appiconset` beside `X.imageset` (the preview image an
    /// icon picker shows; jellyfin/Swiftfin ships 25 such pairs); and each platform's build
    /// compiles only its own kind of icon, so Xcode itself writes `AppIcon.solidimagestack`
    /// (visionOS) beside `AppIcon.appiconset`. A colour is loaded by `UIColor(named:)`, never by
    /// `UIImage(named:)`: AlphaWallet's launch storyboard takes the image `LaunchScreen` and the
    /// colour `LaunchScreen` from one catalog, and the app builds.
    func mayShareName(with other: AssetSetType) -> Bool {
        self != other && (isAppIcon || other.isAppIcon || self == .colorSet || other == .colorSet)
    }
}

extension AssetSet {
    /// Whether this set lists files but names none: an empty placeholder, such as the app icon
    /// set Xcode's widget template writes (duckduckgo/iOS's widget catalog, built beside the app's
    /// `AppIcon`) or a symbol set a build plugin fills (brave/brave-ios's `leo.*`). actool
    /// compiles nothing from it, so its name collides with nothing. A set whose `Contents.json`
    /// cannot be read is not one: what it names is unknown.
    var namesNoFile: Bool {
        type.listsFiles && contents != nil && entries.allSatisfy { $0.filename == nil }
    }

    /// Whether code loads this set by its name: sets directly in groups, and images in sprite
    /// atlases; not layers of image stacks or other parts of an enclosing asset.
    var isLoadedByName: Bool {
        guard let enclosingSet else { return true }
        return enclosingSet.hasSuffix(".spriteatlas")
    }
}
