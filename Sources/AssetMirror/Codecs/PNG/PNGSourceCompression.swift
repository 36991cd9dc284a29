/// What a PNG file's own image data says about how hard its compressor worked.
///
/// The mirror is compressed again, and the cheapest setting that keeps it no larger than the
/// original depends on the original's compressor: an export at zlib's default level is matched
/// by a fast pass, an optimiser's output (optipng, zopfli, oxipng) only by libdeflate's
/// near-optimal parser, which costs ten times as much. The zlib header states the effort
/// (RFC 1950's FLEVEL), and the image data's size is the bar to meet.
struct PNGSourceCompression: Equatable, Sendable {
    /// The compression level the zlib header declares (RFC 1950, section 2.2, FLG.FLEVEL).
    enum DeclaredLevel: UInt8, Sendable {
        /// FLEVEL 0: zlib levels 0 and 1, Huffman-only or RLE strategies; optimisers are seen
        /// writing it too, and then no libdeflate level matches the original.
        case fastest = 0
        /// FLEVEL 1: zlib levels 2 to 5.
        case fast = 1
        /// FLEVEL 2: zlib's default, level 6: what most exporters and image libraries write.
        case `default` = 2
        /// FLEVEL 3: zlib levels 7 to 9, and the optimisers (optipng, advpng, zopfli).
        case maximum = 3
    }

    /// The level the original's zlib header declares; `nil` when its stream is shorter than
    /// a zlib header.
    var declaredLevel: DeclaredLevel?
    /// Bytes of the original's zlib stream: the data of all its IDAT chunks.
    var zlibStreamBytes: Int

}

extension PNGFile {
    /// How the image data of `bytes` (the file these chunks were read from) was compressed.
    func sourceCompression(in bytes: [UInt8]) -> PNGSourceCompression {
        var length = 0
        var header: [UInt8] = []
        for chunk in chunks[imageData] {
            length += chunk.dataRange.count
            if header.count < 2 { header += bytes[chunk.dataRange].prefix(2 - header.count) }
        }
        let declared = header.count == 2 ? PNGSourceCompression.DeclaredLevel(rawValue: header[1] >> 6) : nil
        return PNGSourceCompression(declaredLevel: declared, zlibStreamBytes: length)
    }
}
