import CJPEG

/// Which Huffman tables a lossless JPEG mirror is coded with, as the shim reports it.
enum JPEGMirrorTables: Equatable {
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
