/// One chunk of a PNG file, located in the file's bytes.
///
/// A chunk is a 4-byte big-endian data length, the 4-byte type, the data, and a CRC-32 of
/// type and data; ``range`` covers all four so that a chunk can be copied byte for byte.
struct PNGChunk: Equatable, Sendable {
    var type: PNGChunkType
    /// The whole chunk in the file: length, type, data and CRC.
    var range: Range<Int>

    /// The chunk's data, without length, type or CRC.
    var dataRange: Range<Int> { range.lowerBound + 8..<range.upperBound - 4 }
}
