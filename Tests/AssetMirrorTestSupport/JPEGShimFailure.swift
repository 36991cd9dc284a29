import CJPEG

/// A JPEG shim call made by a test helper that failed: its status and libjpeg's message. The
/// library's own errors (`CodecError`) are for users; a helper only needs to fail the test.
public struct JPEGShimFailure: Error, Equatable, CustomStringConvertible {
    public var status: UInt32
    public var message: String

    static func check(_ status: cjpeg_status, message: [CChar]) throws(JPEGShimFailure) {
        guard status != CJPEG_OK else { return }
        throw JPEGShimFailure(
            status: status.rawValue,
            message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    public var description: String { "cjpeg status \(status): \(message)" }
}
