/// `missing-file`: a file a set's `Contents.json` names that its folder does not hold.
enum MissingFileRule: VerifyRule {
    static let rule = Rule(
        id: "missing-file", name: "Missing file",
        summary:
            "A file named in Contents.json is not in the set's folder, so that slot is empty at run time (and actool warns).",
        defaultSeverity: .error)

    /// Only for a file named in the folder under a near name (``NearNames``): a rename.
    static let fixCommand: String? = "mv"

    static var examples: [RuleExample] {
        [
            .triggering(
                "a 2x image named but absent",
                [
                    .contents(
                        "A.xcassets/icon.imageset",
                        [.image("icon.png", scale: "1x"), .image("icon@2x.png", scale: "2x")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
            .triggering(
                "a name in another case than the file's",
                [
                    .contents("A.xcassets/logo.imageset", [.image("Logo.PNG")]),
                    .png("A.xcassets/logo.imageset/logo.png", 8, 8),
                ]),
            .triggering(
                "App Store.png named, AppStore.png there",
                [
                    .contents("A.xcassets/badge.imageset", [.image("App Store.png")]),
                    .png("A.xcassets/badge.imageset/AppStore.png", 8, 8),
                ]),
            .nonTriggering(
                "an empty slot names no file",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png", scale: "1x"), .image(nil, scale: "2x")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.contents != nil, set.type.listsFiles else { return }
        let present = Set(set.files)
        let nearNames = NearNames.pairs(set)
        // The first file of each lower-cased name, so a missing entry's look-up is one probe.
        var byLowercasedName: [String: String] = [:]
        for file in set.files where byLowercasedName[file.lowercased()] == nil {
            byLowercasedName[file.lowercased()] = file
        }
        for entry in set.entries {
            guard let filename = entry.filename, set.relativePath(ofFile: filename) != nil, !present.contains(filename)
            else { continue }
            let message: String
            if let other = nearNames[filename] {
                let fix = FixCommand.rename(
                    set.relativePath + "/" + other, to: set.relativePath + "/" + filename, in: context.catalog)
                message =
                    "\"\(filename)\" (\(entry.slotLabel)) is named in Contents.json but is not in the folder, and \"\(other)\", which no entry names, is: most likely one file under two names; rename it with `\(fix)` (or name it in the entry)"
            } else if let other = byLowercasedName[filename.lowercased()] {
                // Common in real catalogs: a Mac's case-insensitive disk finds the file, so Xcode
                // never complained; a case-sensitive checkout (and every tool that compares
                // names) does not.
                message =
                    "\"\(filename)\" (\(entry.slotLabel)) is named in Contents.json, but the folder has it only as \"\(other)\": Xcode on a case-insensitive Mac disk finds it, a case-sensitive file system does not; rename the file or the entry so that the cases match"
            } else {
                message =
                    "\"\(filename)\" (\(entry.slotLabel)) is named in Contents.json but is not in the folder; add the file or clear the slot"
            }
            findings += context.finding(
                rule, in: set, at: CatalogContext.entryPath(set, entry.index, "filename"), message)
        }
    }
}

extension AssetSetType {
    /// Whether the entries' `filename`s name files in the set's own folder (rather than nested
    /// set folders, as image stacks' layers do, or nothing, as colour sets).
    var listsFiles: Bool {
        switch self {
        case .imageSet, .symbolSet, .appIconSet, .dataSet, .launchImage, .arReferenceImage, .stickersIconSet: true
        default: false
        }
    }

    /// Whether the listed files are images whose headers can be checked.
    var listsImages: Bool { listsFiles && self != .dataSet }
}
