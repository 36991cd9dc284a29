/// Rules about the files a set's `Contents.json` names and the files its folder holds.
extension Rules {
    public static let missingFile = Rule(
        id: "missing-file", name: "Missing file",
        summary:
            "A file named in Contents.json is not in the set's folder, so that slot is empty at run time (and actool warns).",
        defaultSeverity: .error)
    /// A warning, on by default, as actool's own "unassigned child" warning is. Unlike the
    /// unused-file finders of the FengNiao kind, it guesses nothing: the file is in a set's
    /// folder and no entry names it, which is exactly what actool reports.
    public static let unreferencedFile = Rule(
        id: "unreferenced-file", name: "Unreferenced file",
        summary:
            "A file in a set's folder that no entry of its Contents.json names (actool's \"unassigned child\" warning): Xcode ignores it, so it is either dead weight or a slot someone forgot to fill.",
        defaultSeverity: .warning)
}

enum FileChecks {
    static func check(_ set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.contents != nil, set.type.listsFiles else { return }
        var named: Set<String> = []
        let present = Set(set.files)
        // The first file of each lower-cased name, so a missing entry's look-up is one probe.
        var byLowercasedName: [String: String] = [:]
        for file in set.files where byLowercasedName[file.lowercased()] == nil {
            byLowercasedName[file.lowercased()] = file
        }
        for entry in set.entries {
            guard let filename = entry.filename else { continue }
            named.insert(filename)
            guard set.relativePath(ofFile: filename) != nil, !present.contains(filename) else { continue }
            let message: String
            if let other = byLowercasedName[filename.lowercased()] {
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
                Rules.missingFile, in: set, at: CatalogContext.entryPath(set, entry.index, "filename"), message)
        }
        // A set whose entries could not be read names nothing (unexpected-structure says so), and
        // a file named in another case is missing-file's (a Mac's disk finds it, as actool does).
        guard context.isEnabled(Rules.unreferencedFile),
            !context.catalog.problems.contains(where: { problem in
                if case .unexpectedStructure(set.contentsPath, _) = problem { return true }
                return false
            })
        else { return }
        let namedLowercased = Set(named.map { $0.lowercased() })
        for file in set.files where !namedLowercased.contains(file.lowercased()) {
            findings += context.finding(
                Rules.unreferencedFile, at: set.relativePath + "/" + file,
                "no entry of \(set.name).\(set.type) names this file, so it is not shipped; assign it to a slot or delete it",
                asset: set.qualifiedName)
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
