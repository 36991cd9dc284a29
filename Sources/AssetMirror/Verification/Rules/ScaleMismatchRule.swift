/// `scale-mismatch`: images of one slot at different scales that cannot be one drawing.
enum ScaleMismatchRule: VerifyRule {
    static let rule = Rule(
        id: "scale-mismatch", name: "Scale mismatch",
        summary:
            "Images of one slot at different scales that cannot be one drawing: no point size is within a pixel of every image's size at its scale (a pixel is each export's own rounding: 324×184 at 1x beside 648×366 at 2x is one drawing; 28 at 1x and 52 at 2x are not), so one renders blurry or at the wrong size. Names the image that breaks it and the size that would agree. PNG and JPEG only. Reads headers only.",
        defaultSeverity: .warning)

    static var examples: [RuleExample] {
        [
            .triggering(
                "a 3x image three pixels too short",
                [
                    .contents(
                        "A.xcassets/icon.imageset",
                        [
                            .image("icon.png", scale: "1x"), .image("icon@2x.png", scale: "2x"),
                            .image("icon@3x.png", scale: "3x"),
                        ]),
                    .png("A.xcassets/icon.imageset/icon.png", 9, 9),
                    .png("A.xcassets/icon.imageset/icon@2x.png", 18, 18),
                    .png("A.xcassets/icon.imageset/icon@3x.png", 24, 27),
                ]),
            .triggering(
                "a 1x image two pixels off half its 2x image",
                [
                    .contents(
                        "A.xcassets/banner.imageset",
                        [.image("banner.png", scale: "1x"), .image("banner@2x.png", scale: "2x")]),
                    .png("A.xcassets/banner.imageset/banner.png", 324, 185),
                    .png("A.xcassets/banner.imageset/banner@2x.png", 648, 366),
                ]),
            .nonTriggering(
                "a 1x image one pixel off half its 2x image: each export's own rounding",
                [
                    .contents(
                        "A.xcassets/banner.imageset",
                        [.image("banner.png", scale: "1x"), .image("banner@2x.png", scale: "2x")]),
                    .png("A.xcassets/banner.imageset/banner.png", 324, 184),
                    .png("A.xcassets/banner.imageset/banner@2x.png", 648, 366),
                ]),
            .nonTriggering(
                "328.5 points exported at 1x, 2x and 3x",
                [
                    .contents(
                        "A.xcassets/wide.imageset",
                        [
                            .image("wide.png", scale: "1x"), .image("wide@2x.png", scale: "2x"),
                            .image("wide@3x.png", scale: "3x"),
                        ]),
                    .png("A.xcassets/wide.imageset/wide.png", 329, 4),
                    .png("A.xcassets/wide.imageset/wide@2x.png", 657, 8),
                    .png("A.xcassets/wide.imageset/wide@3x.png", 985, 12),
                ]),
        ]
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) ? .headers : []
    }

    /// Entries that differ only in scale (same idiom, appearances, direction, …) must be one
    /// drawing at different scales: some point size must round to each image's pixel size
    /// (``ScaleAgreement``). Each image that breaks it is named, with the size that would agree
    /// with the others.
    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        var groups: [String: [ScaleAgreement.Image]] = [:]
        var order: [String] = []
        for entry in set.entries {
            guard let file = entry.filename, let scale = entry.scaleFactor, scale > 0,
                let size = reading.facts[file]?.pixelSize
            else { continue }
            let key = entry.slotIgnoringScale
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(.init(file: file, scale: scale, width: size.width, height: size.height))
        }
        for key in order {
            for disagreement in ScaleAgreement.disagreements(groups[key]!) {
                let image = disagreement.image
                let others = disagreement.agreeing.map { "\($0.file) \($0.width)×\($0.height) at \($0.scale)x" }
                let points = disagreement.points
                let range =
                    "\(SizeText.pixels(disagreement.widths)) × \(SizeText.pixels(disagreement.heights))"
                let best = "\(disagreement.suggestedWidth)×\(disagreement.suggestedHeight)"
                findings += context.finding(
                    rule, at: set.relativePath + "/" + image.file,
                    "\(image.file) is \(image.width)×\(image.height) pixels at \(image.scale)x, more than a pixel off every size the other images of its slot agree on: \(others.joined(separator: ", ")) \(disagreement.agreeing.count == 1 ? "is" : "are") \(SizeText.points(points.width)) × \(SizeText.points(points.height)) points, which is \(range) pixels at \(image.scale)x, a pixel of rounding either way; export it again at \(best)",
                    asset: set.qualifiedName)
            }
        }
    }
}

extension AssetEntry {
    /// ``slot`` without the scale, but with the direction: entries that must be one image at
    /// different scales.
    var slotIgnoringScale: String {
        var object = self.object
        object["scale"] = nil
        object["filename"] = nil
        return AssetEntry(index: index, object: object).slot + ";direction=" + (languageDirectionValue ?? "")
    }
}
