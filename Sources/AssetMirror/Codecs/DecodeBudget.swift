/// One of the limits in ``DecodeLimits``, named as the command line names the flag that raises
/// it, so that a refusal can say which flag to raise.
public enum DecodeBudget: String, Sendable, Equatable, CaseIterable {
    /// Pixels of one image.
    case pixels = "max-pixels"
    /// Bytes one PDF content stream, or one page's content, decompresses to.
    case decompressedBytes = "max-decompressed-bytes"
    /// Bytes of one SVG file.
    case svgBytes = "max-svg-bytes"
    /// Attributes on one SVG element.
    case svgAttributes = "max-svg-attributes"

    /// The command-line flag that sets it: `--max-pixels`, ….
    public var flag: String { "--" + rawValue }
}
