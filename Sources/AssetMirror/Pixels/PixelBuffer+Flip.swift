/// Horizontal mirroring, in the three forms image-rs offers: in place, into a new buffer, and
/// into a caller's buffer.
extension PixelBuffer {
    /// Mirrors every row left to right, in place.
    public mutating func flipHorizontally() {
        let copy = self
        copy.flipHorizontally(into: &self)
    }

    /// A copy of this buffer with every row mirrored left to right.
    public func flippedHorizontally() -> PixelBuffer {
        var destination = PixelBuffer(width: width, height: height, format: format)
        flipHorizontally(into: &destination)
        return destination
    }

    /// Writes the horizontal mirror of this buffer into `destination`, which must have the same
    /// width, height and format.
    public func flipHorizontally(into destination: inout PixelBuffer) {
        precondition(
            destination.width == width && destination.height == height && destination.format == format,
            "flip destination is \(destination.width)×\(destination.height) \(destination.format), source \(width)×\(height) \(format)")
        // Scalar placeholder; replaced by the SIMD kernels in FlipKernels.swift.
        let bits = format.bitsPerPixel
        for y in 0..<height {
            let base = y * bytesPerRow
            if format.isPacked {
                for i in 0..<packedBytesPerRow { destination.storage[base + i] = 0 }
                for x in 0..<width {
                    let source = pixel(x: x, y: y)
                    let target = width - 1 - x
                    let bitOffset = target * bits
                    let shift = 8 - bits - bitOffset % 8
                    destination.storage[base + bitOffset / 8] |= UInt8(source) << UInt8(shift)
                }
            } else {
                let size = bits / 8
                for x in 0..<width {
                    let from = base + x * size, to = base + (width - 1 - x) * size
                    for i in 0..<size { destination.storage[to + i] = storage[from + i] }
                }
            }
        }
    }
}
