import Foundation

/// Rules that read image files: what their bytes are, and their sizes from the header (pixels
/// for PNG and JPEG, points for PDF and SVG).
/// None of them decodes pixels on its own.
extension Rules {
    public static let formatMismatch = Rule(
        id: "format-mismatch", name: "Format does not match extension",
        summary:
            "An image whose data is another format than its extension says (JPEG data in a .png): build tools that trust the name fail on it. Checks the file's signature; decodes nothing.",
        defaultSeverity: .error)
    public static let undecodableImage = Rule(
        id: "undecodable-image", name: "Undecodable image",
        summary:
            "A PNG, JPEG, PDF or SVG that cannot be read: no signature, a corrupt header, malformed XML, an Xcode-optimised CgBI PNG. Reads the header only, unless a pixel rule decodes the image anyway, in which case decoding errors count too; a PDF or SVG whose header parses is fine.",
        defaultSeverity: .error)
    public static let scaleMismatch = Rule(
        id: "scale-mismatch", name: "Scale mismatch",
        summary:
            "Images of one slot at different scales that cannot be one drawing: no point size rounds to every image's pixel size at its scale (329, 657 and 985 pixels at 1x, 2x and 3x are 328.5 points; 28 at 1x and 54 at 2x are not one size), so one renders blurry or at the wrong size. Names the image that breaks it and the size that would agree. PNG and JPEG only. Reads headers only.",
        defaultSeverity: .warning)
    public static let twinSizeMismatch = Rule(
        id: "twin-size-mismatch", name: "Twin size mismatch",
        summary:
            "In a Both set, a right-to-left image whose size differs from its left-to-right twin's (pixels for PNG and JPEG; points, to 0.01, for PDF and SVG): the layout shifts when the direction changes. Reads headers only.",
        defaultSeverity: .error)
}

enum ImageChecks {
    static func checkFile(
        _ set: AssetSet, file: String, facts: ImageFacts, _ context: CatalogContext, into findings: inout [Finding]
    ) {
        let path = set.relativePath + "/" + file
        if let claimed = facts.claimed, let sniffed = facts.sniffed, claimed != sniffed {
            findings += context.finding(
                Rules.formatMismatch, at: path,
                "named .\(file.split(separator: ".").last!) but holds \(sniffed.displayName) data; tools that go by the name fail on it, so rename the file (and its Contents.json entry) or convert it",
                asset: set.qualifiedName)
        }
        let problem: String?
        if facts.sniffed == nil, let claimed = facts.claimed, claimed != .svg {
            problem =
                "not a \(claimed.displayName) file: its data starts with no \(claimed.displayName) signature (or any other assetmirror knows); export it again"
        } else if case .failure(let error)? = facts.header {
            problem = "cannot be read: \(error)"
        } else if let error = facts.decodeError {
            problem = "cannot be decoded: \(error)"
        } else {
            problem = nil
        }
        if let problem {
            findings += context.finding(Rules.undecodableImage, at: path, problem, asset: set.qualifiedName)
        }
    }

    /// `scale-mismatch`: entries that differ only in scale (same idiom, appearances, direction,
    /// …) must be one drawing at different scales: some point size must round to each image's
    /// pixel size (``ScaleAgreement``). Each image that breaks it is named, with the size that
    /// would agree with the others.
    static func checkScales(
        _ set: AssetSet, facts: [String: ImageFacts], _ context: CatalogContext, into findings: inout [Finding]
    ) {
        var groups: [String: [ScaleAgreement.Image]] = [:]
        var order: [String] = []
        for entry in set.entries {
            guard let file = entry.filename, let scale = entry.scaleFactor, scale > 0, let size = facts[file]?.pixelSize
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
                let range = "\(Self.pixels(disagreement.widths)) × \(Self.pixels(disagreement.heights))"
                let best = "\(disagreement.suggestedWidth)×\(disagreement.suggestedHeight)"
                findings += context.finding(
                    Rules.scaleMismatch, at: set.relativePath + "/" + image.file,
                    "\(image.file) is \(image.width)×\(image.height) pixels at \(image.scale)x, which no point size of the other images of its slot rounds to: \(others.joined(separator: ", ")) \(disagreement.agreeing.count == 1 ? "is" : "are") \(Self.points(points.width)) × \(Self.points(points.height)) points, which is \(range) pixels at \(image.scale)x; export it again at \(best)",
                    asset: set.qualifiedName)
            }
        }
    }

    /// A range of point sizes: `24` when it is one size (to 0.01), else `328.17–328.5`.
    static func points(_ range: ClosedRange<Double>) -> String {
        range.upperBound - range.lowerBound < pointTolerance
            ? points(range.lowerBound) : "\(points(range.lowerBound))–\(points(range.upperBound))"
    }

    /// A range of pixel sizes: `657`, or `656–658` when several would do.
    static func pixels(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)–\(range.upperBound)"
    }

    /// `twin-size-mismatch`: each right-to-left image against its left-to-right twin, raster
    /// against raster in pixels, vector against vector in points. Points are compared to
    /// ``pointTolerance``, since exporters write sizes such as 24.0004. A raster twin of a
    /// vector image is not compared: their sizes are in different units.
    static func checkTwins(
        _ set: AssetSet, facts: [String: ImageFacts], _ context: CatalogContext, into findings: inout [Finding]
    ) {
        guard set.direction == .both else { return }
        var leftToRight: [String: (file: String, facts: ImageFacts)] = [:]
        for entry in set.entries where entry.languageDirection == .leftToRight {
            if let file = entry.filename, let fileFacts = facts[file], leftToRight[entry.slot] == nil {
                leftToRight[entry.slot] = (file, fileFacts)
            }
        }
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
                abs(size.width - twinSize.width) > pointTolerance || abs(size.height - twinSize.height) > pointTolerance
            {
                difference =
                    "\(points(size.width))×\(points(size.height)) points but its left-to-right twin \(twin.file) is \(points(twinSize.width))×\(points(twinSize.height))"
            } else {
                continue
            }
            findings += context.finding(
                Rules.twinSizeMismatch, at: set.relativePath + "/" + file,
                "\(file) is \(difference), so the layout shifts when the direction changes; make them the same size",
                asset: set.qualifiedName)
        }
    }

    /// How far two vector sizes may differ, in points, and still count as the same.
    static let pointTolerance = 0.01

    /// A size in points as people write it: `24`, `24.5`, `13.25`.
    static func points(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
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
