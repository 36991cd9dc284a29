/// What every format adapter can do: mirror a whole file. All that `generate` needs.
///
/// Raster adapters are ``ImageCodec``s, which also decode pixels. A vector format (PDF, SVG)
/// mirrors by rewriting its drawing, not its pixels, so its adapter will conform to this
/// protocol alone; listing it in ``ImageCodecs/mirroring`` is then the whole change.
public protocol ImageMirroring: Sendable {
    /// The format this adapter reads and writes.
    var format: ImageFormat { get }

    /// The file that shows the horizontal mirror of `data` as displayed, keeping everything else
    /// the format can keep (depth, palette, colour profile, metadata).
    func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage
}
