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
            "Images of one slot at different scales whose pixel sizes do not match the scales (the 2x image is not twice the 1x): one of them renders blurry or at the wrong size. PNG and JPEG only: a PDF or SVG has no pixels. Reads headers only.",
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
    /// …), compared with the smallest scale among them. A pixel of rounding is allowed, since
    /// point sizes such as 13.5 give 27 pixels at 2x and 40 or 41 at 3x.
    static func checkScales(
        _ set: AssetSet, facts: [String: ImageFacts], _ context: CatalogContext, into findings: inout [Finding]
    ) {
        var groups: [String: [(entry: AssetEntry, scale: Int, width: Int, height: Int)]] = [:]
        var order: [String] = []
        for entry in set.entries {
            guard let file = entry.filename, let scale = entry.scaleFactor, scale > 0, let size = facts[file]?.pixelSize
            else { continue }
            let key = entry.slotIgnoringScale
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((entry, scale, size.width, size.height))
        }
        for key in order {
            let group = groups[key]!
            guard let base = group.min(by: { $0.scale < $1.scale }) else { continue }
            for image in group where image.scale != base.scale {
                let expectedWidth = Double(base.width * image.scale) / Double(base.scale)
                let expectedHeight = Double(base.height * image.scale) / Double(base.scale)
                guard abs(Double(image.width) - expectedWidth) >= 1 || abs(Double(image.height) - expectedHeight) >= 1
                else { continue }
                let expected = "\(Self.format(expectedWidth))×\(Self.format(expectedHeight))"
                findings += context.finding(
                    Rules.scaleMismatch, at: set.relativePath + "/" + image.entry.filename!,
                    "\(image.entry.filename!) is \(image.width)×\(image.height) pixels at \(image.scale)x, but \(base.entry.filename!) is \(base.width)×\(base.height) at \(base.scale)x, so it should be \(expected); export it again at the right size",
                    asset: set.qualifiedName)
            }
        }
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

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
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
