/// `missing-rtl-twin`: a slot of a Both set with a file in one direction only.
enum MissingRTLTwinRule: VerifyRule {
    static let rule = Rule(
        id: "missing-rtl-twin", name: "Missing right-to-left twin",
        summary:
            "A Both set whose left-to-right slot has no right-to-left entry with a file (or the reverse): that slot shows the wrong image, unmirrored, in one layout direction.",
        defaultSeverity: .error)

    static var examples: [RuleExample] {
        [
            .triggering(
                "the 3x slot without its right-to-left file",
                [
                    .contents(
                        "A.xcassets/back.imageset",
                        [
                            .image("back@2x.png", scale: "2x", direction: "left-to-right"),
                            .image("back-rtl@2x.png", scale: "2x", direction: "right-to-left"),
                            .image("back@3x.png", scale: "3x", direction: "left-to-right"),
                            .image(nil, scale: "3x", direction: "right-to-left"),
                        ]),
                    .png("A.xcassets/back.imageset/back@2x.png", 16, 16, .pointingLeft),
                    .png("A.xcassets/back.imageset/back-rtl@2x.png", 16, 16, .pointingRight),
                    .png("A.xcassets/back.imageset/back@3x.png", 24, 24, .pointingLeft),
                ]),
            .nonTriggering(
                "every slot with both files",
                [
                    .contents(
                        "A.xcassets/back.imageset",
                        [
                            .image("back@2x.png", scale: "2x", direction: "left-to-right"),
                            .image("back-rtl@2x.png", scale: "2x", direction: "right-to-left"),
                        ]),
                    .png("A.xcassets/back.imageset/back@2x.png", 16, 16, .pointingLeft),
                    .png("A.xcassets/back.imageset/back-rtl@2x.png", 16, 16, .pointingRight),
                ]),
        ]
    }

    /// In a Both set, every slot with a file in one direction needs a file in the other.
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.type.supportsDirection, set.contents != nil, set.direction == .both else { return }
        var filled: [LanguageDirection: Set<String>] = [:]
        for entry in set.entries where entry.filename != nil {
            if let direction = entry.languageDirection { filled[direction, default: []].insert(entry.slot) }
        }
        var reported: Set<String> = []
        for entry in set.entries {
            guard entry.filename != nil, let direction = entry.languageDirection,
                filled[direction.opposite]?.contains(entry.slot) != true, reported.insert(entry.slot).inserted
            else { continue }
            let missing = direction.opposite.rawValue
            findings += context.finding(
                rule, in: set, at: CatalogContext.entryPath(set, entry.index),
                "the \(direction.rawValue) image \"\(entry.filename!)\" (\(entry.slotLabel)) has no \(missing) twin with a file, so that slot shows the wrong image in \(missing) layouts; add one (assetmirror generate makes twins only in sets it mirrored itself, and leaves a Both set made by hand alone)"
            )
        }
    }
}
