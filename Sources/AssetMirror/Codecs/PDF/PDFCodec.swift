import CQPDF

/// The PDF adapter, over qpdf through the `CQPDF` shim.
///
/// Every page is mirrored as displayed, about the centre of its visible box (its CropBox within
/// its MediaBox, inherited from the page tree if need be), across the axis that is horizontal
/// once its `/Rotate` is applied. Each page's content becomes a form XObject drawn through the
/// mirroring matrix: a form's graphics state is saved and restored around it, so content that
/// leaves `q`/`Q` unbalanced is drawn as before, and its stream data is kept as it is. Page
/// boxes, rotation, resources, metadata and object streams are kept; the output is vector,
/// deterministic (its `/ID` is a hash of its contents) and a few hundred bytes larger.
///
/// Annotations (links, notes) are not moved; each file that has any gets a note. Encrypted
/// PDFs are refused (``CodecError/encrypted(_:detail:)``); a damaged file that qpdf can repair
/// is mirrored, with a note; the rest is refused at the stage that stopped
/// (``CodecError/pdfRejected(_:)``).
public struct PDFCodec: ImageCodec {
    public init() {}

    public var format: ImageFormat { .pdf }

    public func header(of data: [UInt8]) throws(CodecError) -> ImageHeader {
        var info = cqpdf_info()
        var failure = cqpdf_failure()
        var message = Self.messageBuffer()
        let status = data.withUnsafeBufferPointer { bytes in
            cqpdf_read_info(bytes.baseAddress, bytes.count, &info, &failure, &message, message.count)
        }
        try Self.check(status, failure, message)
        let geometry = VectorGeometry(width: info.width, height: info.height, pageCount: Int(info.page_count))
        return ImageHeader(format: .pdf, vector: geometry)
    }

    public func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        throw .vectorFormat(.pdf)
    }

    public func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage {
        var report = cqpdf_report()
        var failure = cqpdf_failure()
        var message = Self.messageBuffer()
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        let status = data.withUnsafeBufferPointer { bytes in
            cqpdf_mirror(
                bytes.baseAddress, bytes.count, options.limits.maxDecompressedBytes, &output, &outputSize, &report,
                &failure, &message, message.count)
        }
        defer { cqpdf_free(output) }
        try Self.check(status, failure, message, limits: options.limits)
        guard let output else { throw .pdfRejected(.writing(detail: "qpdf returned no data")) }
        let bytes = Array(UnsafeBufferPointer(start: output, count: outputSize))
        return MirroredImage(
            bytes: bytes, method: .lossless, notes: Self.notes(report, firstWarning: Self.text(message)))
    }

    /// What the user should know about a mirrored file.
    static func notes(_ report: cqpdf_report, firstWarning: String) -> [String] {
        var notes: [String] = []
        if report.warnings > 0 {
            notes.append(
                "the file is damaged and qpdf repaired it (\(report.warnings) warning\(report.warnings == 1 ? "" : "s"), the first: \(firstWarning)); check the mirror"
            )
        }
        if report.annotation_count > 0 {
            let count = Int(report.annotation_count)
            let links = Int(report.link_count)
            let kinds =
                links == 0
                ? "" : links == count ? (count == 1 ? ", a link" : ", all links") : ", \(links) of them links"
            notes.append(
                "has \(count) annotation\(count == 1 ? "" : "s")\(kinds) (first on page \(report.first_annotated_page)); annotations are not mirrored and stay where they were"
            )
        }
        if report.dropped_thumbnails > 0 {
            notes.append(
                "dropped \(report.dropped_thumbnails) page thumbnail\(report.dropped_thumbnails == 1 ? "" : "s"), which showed the page unmirrored"
            )
        }
        return notes
    }

    private static func messageBuffer() -> [CChar] { [CChar](repeating: 0, count: 512) }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func check(
        _ status: cqpdf_status, _ failure: cqpdf_failure, _ message: [CChar], limits: DecodeLimits = .default
    ) throws(CodecError) {
        switch status {
        case CQPDF_OK: return
        case CQPDF_OVER_BUDGET:
            throw .overBudget(.decompressedBytes, limit: limits.maxDecompressedBytes, detail: text(message))
        case CQPDF_ENCRYPTED: throw .encrypted(.pdf, detail: text(message))
        default: throw .pdfRejected(PDFRejection(failure, message: text(message)))
        }
    }
}
