/// `unsafe-path`: a file name that leaves its set, or a link that leaves the catalog.
enum UnsafePathRule: VerifyRule {
    static let rule = Rule(
        id: "unsafe-path", name: "Unsafe path",
        summary:
            "A file name that leaves its set's folder, or a symbolic link that leads out of the catalog: never read or written.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "a filename that climbs out of the set",
                [
                    .contents("A.xcassets/icon.imageset", [.image("../../secret.png")]),
                    .png("secret.png", 8, 8),
                ]),
            .triggering(
                "a link out of the catalog",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    ExampleFile(path: "A.xcassets/icon.imageset/icon.png", content: .symbolicLink("../../outside.png")),
                    .png("outside.png", 8, 8),
                ]),
            .nonTriggering(
                "a file inside the set",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        let catalog = context.catalog
        for problem in catalog.problems {
            switch problem {
            case .unsafeFilename(let contentsPath, let entry, let filename):
                let set = StructureFindings.owningSet(of: contentsPath, in: catalog)
                let position = set.flatMap {
                    $0.contents?.position(of: CatalogContext.entryPath($0, entry, "filename"))
                }
                findings += context.finding(
                    rule, at: contentsPath, position: position,
                    "filename \"\(filename)\" leaves the set's folder, so it is never read or written; name a file inside the folder",
                    asset: set?.qualifiedName)
            case .linkOutsideCatalog(let path, let target):
                let whereTo = target.map { "to \($0), outside the catalog" } ?? "nowhere (a broken link)"
                findings += context.finding(
                    rule, at: path,
                    "a symbolic link that leads \(whereTo), so it is never followed; replace it with the file itself")
            default:
                continue
            }
        }
    }
}
