import CPNG

/// Reads a PNG's chunks one at a time, checking each one's length and CRC.
struct PNGChunkReader {
    private let bytes: [UInt8]
    private var offset = PNGFile.signature.count
    private var previous: PNGChunkType?

    /// Checks the signature and that the file is no Xcode-optimised CgBI PNG.
    init(_ bytes: [UInt8]) throws(CodecError) {
        let signature = PNGFile.signature
        guard bytes.starts(with: signature.prefix(bytes.count)) else {
            throw .malformed(.png, message: "the file does not start with the PNG signature")
        }
        guard bytes.count >= signature.count else {
            throw .truncated(.png, detail: "the file ends inside the 8-byte PNG signature")
        }
        self.bytes = bytes
    }

    /// The next chunk, or `nil` after IEND has been read or at the end of the data.
    mutating func next() throws(CodecError) -> PNGChunk? {
        if previous == .IEND || offset == bytes.count { return nil }
        // Only for messages: building it for every chunk cost more than the chunk's CRC.
        var after: String { previous.map { "after \($0) " } ?? "" }
        guard bytes.count - offset >= 8 else {
            throw .truncated(.png, detail: "the file ends inside a chunk header \(after)at byte \(offset)")
        }
        let length = Int(readUInt32(at: offset))
        let type = PNGChunkType(rawValue: readUInt32(at: offset + 4))
        if previous == nil && type == .CgBI { throw .appleOptimizedPNG }
        guard length <= 0x7FFF_FFFF else {
            throw .malformed(
                .png, message: "chunk \(type) at byte \(offset) declares \(length) bytes, over PNG's 2³¹−1 limit")
        }
        guard bytes.count - offset - 12 >= length else {
            throw .truncated(
                .png, detail: "chunk \(type) at byte \(offset) declares \(length) data bytes but the file ends first")
        }
        if previous == nil && type != .IHDR {
            throw .malformed(.png, message: "the first chunk is \(type), not IHDR")
        }
        let chunk = PNGChunk(type: type, range: offset..<offset + 12 + length)
        let declared = readUInt32(at: chunk.range.upperBound - 4)
        let computed = bytes.withUnsafeBufferPointer { buffer in
            cpng_crc32(0, buffer.baseAddress! + offset + 4, 4 + length)
        }
        guard declared == computed else {
            throw .badChunkChecksum(chunk: type.description, declared: declared, computed: computed)
        }
        offset = chunk.range.upperBound
        previous = type
        return chunk
    }

    private func readUInt32(at index: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[index + $1]) }
    }
}
