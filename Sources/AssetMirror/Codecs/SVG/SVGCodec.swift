/// The SVG adapter: mirrors by wrapping the drawing in a transform, keeping every other byte.
///
/// The output is the input with `<g transform="matrix(-1 0 0 1 T 0)">` inserted just after the
/// root `<svg …>` start tag (after its leading `<title>`, `<desc>` and `<metadata>` children,
/// which stay the document's own name and description) and `</g>` just before its end tag
/// (with the root's prefix, if it has one), where T = 2·minX + width of the `viewBox`, or the width in CSS pixels when there is
/// no `viewBox`: the drawing is reflected about the vertical line through its centre. Nested
/// `<svg>` elements are reflected with everything else. When the root's `preserveAspectRatio`
/// aligns the `viewBox` to one side of a wider viewport (`xMin…`, `xMax…`), the alignment is
/// swapped too, so what is displayed is mirrored as a whole. Comments, CDATA, the DOCTYPE,
/// entities, namespaces and styles are untouched.
///
/// Text (`<text>`, `<tspan>`, `<textPath>`) is mirrored with the rest, so it reads backwards:
/// each such file gets a note. An SF Symbols template is mirrored glyph by glyph inside each
/// glyph's margins instead (``SymbolTemplate/mirrored(_:)``), or refused with the reason
/// (``CodecError/symbolTemplate(reason:)``).
public struct SVGCodec: ImageCodec {
    public init() {}

    public var format: ImageFormat { .svg }

    public func header(of data: [UInt8]) throws(CodecError) -> ImageHeader {
        let root = try Self.root(of: data)
        let size = try SVGGeometry(root: root).displaySize()
        return ImageHeader(format: .svg, vector: VectorGeometry(width: size.width, height: size.height))
    }

    public func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        throw .vectorFormat(.svg)
    }

    public func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage {
        try Self.refuseUTF16And32(data)
        try Self.checkBudgets(data, limits: options.limits)
        let document = try SVGWellFormedness.check(data)
        guard document.rootName == "svg",
            document.rootNamespace == nil || document.rootNamespace == SVGWellFormedness.svgNamespace
        else {
            let namespace = document.rootNamespace.map { " in namespace \($0)" } ?? ""
            throw .malformed(.svg, message: "the root element is <\(document.rootName)>\(namespace), not an SVG <svg>")
        }
        if document.hasTemplateGroups {
            do {
                if let template = try SymbolTemplate.mirrored(data) {
                    return MirroredImage(bytes: template.bytes, method: .lossless, notes: template.notes)
                }
            } catch {
                throw .symbolTemplate(reason: error.description)
            }
            if !document.marginGuideIDs.isEmpty {
                let examples = document.marginGuideIDs.prefix(2).joined(separator: ", ")
                throw .symbolTemplate(
                    reason: "it has margin guides (\(examples), …) but no Symbols group with glyph groups")
            }
        }
        let root = try Self.root(of: data)
        let geometry = try SVGGeometry(root: root)
        let translation = try geometry.mirrorTranslation()
        var notes: [String] = []
        if !document.textElements.isEmpty {
            let names = document.textElements.map { "<\($0)>" }.joined(separator: ", ")
            notes.append(
                "draws text (\(names)), which is mirrored with the rest and so reads backwards; if it must stay readable, mirror the artwork without the text and add the text again"
            )
        }
        guard let endTag = root.endTag else {
            notes.append("the root <svg> is empty, so its mirror is itself")
            return MirroredImage(bytes: data, method: .lossless, notes: notes)
        }
        var output: [UInt8] = []
        output.reserveCapacity(data.count + 64)
        output += data[..<root.startTag.upperBound]
        if geometry.viewBox != nil, let alignment = root.attribute("preserveAspectRatio"),
            let swapped = Self.swappedAlignment(alignment.value)
        {
            output.replaceSubrange(alignment.valueRange, with: Array(swapped.utf8))
        }
        let drawingStart = root.descriptionEnd ?? root.startTag.upperBound
        output += data[root.startTag.upperBound..<drawingStart]
        output += Array("<\(root.prefix)g transform=\"matrix(-1 0 0 1 \(Self.format(translation)) 0)\">".utf8)
        output += data[drawingStart..<endTag.lowerBound]
        output += Array("</\(root.prefix)g>".utf8)
        output += data[endTag.lowerBound...]
        return MirroredImage(bytes: output, method: .lossless, notes: notes)
    }

    /// The root element, found by its bytes.
    private static func root(of data: [UInt8]) throws(CodecError) -> XMLRootElement {
        try refuseUTF16And32(data)
        guard let root = XMLRootScanner.root(of: data) else {
            throw .malformed(.svg, message: "no root element could be found")
        }
        return root
    }

    /// Refuses a file over the SVG budgets before libxml2 reads it.
    static func checkBudgets(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) {
        if data.count > limits.maxSVGBytes {
            throw .overBudget(
                .svgBytes, limit: limits.maxSVGBytes,
                detail: "the SVG is \(data.count) bytes, more than \(limits.maxSVGBytes)")
        }
        let limit = limits.maxSVGAttributes
        if let tag = XMLAttributeCounter.firstTag(in: data, withMoreThan: limit) {
            let what =
                tag.name == "DOCTYPE"
                ? "the DOCTYPE at line \(tag.line) declares" : "the element <\(tag.name)> at line \(tag.line) has"
            throw .overBudget(.svgAttributes, limit: limit, detail: "\(what) more than \(limit) attributes")
        }
    }

    /// Refuses UTF-16 and UTF-32, where inserting ASCII bytes would corrupt the text.
    private static func refuseUTF16And32(_ data: [UInt8]) throws(CodecError) {
        // A byte order mark, or a NUL in the first two bytes: `<` as UTF-16 or UTF-32 writes it.
        let head = Array(data.prefix(2))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.contains(0) {
            throw .unsupportedFeature(.svg, detail: "UTF-16 or UTF-32 text; save the SVG as UTF-8")
        }
    }

    /// `preserveAspectRatio` with its horizontal alignment swapped (xMin ↔ xMax), or `nil` when
    /// it needs no change (`none`, `xMid…`).
    ///
    /// A `viewBox` aligned to the left of a wider viewport shows its drawing on the left; the
    /// displayed mirror shows the mirrored drawing on the right, so the alignment swaps sides.
    static func swappedAlignment(_ value: String) -> String? {
        guard value.contains("xMin") || value.contains("xMax") else { return nil }
        return value.replacing("xMin", with: "\u{1}").replacing("xMax", with: "xMin").replacing("\u{1}", with: "xMax")
    }

    /// A number as SVG writes it: whole numbers without a fraction, others in Swift's shortest
    /// round-tripping form (which SVG's number syntax accepts, exponent included).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
