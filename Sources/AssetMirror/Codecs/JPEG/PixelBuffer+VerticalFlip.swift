/// A vertical flip, which only the JPEG adapter needs: mirroring an image whose EXIF orientation
/// turns it on its side (orientations 5–8) means flipping its stored rows top to bottom.
extension PixelBuffer {
    /// A copy of this buffer with its rows in reverse order.
    func flippedVertically() -> PixelBuffer {
        var result = self
        for y in 0..<height {
            let from = (height - 1 - y) * bytesPerRow
            result.storage.replaceSubrange(y * bytesPerRow..<(y + 1) * bytesPerRow, with: storage[from..<from + bytesPerRow])
        }
        return result
    }
}
