/// A vertical flip, which only the JPEG adapter needs: mirroring an image whose EXIF orientation
/// turns it on its side (orientations 5–8) means flipping its stored rows top to bottom.
extension PixelBuffer {
    /// A copy of this buffer with its rows in reverse order.
    func flippedVertically() -> PixelBuffer {
        let (stride, height) = (bytesPerRow, height)
        return withUnsafeBytes { source in
            PixelBuffer(width: width, height: height, format: format) { destination in
                for y in 0..<height {
                    destination.baseAddress!.advanced(by: y * stride)
                        .copyMemory(
                            from: source.baseAddress!.advanced(by: (height - 1 - y) * stride), byteCount: stride)
                }
            }
        }
    }
}
