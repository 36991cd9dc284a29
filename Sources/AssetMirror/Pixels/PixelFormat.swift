/// How one pixel is laid out in a ``PixelBuffer``: its channels and the depth of each sample.
///
/// Names say channels then bits per sample (`rgba8`, `gray16`, `indexed4`), as the PNG
/// specification and image-rs do. The buffer knows no colour semantics beyond that:
/// `ycbcr8` and `ycck8` are a JPEG's own components, kept without colour conversion so that a
/// re-encode loses as little as possible.
///
/// Sample storage rules, the same for every codec:
/// - 16-bit samples are big-endian (as PNG stores them).
/// - Sub-byte formats (`gray1/2/4`, `indexed1/2/4`) are packed, leftmost pixel in the most
///   significant bits of each byte (as PNG stores them); the unused low bits of a row's last
///   byte are zero.
public enum PixelFormat: String, Sendable, CaseIterable, Codable {
    case gray1, gray2, gray4, gray8, gray16
    case grayAlpha8, grayAlpha16
    case rgb8, rgb16
    case rgba8, rgba16
    case indexed1, indexed2, indexed4, indexed8
    case ycbcr8, cmyk8, ycck8

    /// Bits one pixel occupies: 1, 2 or 4 for packed formats, otherwise a whole number of bytes.
    public var bitsPerPixel: Int {
        switch self {
        case .gray1, .indexed1: 1
        case .gray2, .indexed2: 2
        case .gray4, .indexed4: 4
        case .gray8, .indexed8: 8
        case .gray16, .grayAlpha8: 16
        case .rgb8, .ycbcr8: 24
        case .rgba8, .grayAlpha16, .cmyk8, .ycck8: 32
        case .rgb16: 48
        case .rgba16: 64
        }
    }

    /// Whether several pixels share one byte.
    public var isPacked: Bool { bitsPerPixel < 8 }

    /// Bytes per pixel for byte-aligned formats; `nil` for packed ones.
    public var bytesPerPixel: Int? { isPacked ? nil : bitsPerPixel / 8 }

    /// Bytes that `width` pixels occupy when rows are tightly packed (no padding).
    public func bytesPerRow(width: Int) -> Int {
        (width * bitsPerPixel + 7) / 8
    }
}
