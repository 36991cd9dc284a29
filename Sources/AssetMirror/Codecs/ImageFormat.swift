/// The file formats assetmirror recognises, by signature rather than by file extension.
///
/// Recognising a format does not mean it can be mirrored: ``ImageCodecs`` says which formats
/// have an adapter. The others are named so that a user learns what the file is.
public enum ImageFormat: String, Sendable, CaseIterable, Codable {
    case png, jpeg, gif, webp, heic, tiff, pdf, svg

    /// The format whose signature `bytes` starts with, or `nil`.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(512))
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: Array("GIF8".utf8)) { return .gif }
        if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        if starts(with: Array("ftyp".utf8), at: 4) {
            let brand = head.count >= 12 ? String(decoding: head[8..<12], as: UTF8.self) : ""
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1", "avif"].contains(brand) { return .heic }
        }
        if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(with: Array("%PDF-".utf8)) { return .pdf }
        // SVG: XML text whose first element is <svg, after an optional BOM, prolog, comments, DOCTYPE.
        // Illustrator's DOCTYPE declares a dozen entities, which can push <svg past the first
        // 512 bytes; its "<!DOCTYPE svg" comes first and says as much.
        let text = Self.text(of: head)
        if (text.contains("<svg") || text.contains("<!DOCTYPE svg"))
            && (text.hasPrefix("<") || text.hasPrefix("\u{FEFF}<") || text.first?.isWhitespace == true)
        {
            return .svg
        }
        return nil
    }

    /// The first bytes of a file as text: UTF-8, or UTF-16 when they start with its byte order
    /// mark or with `<` as UTF-16 writes it, so that an SVG saved as UTF-16 is recognised (and
    /// then refused with a word to save it as UTF-8) rather than called no image at all.
    private static func text(of head: [UInt8]) -> String {
        let bigEndian = head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0x00, 0x3C])
        let littleEndian = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0x3C, 0x00])
        guard bigEndian || littleEndian else { return String(decoding: head, as: UTF8.self) }
        var units: [UInt16] = []
        for index in stride(from: 0, to: head.count - 1, by: 2) {
            let (high, low) = bigEndian ? (head[index], head[index + 1]) : (head[index + 1], head[index])
            units.append(UInt16(high) << 8 | UInt16(low))
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Whether the format is a drawing (PDF, SVG) rather than pixels: its size is in points, and
    /// it has nothing to decode until it is rendered (see ``ImageHeader/isVector``).
    public var isVector: Bool {
        switch self {
        case .pdf, .svg: true
        case .png, .jpeg, .gif, .webp, .heic, .tiff: false
        }
    }

    /// The format a file name claims by its extension (case-insensitive), or `nil` for a name
    /// without one assetmirror knows. Only a claim: the signature (``sniff(_:)``) decides what a
    /// file is; the claim tells when a name lies (JPEG data in a `.png`).
    public init?(claimedBy filename: String) {
        guard let dot = filename.lastIndex(of: ".") else { return nil }
        switch filename[filename.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "webp": self = .webp
        case "heic", "heif", "avci", "avif": self = .heic
        case "tif", "tiff": self = .tiff
        case "pdf": self = .pdf
        case "svg": self = .svg
        default: return nil
        }
    }

    /// What users call this format, for messages.
    public var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .heic: "HEIF"
        case .tiff: "TIFF"
        case .pdf: "PDF"
        case .svg: "SVG"
        }
    }
}
