extension PixelFormat {
    /// The layout of a PNG's decoded rows for an IHDR colour type and bit depth, or `nil` for a
    /// combination the PNG specification does not allow.
    init?(pngColorType colorType: Int32, bitDepth: Int32) {
        switch (colorType, bitDepth) {
        case (0, 1): self = .gray1
        case (0, 2): self = .gray2
        case (0, 4): self = .gray4
        case (0, 8): self = .gray8
        case (0, 16): self = .gray16
        case (2, 8): self = .rgb8
        case (2, 16): self = .rgb16
        case (3, 1): self = .indexed1
        case (3, 2): self = .indexed2
        case (3, 4): self = .indexed4
        case (3, 8): self = .indexed8
        case (4, 8): self = .grayAlpha8
        case (4, 16): self = .grayAlpha16
        case (6, 8): self = .rgba8
        case (6, 16): self = .rgba16
        default: return nil
        }
    }
}
