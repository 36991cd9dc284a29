import AssetMirror
import CJPEG

/// Which Huffman tables a lossless JPEG mirror is coded with, as the shim reports it: what the
/// tests of the shim's own writer check. The library has no use for it, so it lives here.
public enum JPEGMirrorTables: Equatable, Sendable {
    /// libjpeg's, optimised for the mirror in a statistics pass (or none: arithmetic coding).
    case optimal
    /// The source's own (each scan's, in a progressive file), with 16-bit codes added for the
    /// DC categories and end-of-band runs the mirror can need: one pass.
    case source
    /// A progressive file whose mirror needs a symbol one of its scans' tables has no code and
    /// no room for: the shim's writer gave up and libjpeg wrote the file with optimal tables.
    case optimalAfterMissingCode

    init(shim value: Int32) {
        switch value {
        case Int32(CJPEG_TABLES_SOURCE.rawValue): self = .source
        case Int32(CJPEG_TABLES_OPTIMAL_AFTER_MISSING_CODE.rawValue): self = .optimalAfterMissingCode
        default: self = .optimal
        }
    }
}

extension JPEGCodec {
    /// The lossless mirror, made by the same shim call as the library's, and which Huffman
    /// tables it is coded with.
    public func flipLosslessReporting(
        _ data: [UInt8], vertical: Bool, maxPixels: Int, threads: Int = 1
    ) throws(JPEGShimFailure) -> (bytes: [UInt8], tables: JPEGMirrorTables) {
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var tables = Int32(CJPEG_TABLES_OPTIMAL.rawValue)
        let status = data.withUnsafeBufferPointer { bytes in
            cjpeg_flip_lossless(
                bytes.baseAddress, bytes.count, UInt64(max(0, maxPixels)), vertical ? 1 : 0, Int32(threads),
                &output, &outputSize, &tables, &message, message.count)
        }
        defer { cjpeg_free(output) }
        try JPEGShimFailure.check(status, message: message)
        guard let output else { throw JPEGShimFailure(status: status.rawValue, message: "no data") }
        return (Array(UnsafeBufferPointer(start: output, count: outputSize)), JPEGMirrorTables(shim: tables))
    }
}
