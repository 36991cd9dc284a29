/// `format-mismatch`: an image whose bytes are another format than its extension says.
enum FormatMismatchRule: VerifyRule {
    static let rule = Rule(
        id: "format-mismatch", name: "Format does not match extension",
        summary:
            "An image whose data is another format than its extension says (JPEG data in a .png): build tools that trust the name fail on it. Checks the file's signature; decodes nothing.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "PNG data named .jpg",
                [
                    .contents("A.xcassets/photo.imageset", [.image("photo.jpg")]),
                    .png("A.xcassets/photo.imageset/photo.jpg", 8, 8),
                ]),
            .nonTriggering(
                "PNG data named .png",
                [
                    .contents("A.xcassets/photo.imageset", [.image("photo.png")]),
                    .png("A.xcassets/photo.imageset/photo.png", 8, 8),
                ]),
        ]
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) ? .headers : []
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        for file in set.files {
            guard let facts = reading.facts[file], let claimed = facts.claimed, let sniffed = facts.sniffed,
                claimed != sniffed
            else { continue }
            findings += context.finding(
                rule, at: set.relativePath + "/" + file,
                "named .\(file.split(separator: ".").last!) but holds \(sniffed.displayName) data; tools that go by the name fail on it, so rename the file (and its Contents.json entry) or convert it",
                asset: set.qualifiedName)
        }
    }
}
