/// `twin-size-mismatch`: a right-to-left image of another size than its left-to-right twin.
enum TwinSizeMismatchRule: VerifyRule {
    static let rule = Rule(
        id: "twin-size-mismatch", name: "Twin size mismatch",
        summary:
            "In a Both set, a right-to-left image whose size differs from its left-to-right twin's (pixels for PNG and JPEG; points, to 0.01, for PDF and SVG): the layout shifts when the direction changes. Reads headers only.",
        defaultSeverity: .error)

    static func twins(_ rightToLeftWidth: Int) -> [ExampleFile] {
        [
            .contents(
                "A.xcassets/back.imageset",
                [
                    .image("back@2x.png", scale: "2x", direction: "left-to-right"),
                    .image("back-rtl@2x.png", scale: "2x", direction: "right-to-left"),
                ]),
            .png("A.xcassets/back.imageset/back@2x.png", 8, 8, .pointingLeft),
            .png("A.xcassets/back.imageset/back-rtl@2x.png", rightToLeftWidth, 8, .pointingRight),
        ]
    }

    static var examples: [RuleExample] {
        [
            .triggering("a right-to-left twin two pixels wider", twins(10)),
            .nonTriggering("twins of one size", twins(8)),
        ]
    }

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        context.isEnabled(rule) ? .headers : []
    }

    /// Each right-to-left image against its left-to-right twin, raster against raster in
    /// pixels, vector against vector in points. Points are compared to
    /// ``SizeText/pointTolerance``, since exporters write sizes such as 24.0004. A raster twin of
    /// a vector image is not compared: their sizes are in different units.
    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.direction == .both else { return }
        let facts = reading.facts
        var leftToRight: [String: (file: String, facts: ImageFacts)] = [:]
        for entry in set.entries where entry.languageDirection == .leftToRight {
            if let file = entry.filename, let fileFacts = facts[file], leftToRight[entry.slot] == nil {
                leftToRight[entry.slot] = (file, fileFacts)
            }
        }
        let tolerance = SizeText.pointTolerance
        for entry in set.entries where entry.languageDirection == .rightToLeft {
            guard let file = entry.filename, let fileFacts = facts[file], let twin = leftToRight[entry.slot] else {
                continue
            }
            let difference: String
            if let size = fileFacts.pixelSize, let twinSize = twin.facts.pixelSize,
                (size.width, size.height) != (twinSize.width, twinSize.height)
            {
                difference =
                    "\(size.width)×\(size.height) pixels but its left-to-right twin \(twin.file) is \(twinSize.width)×\(twinSize.height)"
            } else if let size = fileFacts.pointSize, let twinSize = twin.facts.pointSize,
                abs(size.width - twinSize.width) > tolerance || abs(size.height - twinSize.height) > tolerance
            {
                difference =
                    "\(SizeText.points(size.width))×\(SizeText.points(size.height)) points but its left-to-right twin \(twin.file) is \(SizeText.points(twinSize.width))×\(SizeText.points(twinSize.height))"
            } else {
                continue
            }
            findings += context.finding(
                rule, at: set.relativePath + "/" + file,
                "\(file) is \(difference), so the layout shifts when the direction changes; make them the same size",
                asset: set.qualifiedName)
        }
    }
}
