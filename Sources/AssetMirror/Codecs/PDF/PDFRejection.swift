import CQPDF

/// Why a PDF was refused, typed by the stage of reading or mirroring it that stopped, with the
/// values that make the cause concrete.
///
/// `detail` is qpdf's words, or the shim's sentence with qpdf's first warning after it: for
/// people. Match the case and its values, not `detail`, whose words change from one version of
/// qpdf to the next.
public enum PDFRejection: Sendable, Equatable, CustomStringConvertible {
    /// qpdf could not read the file as a PDF (its header, cross-reference table, trailer or an
    /// object), even after trying to repair it.
    case unreadable(detail: String)
    /// The page tree holds no page, or cannot be walked.
    case pageTree(detail: String)
    /// A page dictionary qpdf could not read: it drops the whole dictionary, every key with it.
    case unreadablePage(page: Int, detail: String)
    /// A page (1-based) without a /MediaBox rectangle, its own or inherited: its size is unknown.
    case missingMediaBox(page: Int, detail: String)
    /// A page whose /CropBox lies outside its /MediaBox, so that nothing of it is visible.
    case cropBoxOutsideMediaBox(page: Int)
    /// A page whose /Rotate is not a whole multiple of 90 degrees, so that the axis that is
    /// horizontal as displayed is unknown. `value` is as the file writes it ("45", "1e30",
    /// "(ninety)"), or as qpdf reads it when it is inherited from the page tree.
    case rotationNotQuarterTurns(page: Int, value: String)
    /// A page whose /Contents is neither a stream nor an array of streams, or holds a stream
    /// that cannot be decoded.
    case unreadableContents(page: Int, detail: String)
    /// qpdf failed while writing the mirror.
    case writing(detail: String)

    /// The rejection the shim reports for `failure`, with its message.
    init(_ failure: cqpdf_failure, message detail: String) {
        let page = Int(failure.page)
        switch failure.stage {
        case CQPDF_STAGE_PAGE_TREE: self = .pageTree(detail: detail)
        case CQPDF_STAGE_PAGE: self = .unreadablePage(page: page, detail: detail)
        case CQPDF_STAGE_MEDIA_BOX: self = .missingMediaBox(page: page, detail: detail)
        case CQPDF_STAGE_CROP_BOX: self = .cropBoxOutsideMediaBox(page: page)
        case CQPDF_STAGE_ROTATE:
            let value = withUnsafeBytes(of: failure.value) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            self = .rotationNotQuarterTurns(page: page, value: value)
        case CQPDF_STAGE_CONTENTS: self = .unreadableContents(page: page, detail: detail)
        case CQPDF_STAGE_WRITE: self = .writing(detail: detail)
        default: self = .unreadable(detail: detail)
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let detail), .pageTree(let detail), .unreadablePage(_, let detail),
            .missingMediaBox(_, let detail), .unreadableContents(_, let detail):
            detail
        case .cropBoxOutsideMediaBox(let page): "page \(page)'s /CropBox lies outside its /MediaBox"
        case .rotationNotQuarterTurns(let page, let value):
            "page \(page) has /Rotate \(value), not a multiple of 90; set it to 0, 90, 180 or 270"
        case .writing(let detail): detail
        }
    }
}
