/// `duplicate-key`: a key written twice in one object of a `Contents.json`.
enum DuplicateKeyRule: VerifyRule {
    static let rule = Rule(
        id: "duplicate-key", name: "Duplicate key",
        summary:
            "A key written twice in one object of a Contents.json (an entry with \"filename\" twice): JSON readers disagree on which value counts, so Xcode and other tools may each see another file or setting.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "filename twice in one entry",
                [
                    .text(
                        "A.xcassets/icon.imageset/Contents.json",
                        #"{"images":[{"filename":"icon.png","idiom":"universal","filename":"icon.png"}],"info":{"author":"xcode","version":1}}"#
                    ),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
            .nonTriggering(
                "the same key in two entries",
                [
                    .contents("A.xcassets/icon.imageset", [.image("icon.png", scale: "1x"), .image(nil, scale: "2x")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                ]),
        ]
    }

    /// Every key written twice in the catalog's, its groups' and its sets' `Contents.json`.
    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {
        let catalog = context.catalog
        var documents: [(path: String, contents: JSONDocument?, asset: String?)] = [
            ("Contents.json", catalog.contents, nil)
        ]
        documents += catalog.groups.map { ($0.relativePath + "/Contents.json", $0.contents, nil) }
        documents += catalog.sets.map { ($0.contentsPath, $0.contents, $0.qualifiedName) }
        for document in documents {
            for duplicate in document.contents?.duplicateKeys() ?? [] {
                let within = duplicate.objectPath.isEmpty ? "the top-level object" : describe(duplicate.objectPath)
                findings += context.finding(
                    rule, at: document.path, position: (duplicate.line, duplicate.column),
                    "\"\(duplicate.key)\" is written \(duplicate.count) times in \(within); JSON readers disagree on which value counts (assetmirror reads the first, others the last), so keep one",
                    asset: document.asset)
            }
        }
    }

    /// A path as a reader writes it: `images[0]`, `info`.
    static func describe(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
