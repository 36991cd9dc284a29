/// `stale-variant`: a generated right-to-left image whose source has changed since.
enum StaleVariantRule: VerifyRule {
    static let rule = Rule(
        id: "stale-variant", name: "Stale generated variant",
        summary:
            "A right-to-left image assetmirror generated (listed in the set's .assetmirror.json, and not edited since) whose source has changed since, and which is no longer the source's mirror as displayed, by each codec's notion of one: DCT coefficients for a lossless JPEG mirror, pixels for PNG and re-encoded JPEG, byte for byte against the adapter's mirror for PDF and SVG. Without that record nothing is assumed: a hand-drawn right-to-left image may rightly differ. Decodes both images only when the source's hash has changed.",
        defaultSeverity: .error)

    /// A Both set whose record says `back-rtl@2x.png` was generated from `back@2x.png` when that
    /// had other bytes (the SHA-256 of nothing), with the variant drawn `variant`.
    static func generated(_ variant: ExampleDrawing) -> [ExampleFile] {
        [
            .contents(
                "A.xcassets/back.imageset",
                [
                    .image("back@2x.png", scale: "2x", direction: "left-to-right"),
                    .image("back-rtl@2x.png", scale: "2x", direction: "right-to-left"),
                ]),
            .png("A.xcassets/back.imageset/back@2x.png", 8, 8, .pointingRight),
            .png("A.xcassets/back.imageset/back-rtl@2x.png", 8, 8, variant),
            .text(
                "A.xcassets/back.imageset/" + SetRecord.fileName,
                #"{"generated": [{"file": "back-rtl@2x.png", "sha256": "{sha256:A.xcassets/back.imageset/back-rtl@2x.png}", "source": "back@2x.png", "source-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}], "generator": "assetmirror", "version": 1}"#
            ),
        ]
    }

    static let fixCommand: String? = "assetmirror generate"

    static var examples: [RuleExample] {
        [
            .triggering("a source redrawn since", generated(.pointingRight)),
            .nonTriggering("a source saved again, its mirror unchanged", generated(.pointingLeft)),
        ]
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) && set.direction == .both ? .record : []
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        for case .stale(let variant, let source, let reason) in reading.recordOutcomes {
            findings += context.finding(
                rule, at: set.relativePath + "/" + variant,
                "\(variant) was generated from \(source), \(reason); make it again with `\(FixCommand.generate(context.catalog))`",
                asset: set.qualifiedName)
        }
    }
}
