/// `symmetric-mirrored-set`: a set that mirrors, whose every image is its own mirror image.
enum SymmetricMirroredSetRule: VerifyRule {
    static let rule = Rule(
        id: "symmetric-mirrored-set", name: "Symmetric mirrored set",
        summary:
            "A set marked to mirror in right-to-left layouts whose every image equals its own mirror image, so mirroring does nothing: the direction is probably set on the wrong asset. Decodes every image of such sets; sets holding a PDF or SVG are not checked, since a vector image has no pixels until it is rendered.",
        defaultSeverity: .warning)

    static func mirroring(_ drawing: ExampleDrawing) -> [ExampleFile] {
        [
            .contents("A.xcassets/dot.imageset", [.image("dot.png", direction: "left-to-right")]),
            .png("A.xcassets/dot.imageset/dot.png", 8, 8, drawing),
        ]
    }

    static let fixCommand: String? = "assetmirror set-direction fixed"

    static var examples: [RuleExample] {
        [
            .triggering("a round dot that mirrors", mirroring(.solid)),
            .nonTriggering("an arrow that mirrors", mirroring(.pointingRight)),
        ]
    }

    /// Whether `set` is a candidate: it mirrors at run time and every file it names is a raster
    /// image the codecs can decode. A set with a PDF or SVG is skipped: judging a drawing's
    /// symmetry would take rendering it.
    static func isCandidate(_ set: AssetSet) -> Bool {
        set.type.supportsDirection && set.direction.mirrorsAtRunTime && holdsOnlyRasterImages(set)
    }

    /// Whether `set` names at least one file, and only raster images the codecs can decode.
    static func holdsOnlyRasterImages(_ set: AssetSet) -> Bool {
        let files = set.entries.compactMap(\.filename)
        return !files.isEmpty
            && files.allSatisfy { name in
                ImageFormat(claimedBy: name).map { !$0.isVector && ImageCodecs.codec(for: $0) != nil } ?? false
            }
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) && isCandidate(set) ? .pixels : []
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        guard isCandidate(set) else { return }
        let files = set.entries.compactMap(\.filename)
        guard files.allSatisfy({ reading.facts[$0]?.isOwnMirror == true }) else { return }
        let first = set.entries.firstIndex { $0.languageDirectionValue != nil } ?? 0
        findings += context.finding(
            rule, in: set, at: CatalogContext.entryPath(set, first, "language-direction"),
            "every image of \"\(set.name)\" is its own mirror image, so its direction \(set.direction.rawValue) does nothing; make it Fixed with `\(FixCommand.setDirection("fixed", set, in: context.catalog))`, or check that the direction was meant for another asset"
        )
    }
}
