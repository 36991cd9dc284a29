/// `scale-mismatch`: images of one slot at different scales that cannot be one drawing.
enum ScaleMismatchRule: VerifyRule {
    static let rule = Rule(
        id: "scale-mismatch", name: "Scale mismatch",
        summary:
            "Images of one slot at different scales that cannot be one drawing: no point size rounds to every image's pixel size at its scale (329, 657 and 985 pixels at 1x, 2x and 3x are 328.5 points; 28 at 1x and 54 at 2x are not one size), so one renders blurry or at the wrong size. Names the image that breaks it and the size that would agree. PNG and JPEG only. Reads headers only.",
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
                    "\(image.file) is \(image.width)×\(image.height) pixels at \(image.scale)x, which no point size of the other images of its slot rounds to: \(others.joined(separator: ", ")) \(disagreement.agreeing.count == 1 ? "is" : "are") \(SizeText.points(points.width)) × \(SizeText.points(points.height)) points, which is \(range) pixels at \(image.scale)x; export it again at \(best)",
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
