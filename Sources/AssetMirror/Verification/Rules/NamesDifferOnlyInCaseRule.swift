import Foundation

/// `names-differ-only-in-case`: set folders that only a case-sensitive file system tells apart.
enum NamesDifferOnlyInCaseRule: VerifyRule {
    static let rule = Rule(
        id: "names-differ-only-in-case", name: "Names that differ only in case",
        summary:
            "Two sets whose folder paths differ only in case or Unicode normalization (back.imageset and Back.imageset): a Mac's default file system holds them in one folder, so a checkout there keeps only one.",
        defaultSeverity: .warning)

    static var examples: [RuleExample] {
        [
            .triggering(
                "back beside Back", caseSensitive: true,
                [
                    .contents("A.xcassets/back.imageset", [.image("back.png")]),
                    .png("A.xcassets/back.imageset/back.png", 8, 8),
                    .contents("A.xcassets/Back.imageset", [.image("back.png")]),
                    .png("A.xcassets/Back.imageset/back.png", 8, 8),
                ]),
            .nonTriggering(
                "back beside backward",
                [
                    .contents("A.xcassets/back.imageset", [.image("back.png")]),
                    .png("A.xcassets/back.imageset/back.png", 8, 8),
                    .contents("A.xcassets/backward.imageset", [.image("back.png")]),
                    .png("A.xcassets/backward.imageset/back.png", 8, 8),
                ]),
        ]
    }

    /// Sets grouped by their relative path folded as APFS and HFS+ compare names (Unicode
    /// canonical decomposition, then case); every set after the first of a group (in walk
    /// order) is a finding naming the first.
    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        guard context.isEnabled(rule) else { return }
        var first: [String: AssetSet] = [:]
        for set in context.catalog.sets {
            let folded = set.relativePath.decomposedStringWithCanonicalMapping.lowercased()
            guard let original = first[folded] else {
                first[folded] = set
                continue
            }
            // By bytes: Swift's == already takes NFC and NFD spellings as equal.
            guard !original.relativePath.utf8.elementsEqual(set.relativePath.utf8) else { continue }
            let otherPlace = context.catalog.displayPath(of: original.relativePath)
            findings += context.finding(
                rule, at: set.relativePath,
                "\"\(set.name)\" differs from \(otherPlace) only in case (or Unicode normalization): a Mac's default file system holds both in one folder, so a checkout there keeps only one; rename one",
                asset: set.qualifiedName)
        }
    }
}
