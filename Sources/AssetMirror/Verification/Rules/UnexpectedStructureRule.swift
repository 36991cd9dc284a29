/// `unexpected-structure`: JSON that is not of the shape Xcode (or `generate`) writes.
enum UnexpectedStructureRule: VerifyRule {
    static let rule = Rule(
        id: "unexpected-structure", name: "Unexpected structure",
        summary:
            "A Contents.json that is JSON but not of the shape Xcode writes (the top level is not an object, or the entries are not an array of objects).",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "images that is not an array",
                [
                    .text(
                        "A.xcassets/icon.imageset/Contents.json",
                        #"{"images":{"filename":"icon.png"},"info":{"author":"xcode","version":1}}"#),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
            .nonTriggering(
                "an array of entries",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        for problem in context.catalog.problems {
            guard case .unexpectedStructure(let path, let detail) = problem else { continue }
            let set = StructureFindings.owningSet(of: path, in: context.catalog)
            // At the entries array when it is there (the usual culprit), else the top level.
            let entries = set.flatMap { set in
                set.type.entriesKey.flatMap { set.contents?.position(of: [.key($0)]) }
            }
            let position = entries ?? set?.contents?.position(of: []) ?? (1, 1)
            findings += context.finding(
                rule, at: path, position: position,
                "\(detail), which is not the shape Xcode writes; the set is checked only as far as it can be read",
                asset: set?.qualifiedName)
        }
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        for case .unexpectedStructure(let detail) in reading.recordOutcomes {
            findings += context.finding(
                rule, at: set.relativePath + "/" + SetRecord.fileName, position: (1, 1),
                "\(detail), which is not the shape assetmirror generate writes; the set's generated variants are not checked",
                asset: set.qualifiedName)
        }
    }
}
