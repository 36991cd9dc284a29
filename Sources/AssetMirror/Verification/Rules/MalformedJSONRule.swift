/// `malformed-json`: a `Contents.json` or `.assetmirror.json` that is not strict JSON.
enum MalformedJSONRule: VerifyRule {
    static let rule = Rule(
        id: "malformed-json", name: "Malformed JSON",
        summary:
            "A Contents.json (or assetmirror's .assetmirror.json) that is not valid JSON: other tools reject it, and its set cannot be checked.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "a trailing comma",
                [
                    .text(
                        "A.xcassets/icon.imageset/Contents.json",
                        #"{"images":[{"filename":"icon.png","idiom":"universal",}],"info":{"author":"xcode","version":1}}"#
                    ),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
            .nonTriggering(
                "strict JSON",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        for problem in context.catalog.problems {
            guard case .malformedJSON(let path, let error) = problem else { continue }
            findings += context.finding(
                rule, at: path, position: (error.line, error.column), error.description,
                asset: StructureFindings.owningSet(of: path, in: context.catalog)?.qualifiedName)
        }
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        for case .malformed(let error) in reading.recordOutcomes {
            findings += context.finding(
                rule, at: set.relativePath + "/" + SetRecord.fileName, position: (error.line, error.column),
                error.description, asset: set.qualifiedName)
        }
    }
}
