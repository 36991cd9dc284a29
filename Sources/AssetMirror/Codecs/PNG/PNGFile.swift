/// The chunks of a PNG file, read and checked without decoding any pixels.
///
/// Reading verifies what a byte-for-byte copy relies on: the signature, every chunk's length
/// and CRC, IHDR first, one unbroken run of IDAT chunks, and IEND. Bytes after IEND belong to
/// no chunk and are not kept.
struct PNGFile: Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Every chunk from IHDR to IEND, in file order.
    let chunks: [PNGChunk]
    /// The indices in ``chunks`` of the first and last IDAT chunk.
    let imageData: ClosedRange<Int>

    /// Reads every chunk of `bytes`.
    init(_ bytes: [UInt8]) throws(CodecError) {
        var reader = try PNGChunkReader(bytes)
        var chunks: [PNGChunk] = []
        var firstIDAT: Int?
        var lastIDAT: Int?
        while let chunk = try reader.next() {
            if chunk.type == .IDAT {
                if let last = lastIDAT, last != chunks.count - 1 {
                    throw .malformed(
                        .png, message: "IDAT chunks are not consecutive (another at byte \(chunk.range.lowerBound))")
                }
                firstIDAT = firstIDAT ?? chunks.count
                lastIDAT = chunks.count
            }
            if chunk.type == .acTL {
                throw .unsupportedFeature(
                    .png, detail: "animated PNG (acTL chunk); only its first frame could be mirrored")
            }
            chunks.append(chunk)
            if chunk.type == .IEND { break }
        }
        guard chunks.last?.type == .IEND else {
            throw .truncated(.png, detail: "the file ends after \(bytes.count) bytes without an IEND chunk")
        }
        guard let firstIDAT, let lastIDAT else {
            throw .truncated(.png, detail: "no IDAT chunk before IEND, so there is no image data")
        }
        self.chunks = chunks
        self.imageData = firstIDAT...lastIDAT
    }

    /// The bytes of every IDAT chunk, whole, in the file.
    var imageDataRange: Range<Int> {
        chunks[imageData.lowerBound].range.lowerBound..<chunks[imageData.upperBound].range.upperBound
    }

    /// Calls `body` with the image's zlib stream, read in place when it lies in one IDAT chunk.
    func withZlibStream<R>(in bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(CodecError) -> R)
        throws(CodecError) -> R
    {
        if imageData.count == 1 {
            let range = chunks[imageData.lowerBound].dataRange
            return try bytes.withUnsafeBufferPointer { (all) throws(CodecError) in
                try body(UnsafeBufferPointer(rebasing: all[range]))
            }
        }
        return try zlibStream(in: bytes).withUnsafeBufferPointer { (stream) throws(CodecError) in try body(stream) }
    }

    /// The image's zlib stream: the data of every IDAT chunk, joined.
    func zlibStream(in bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = []
        for chunk in chunks[imageData] { stream += bytes[chunk.dataRange] }
        return stream
    }
}
