/// `directional-name-fixed`: a set named like something that points a way, whose direction is
/// Fixed.
enum DirectionalNameFixedRule: VerifyRule {
    static let rule = Rule(
        id: "directional-name-fixed", name: "Directional name, fixed direction",
        summary:
            "An image or symbol set named like something that points a way (arrow, chevron, back, next, reply, undo, …) whose direction is Fixed, so it will not mirror in right-to-left layouts. Not for places and brands (left menu, logo), up and down, real-world turns and headings, media controls, SF Symbols that are symmetric, nor PNG and JPEG images that look the same mirrored. The word list is configurable.",
        defaultSeverity: .warning)

    static let fixCommand: String? = "assetmirror set-direction left-to-right"

    static var examples: [RuleExample] {
        [
            .triggering(
                "a back arrow drawn pointing one way",
                [
                    .contents("A.xcassets/icBackArrow.imageset", [.image("back.png")]),
                    .png("A.xcassets/icBackArrow.imageset/back.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "an arrow that points down, by its name",
                [
                    .contents("A.xcassets/arrow_down.imageset", [.image("arrow.png")]),
                    .png("A.xcassets/arrow_down.imageset/arrow.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "a next button that looks the same mirrored",
                [
                    .contents("A.xcassets/next.imageset", [.image("next.png")]),
                    .png("A.xcassets/next.imageset/next.png", 16, 16, .solid),
                ]),
            .nonTriggering(
                "chevron-left beside chevron-right",
                [
                    .contents("A.xcassets/chevron-left.imageset", [.image("left.png")]),
                    .png("A.xcassets/chevron-left.imageset/left.png", 16, 16, .pointingLeft),
                    .contents("A.xcassets/chevron-right.imageset", [.image("right.png")]),
                    .png("A.xcassets/chevron-right.imageset/right.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "a back arrow that mirrors",
                [
                    .contents("A.xcassets/back.imageset", [.image("back.png", direction: "left-to-right")]),
                    .png("A.xcassets/back.imageset/back.png", 16, 16, .pointingLeft),
                ]),
        ]
    }

    /// A set of PNGs and JPEGs waits for its pixels: a symmetric image cannot point the wrong
    /// way. Any other set is reported at once.
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard !waitsForPixels(set) else { return }
        findings += finding(set, context)
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        waitsForPixels(set) && finding(set, context) != nil ? .pixels : []
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        guard waitsForPixels(set), let finding = finding(set, context), stands(set, facts: reading.facts) else {
            return
        }
        findings.append(finding)
    }

    static func waitsForPixels(_ set: AssetSet) -> Bool {
        set.contents != nil && set.type.listsImages && SymmetricMirroredSetRule.holdsOnlyRasterImages(set)
    }

    /// The finding for a set code loads by name: not the layers of image stacks, whose names
    /// (`Front`, `Middle`, `Back`) are depths, nor other parts of an enclosing asset; and not
    /// sets with a hand-made counterpart for the other direction.
    static func finding(_ set: AssetSet, _ context: CatalogContext) -> Finding? {
        guard let naming = context.directionalNaming, set.type.supportsDirection, set.direction == .fixed,
            set.isLoadedByName, let word = naming.words.firstMatch(in: set.name),
            !naming.counterparts.hasCounterpart(set.name)
        else { return nil }
        // set-direction writes the direction on entries, so a set without any has none to take.
        let fix =
            set.entries.isEmpty
            ? "add its images, then set Direction to Left to Right, Mirrors"
            : "make it mirror with `\(FixCommand.setDirection("left-to-right", set, in: context.catalog))` (in Xcode: Direction, Left to Right, Mirrors)"
        return context.finding(
            rule, in: set, at: set.entries.isEmpty ? [] : CatalogContext.entryPath(set, 0),
            "\"\(set.name)\" is named like a directional image (\"\(word)\") but its direction is Fixed, so it will point the wrong way in right-to-left layouts; \(fix), or exclude it if it must not mirror"
        )
    }

    /// Whether a directional name still stands once the set's raster images are decoded: not
    /// when every one of them looks the same mirrored, since then mirroring changes nothing.
    static func stands(_ set: AssetSet, facts: [String: ImageFacts]) -> Bool {
        let files = set.entries.compactMap(\.filename)
        return !files.allSatisfy { facts[$0]?.looksSymmetric == true }
    }
}
