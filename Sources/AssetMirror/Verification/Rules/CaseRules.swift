import Foundation

/// The rule about folder names that only a case-sensitive file system tells apart.
extension Rules {
    public static let namesDifferOnlyInCase = Rule(
        id: "names-differ-only-in-case", name: "Names that differ only in case",
        summary:
            "Two sets whose folder paths differ only in case or Unicode normalization (back.imageset and Back.imageset): a Mac's default file system holds them in one folder, so a checkout there keeps only one.",
        defaultSeverity: .warning)
}

enum CaseChecks {
    /// `names-differ-only-in-case` in one catalog: sets are grouped by their relative path folded
    /// as APFS and HFS+ compare names (Unicode canonical decomposition, then case), and every set
    /// after the first of a group (in walk order) is a finding naming the first.
    static func check(_ context: CatalogContext, into findings: inout [Finding]) {
        guard context.isEnabled(Rules.namesDifferOnlyInCase) else { return }
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
                Rules.namesDifferOnlyInCase, at: set.relativePath,
                "\"\(set.name)\" differs from \(otherPlace) only in case (or Unicode normalization): a Mac's default file system holds both in one folder, so a checkout there keeps only one; rename one",
                asset: set.qualifiedName)
        }
    }
}
