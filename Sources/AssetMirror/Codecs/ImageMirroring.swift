/// What every format adapter can do: mirror a whole file. All that `generate` needs, so that
/// its tests can substitute an adapter that mirrors without knowing any format.
///
/// Every real adapter is an ``ImageCodec``, which adds reading headers and decoding pixels.
public protocol ImageMirroring: Sendable {
    /// The format this adapter reads and writes.
    var format: ImageFormat { get }

    /// The file that shows the horizontal mirror of `data` as displayed, keeping everything else
    /// the format can keep (depth, palette, colour profile, metadata).
    func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage
}
