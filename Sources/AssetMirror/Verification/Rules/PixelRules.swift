/// Rules that decode pixels: the only ones that do.
extension Rules {
    public static let staleVariant = Rule(
        id: "stale-variant", name: "Stale generated variant",
        summary:
            "A right-to-left image assetmirror generated (listed in the set's .assetmirror.json, and not edited since) whose source has changed since, and which is no longer the source's mirror as displayed, by each codec's notion of one: DCT coefficients for a lossless JPEG mirror, pixels for PNG and re-encoded JPEG, byte for byte against the adapter's mirror for PDF and SVG. Without that record nothing is assumed: a hand-drawn right-to-left image may rightly differ. Decodes both images only when the source's hash has changed.",
        defaultSeverity: .error)
    public static let symmetricMirroredSet = Rule(
        id: "symmetric-mirrored-set", name: "Symmetric mirrored set",
        summary:
            "A set marked to mirror in right-to-left layouts whose every image equals its own mirror image, so mirroring does nothing: the direction is probably set on the wrong asset. Decodes every image of such sets; sets holding a PDF or SVG are not checked, since a vector image has no pixels until it is rendered.",
        defaultSeverity: .warning)
}

enum PixelChecks {
    /// Whether `set` is a candidate for `symmetric-mirrored-set`: it mirrors at run time and
    /// every file it names is a raster image the codecs can decode. A set with a PDF or SVG is
    /// skipped: judging a drawing's symmetry would take rendering it.
    static func isSymmetryCandidate(_ set: AssetSet) -> Bool {
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

    static func checkSymmetry(
        _ set: AssetSet, facts: [String: ImageFacts], _ context: CatalogContext, into findings: inout [Finding]
    ) {
        guard isSymmetryCandidate(set) else { return }
        let files = set.entries.compactMap(\.filename)
        guard files.allSatisfy({ facts[$0]?.isOwnMirror == true }) else { return }
        let first = set.entries.firstIndex { $0.languageDirectionValue != nil } ?? 0
        findings += context.finding(
            Rules.symmetricMirroredSet, in: set, at: CatalogContext.entryPath(set, first, "language-direction"),
            "every image of \"\(set.name)\" is its own mirror image, so its direction \(set.direction.rawValue) does nothing; set Direction to Fixed, or check that the direction was meant for another asset"
        )
    }

    /// `facts` are the set's image facts, when read: a file whose header already failed has its
    /// `undecodable-image` finding, and does not get a second one here.
    static func report(
        _ outcome: StaleVariantOutcome, in set: AssetSet, facts: [String: ImageFacts]?, _ context: CatalogContext,
        into findings: inout [Finding]
    ) {
        let manifestPath = set.relativePath + "/" + SetRecord.fileName
        switch outcome {
        case .malformed(let error):
            findings += context.finding(
                Rules.malformedJSON, at: manifestPath, position: (error.line, error.column), error.description,
                asset: set.qualifiedName)
        case .unexpectedStructure(let detail):
            findings += context.finding(
                Rules.unexpectedStructure, at: manifestPath, position: (1, 1),
                "\(detail), which is not the shape assetmirror generate writes; the set's generated variants are not checked",
                asset: set.qualifiedName)
        case .uncheckable(let file, let variant, let source, let error):
            if case .failure? = facts?[file]?.header { return }
            let which =
                file == variant ? "it is still the mirror image of \(source)" : "\(variant) is still its mirror image"
            findings += context.finding(
                Rules.undecodableImage, at: set.relativePath + "/" + file,
                "cannot be decoded, so whether \(which) was not checked: \(error)", asset: set.qualifiedName)
        case .stale(let variant, let source, let reason):
            findings += context.finding(
                Rules.staleVariant, at: set.relativePath + "/" + variant,
                "\(variant) was generated from \(source), \(reason); run assetmirror generate again",
                asset: set.qualifiedName)
        }
    }
}
