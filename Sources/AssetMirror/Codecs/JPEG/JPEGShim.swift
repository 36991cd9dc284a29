import CJPEG

/// Turns the C shim's status codes and message buffers into ``CodecError``s.
enum JPEGShim {
    /// Room for libjpeg's longest message (JMSG_LENGTH_MAX is 200).
    static func messageBuffer() -> [CChar] { [CChar](repeating: 0, count: 256) }

    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Throws the error `status` stands for; returns for `CJPEG_OK`.
    static func check(_ status: cjpeg_status, message: [CChar], dataCount: Int, stage: CodecStage) throws(CodecError) {
        switch status {
        case CJPEG_OK:
            return
        case CJPEG_TRUNCATED:
            throw .truncated(
                .jpeg, detail: "the data ends after \(dataCount) bytes, before the image does (\(text(message)))")
        case CJPEG_BAD_REQUEST, CJPEG_TOO_LARGE:
            // Too large is handled by the callers that know the size; reaching here means the
            // file changed between calls or libjpeg cannot produce what the adapter needs.
            throw .unsupportedFeature(.jpeg, detail: text(message))
        default:
            throw .rejected(.jpeg, stage: stage, message: text(message))
        }
    }

    /// The error for a size libjpeg or the limit refused: over the pixel limit is
    /// ``CodecError/tooLarge(width:height:limit:)``; under it, libjpeg's own dimension limit
    /// (65,500 pixels a side) was hit, which no setting can raise.
    static func sizeError(width: Int, height: Int, maxPixels: Int, message: [CChar]) -> CodecError {
        if maxPixels > 0 && width * height > maxPixels {
            return .tooLarge(width: width, height: height, limit: maxPixels)
        }
        return .unsupportedFeature(.jpeg, detail: text(message))
    }
}
