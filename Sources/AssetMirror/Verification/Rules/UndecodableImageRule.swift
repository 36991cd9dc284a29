/// `undecodable-image`: a PNG, JPEG, PDF or SVG that cannot be read.
enum UndecodableImageRule: VerifyRule {
    static let rule = Rule(
        id: "undecodable-image", name: "Undecodable image",
        summary:
            "A PNG, JPEG, PDF or SVG that cannot be read: no signature, a corrupt header, malformed XML, an Xcode-optimised CgBI PNG. Reads the header only, unless a pixel rule decodes the image anyway, in which case decoding errors count too; a PDF or SVG whose header parses is fine.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "text named .png, and a PNG cut short", findings: 2,
                [
                    .contents(
                        "A.xcassets/icon.imageset", [.image("text.png", scale: "1x"), .image("cut.png", scale: "2x")]),
                    .text("A.xcassets/icon.imageset/text.png", "not an image\n"),
                    .bytes(
                        "A.xcassets/icon.imageset/cut.png",
                        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
                ]),
            .nonTriggering(
                "a whole PNG and a well-formed SVG",
                [
                    .contents(
                        "A.xcassets/icon.imageset", [.image("icon.png", scale: "1x"), .image("icon.svg", scale: "2x")]),
                    .png("A.xcassets/icon.imageset/icon.png", 8, 8),
                    .text(
                        "A.xcassets/icon.imageset/icon.svg",
                        #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="4" height="8"/></svg>"#
                    ),
                ]),
        ]
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) ? .headers : []
    }

    /// `reading.facts` for a file whose header already failed gives its finding here, and the
    /// record's check then gives it no second one.
    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        for file in set.files {
            guard let facts = reading.facts[file], let problem = problem(facts) else { continue }
            findings += context.finding(rule, at: set.relativePath + "/" + file, problem, asset: set.qualifiedName)
        }
        for case .uncheckable(let file, let variant, let source, let error) in reading.recordOutcomes {
            if case .failure? = reading.facts[file]?.header { continue }
            let which =
                file == variant ? "it is still the mirror image of \(source)" : "\(variant) is still its mirror image"
            findings += context.finding(
                rule, at: set.relativePath + "/" + file,
                "cannot be decoded, so whether \(which) was not checked: \(error)", asset: set.qualifiedName)
        }
    }

    static func problem(_ facts: ImageFacts) -> String? {
        if facts.sniffed == nil, let claimed = facts.claimed, claimed != .svg {
            return
                "not a \(claimed.displayName) file: its data starts with no \(claimed.displayName) signature (or any other assetmirror knows); export it again"
        } else if case .failure(let error)? = facts.header {
            return "cannot be read: \(error)"
        } else if let error = facts.decodeError {
            return "cannot be decoded: \(error)"
        }
        return nil
    }
}
