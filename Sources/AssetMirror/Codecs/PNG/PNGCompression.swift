/// How hard a PNG mirror's image data is compressed: the one choice a lossless mirror leaves.
///
/// The pixels and every other chunk are fixed; the IDAT chunks are compressed anew, and how
/// much work goes into that trades the run's time against the files' size. Compression time
/// and image data against ``matchOriginal``, measured on Debian's icon themes (docs/png.md):
///
/// | Icons | ``fast`` | ``smallest`` |
/// |---|---|---|
/// | Adwaita's, exported at zlib's default level | 0.55× the time, 0.6 % larger | 38× the time, 8 % smaller |
/// | oxygen's, written by an optimiser | 0.09× the time, 3.6 % larger | 2× the time, 1 % smaller |
public enum PNGCompression: Sendable, Equatable, CaseIterable {
    /// About as hard as the original was compressed, as its zlib header declares: one fast
    /// pass for an original written at zlib's default level or below (more only where that
    /// pass comes out larger than the original), libdeflate's near-optimal parser for an
    /// optimiser's output. A folder of icons comes out no larger than it went in.
    case matchOriginal
    /// One lazy pass (libdeflate level 6, zlib's default effort) whatever the original (Adam7
    /// images: one zlib pass at level 2): the fastest setting that stays within a few per cent
    /// of the original's size.
    case fast
    /// libdeflate's strongest setting (level 12) for every image, large ones included (Adam7
    /// images, which have no original row filters to keep, get zlib's best trials, as with
    /// ``matchOriginal``): for a mirror that is to ship, where minutes of CPU are worth a few
    /// per cent.
    case smallest
}
