/// Assembles a mirrored PNG from the original file's chunks and new image data.
enum PNGSplicer {
    /// The file: signature, the original chunks before the first IDAT, `imageData`, the
    /// original chunks after the last IDAT, IEND; and the types of the chunks left out.
    ///
    /// Original chunks are copied byte for byte and in place, except unknown chunks marked
    /// unsafe to copy, which the PNG specification (section 14.2) says an editor that changed
    /// the image data must not copy.
    static func splice(_ original: [UInt8], file: PNGFile, imageData: ArraySlice<UInt8>)
        -> (bytes: [UInt8], dropped: [PNGChunkType])
    {
        var bytes = PNGFile.signature
        bytes.reserveCapacity(original.count + imageData.count)
        var dropped: [PNGChunkType] = []
        for (index, chunk) in file.chunks.enumerated() {
            if index == file.imageData.lowerBound { bytes += imageData }
            if file.imageData.contains(index) { continue }
            if !chunk.type.isSafeToCopy && !chunk.type.isKnown {
                dropped.append(chunk.type)
                continue
            }
            bytes += original[chunk.range]
        }
        return (bytes, dropped)
    }
}
