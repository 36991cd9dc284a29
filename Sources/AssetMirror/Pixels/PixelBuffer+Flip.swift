import CPixelKernels

/// Horizontal mirroring, in the three forms image-rs offers: in place, into a new buffer, and
/// into a caller's buffer.
///
/// The whole image is mirrored by one call of a ``FlipKernel`` (SSSE3/AVX2/AVX-512 on x86_64, chosen at
/// run time), which loops over the rows itself; the padding after each row is neither read into
/// the result nor written.
extension PixelBuffer {
    /// Mirrors every row left to right, in place.
    public mutating func flipHorizontally() {
        let (bits, stride, width, height) = (UInt32(format.bitsPerPixel), bytesPerRow, width, height)
        withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let status = cpk_flip_rows_in_place(bits, base.assumingMemoryBound(to: UInt8.self), stride, width, height)
            precondition(status == 0, "no flip kernel for \(bits)-bit pixels")
        }
    }

    /// A copy of this buffer with every row mirrored left to right.
    public func flippedHorizontally() -> PixelBuffer {
        // The kernels write every pixel byte, so only the padding needs zeroing.
        PixelBuffer(width: width, height: height, format: format) { destination in
            flipRows(into: destination)
        }
    }

    /// Writes the horizontal mirror of this buffer into `destination`, which must have the same
    /// width, height and format.
    public func flipHorizontally(into destination: inout PixelBuffer) {
        precondition(
            destination.width == width && destination.height == height && destination.format == format,
            "flip destination is \(destination.width)×\(destination.height) \(destination.format), source \(width)×\(height) \(format)"
        )
        destination.withUnsafeMutableBytes { flipRows(into: $0) }
    }

    /// Whether the image is its own horizontal mirror: every row reads the same both ways.
    ///
    /// Found a row at a time through a one-row scratch buffer, stopping at the first row that
    /// differs, so that learning it neither copies a large image whole nor, for the usual
    /// asymmetric one, mirrors more than a few rows.
    public var isHorizontallySymmetric: Bool {
        let (bits, stride, width, height, tight) = (
            UInt32(format.bitsPerPixel), bytesPerRow, width, height, packedBytesPerRow
        )
        var scratch = PixelBuffer(width: width, height: 1, format: format)
        return withUnsafeBytes { source in
            scratch.withUnsafeMutableBytes { row in
                guard let from = source.baseAddress, let to = row.baseAddress else { return true }
                for y in 0..<height {
                    let line = from + y * stride
                    let status = cpk_flip_rows(
                        bits, line.assumingMemoryBound(to: UInt8.self), stride, to.assumingMemoryBound(to: UInt8.self),
                        row.count,
                        width, 1)
                    precondition(status == 0, "no flip kernel for \(bits)-bit pixels")
                    if memcmp(line, to, tight) != 0 { return false }
                }
                return true
            }
        }
    }

    /// Mirrors every row of this buffer into `destination`, a buffer of the same layout.
    private func flipRows(into destination: UnsafeMutableRawBufferPointer) {
        let (bits, stride, width, height) = (UInt32(format.bitsPerPixel), bytesPerRow, width, height)
        withUnsafeBytes { source in
            precondition(
                destination.count == source.count,
                "flip destination has \(destination.count) bytes, source \(source.count)")
            guard let from = source.baseAddress, let to = destination.baseAddress else { return }
            let status = cpk_flip_rows(
                bits, from.assumingMemoryBound(to: UInt8.self), stride, to.assumingMemoryBound(to: UInt8.self), stride,
                width, height)
            precondition(status == 0, "no flip kernel for \(bits)-bit pixels")
        }
    }
}
