extension PixelBuffer {
    /// The formats ``downscaled(by:)`` takes: 8 bits a sample, whole bytes a pixel.
    public static let downscalableFormats: Set<PixelFormat> = [
        .gray8, .grayAlpha8, .rgb8, .rgba8, .ycbcr8, .cmyk8, .ycck8,
    ]

    /// The image shrunk `factor` times in each direction by area averaging (a box filter): output
    /// pixel (x, y) is the mean of the source pixels in columns `x*factor ..< (x+1)*factor` and
    /// rows `y*factor ..< (y+1)*factor`, cut by the image's right and bottom edges, so the result
    /// is ⌈width / factor⌉ × ⌈height / factor⌉ pixels and no source pixel counts twice.
    ///
    /// Samples are averaged as stored (sRGB-encoded values, or a JPEG's own YCbCr, an affine map
    /// of them), not in linear light. With an alpha channel (`grayAlpha8`, `rgba8`) the colour is
    /// averaged premultiplied, weighted by each pixel's alpha, and then divided by the summed
    /// alpha: a transparent pixel's colour, which nobody sees, never bleeds into the edge of a
    /// shape. A block with no opacity at all is transparent black. Means round half up.
    public func downscaled(by factor: Int) -> PixelBuffer {
        precondition(factor >= 1, "a downscale factor is at least 1, got \(factor)")
        precondition(Self.downscalableFormats.contains(format), "cannot average \(format) samples")
        let channels = format.bytesPerPixel!
        let hasAlpha = format == .grayAlpha8 || format == .rgba8
        let colours = hasAlpha ? channels - 1 : channels
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = PixelBuffer(width: outWidth, height: outHeight, format: format)
        let (sourceStride, outputStride, width, height) = (bytesPerRow, output.bytesPerRow, width, height)
        // Per output pixel of the current output row: each channel's sum (premultiplied for colour
        // when there is alpha), and the pixel count.
        let sums = UnsafeMutableBufferPointer<Int>.allocate(capacity: outWidth * channels)
        defer { sums.deallocate() }
        withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                for outY in 0..<outHeight {
                    sums.initialize(repeating: 0)
                    let rows = outY * factor..<min(height, (outY + 1) * factor)
                    for y in rows {
                        let row = source.baseAddress!.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt8.self)
                        for x in 0..<width {
                            let pixel = row + x * channels
                            let sum = x / factor * channels
                            if hasAlpha {
                                let alpha = Int(pixel[colours])
                                for channel in 0..<colours { sums[sum + channel] += Int(pixel[channel]) * alpha }
                                sums[sum + colours] += alpha
                            } else {
                                for channel in 0..<channels { sums[sum + channel] += Int(pixel[channel]) }
                            }
                        }
                    }
                    let out = destination.baseAddress!.advanced(by: outY * outputStride)
                        .assumingMemoryBound(to: UInt8.self)
                    for outX in 0..<outWidth {
                        let count = rows.count * (min(width, (outX + 1) * factor) - outX * factor)
                        let sum = outX * channels
                        if hasAlpha {
                            let alpha = sums[sum + colours]
                            out[sum + colours] = UInt8((2 * alpha + count) / (2 * count))
                            for channel in 0..<colours {
                                out[sum + channel] =
                                    alpha == 0 ? 0 : UInt8((2 * sums[sum + channel] + alpha) / (2 * alpha))
                            }
                        } else {
                            for channel in 0..<channels {
                                out[sum + channel] = UInt8((2 * sums[sum + channel] + count) / (2 * count))
                            }
                        }
                    }
                }
            }
        }
        return output
    }
}
