/// Why a codec could not read, decode or mirror a file.
///
/// The file's path is added by the caller (see ``FileFailure``); each case carries the values
/// that make the problem concrete, and ``description`` is one sentence a user can act on.
public enum CodecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data starts with no signature assetmirror knows.
    case unrecognizedFormat
    /// A recognised format that has no adapter yet.
    case unsupportedFormat(ImageFormat)
    /// An Xcode-optimised PNG ("CgBI" chunk first): byte-swapped pixels and headerless zlib data
    /// that no standard PNG reader accepts.
    case appleOptimizedPNG
    /// The file ends before the format says it should.
    case truncated(ImageFormat, detail: String)
    /// A PNG chunk whose CRC does not match its contents.
    case badChunkChecksum(chunk: String, declared: UInt32, computed: UInt32)
    /// The data breaks the format in a way assetmirror's own checks name (`message` is ours).
    case malformed(ImageFormat, message: String)
    /// qpdf, or the PDF shim's own checks, refused a PDF, at the stage and with the values
    /// ``PDFRejection`` names.
    case pdfRejected(PDFRejection)
    /// A codec library (libpng, zlib, libjpeg) rejected the data at `stage`; `message` is the
    /// library's own words, for people: match the format and the stage, not the words, which
    /// change from one version of the library to the next.
    case rejected(ImageFormat, stage: CodecStage, message: String)
    /// More pixels than the configured limit: refused before any allocation.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// Over a budget of ``DecodeLimits`` other than pixels: refused as soon as the file passes
    /// it. `detail` says what passed it ("a content stream of page 1 decompresses to more than
    /// 67108864 bytes").
    case overBudget(DecodeBudget, limit: Int, detail: String)
    /// A JPEG whose width is not a whole number of iMCUs, with lossless-only mirroring requested.
    case notLosslessFlippable(width: Int, iMCUWidth: Int)
    /// The same for a JPEG whose EXIF orientation (5–8) shows it on its side, so that mirroring
    /// it as displayed flips its stored rows, and whose height is not a whole number of iMCUs.
    case notLosslessFlippableVertically(height: Int, iMCUHeight: Int)
    /// A valid file using a feature this codec does not handle.
    case unsupportedFeature(ImageFormat, detail: String)
    /// Pixels were asked of a vector format (PDF, SVG), which has none until it is rendered.
    case vectorFormat(ImageFormat)
    /// An encrypted PDF: mirroring it would mean writing it unprotected or with new keys.
    case encrypted(ImageFormat, detail: String)
    /// Malformed XML, at a 1-based line and column.
    case malformedXML(line: Int, column: Int, message: String)
    /// XML that passes one of libxml2's own limits (depth, entity expansion, length), at a
    /// 1-based line and column: refused by that limit, though it may be well-formed.
    case xmlParserLimit(XMLParserLimit, line: Int, column: Int)
    /// An SF Symbols template (an SVG from a `.symbolset`) whose glyphs cannot be mirrored inside
    /// their margins with proof (``SymbolTemplateError``); a plain mirror would move them against
    /// their margin guides, so it is not mirrored. `reason` says what was found.
    case symbolTemplate(reason: String)

    /// Whether the file is fine but of a kind that is not mirrored (a format without an adapter,
    /// an SF Symbols template): a note for the user, not a failure of the run.
    public var meansNotMirrorable: Bool {
        switch self {
        case .unsupportedFormat, .symbolTemplate: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .unrecognizedFormat:
            "not an image format assetmirror recognises (checked the file's signature, not its name)"
        case .unsupportedFormat(let format):
            "\(format.displayName) files cannot be mirrored yet"
        case .appleOptimizedPNG:
            "an Xcode-optimised \"CgBI\" PNG, not a standard PNG; mirror the original asset instead (it is produced from it by Xcode's pngcrush)"
        case .truncated(let format, let detail):
            "truncated \(format.displayName) file: \(detail)"
        case .badChunkChecksum(let chunk, let declared, let computed):
            "corrupt PNG: chunk \(chunk) has CRC \(hex(declared)) but its data gives \(hex(computed))"
        case .malformed(let format, let message):
            "corrupt \(format.displayName) file: \(message)"
        case .pdfRejected(.writing(let detail)):
            "PDF mirror could not be written: \(detail)"
        case .pdfRejected(let rejection):
            "corrupt PDF file: \(rejection)"
        case .rejected(let format, .encoding, let message):
            "\(format.displayName) mirror could not be written: \(message)"
        case .rejected(let format, let stage, let message):
            "corrupt \(format.displayName) file (\(stage.words)): \(message)"
        case .tooLarge(let width, let height, let limit):
            "image is \(width)×\(height) (\(width * height) pixels), over the limit of \(limit) pixels; raise --max-pixels to allow it"
        case .overBudget(let budget, _, let detail):
            "\(detail), the \(budget.flag) budget; raise \(budget.flag) to allow it"
        case .notLosslessFlippable(let width, let iMCUWidth):
            "width \(width) is not a multiple of the JPEG's \(iMCUWidth)-pixel iMCU, so it cannot be mirrored losslessly (--lossless-only)"
        case .notLosslessFlippableVertically(let height, let iMCUHeight):
            "the JPEG's EXIF orientation shows it on its side, so mirroring it flips its stored rows, and its height \(height) is not a multiple of its \(iMCUHeight)-pixel iMCU, so that cannot be done losslessly (--lossless-only)"
        case .unsupportedFeature(let format, let detail):
            "unsupported \(format.displayName) feature: \(detail)"
        case .vectorFormat(let format):
            "\(format.displayName) is a vector format: it has no pixels to decode until it is rendered"
        case .encrypted(let format, let detail):
            "encrypted \(format.displayName) file (\(detail)); decrypt it first (for example `qpdf --decrypt in.pdf out.pdf`), then mirror the decrypted file"
        case .malformedXML(let line, let column, let message):
            "malformed SVG at line \(line), column \(column): \(message)"
        case .xmlParserLimit(let limit, let line, let column):
            "SVG refused at line \(line), column \(column): \(limit.explanation)"
        case .symbolTemplate(let reason):
            "an SF Symbols template, not mirrored: \(reason); mirror the symbol in the SF Symbols app and export the template again"
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}
