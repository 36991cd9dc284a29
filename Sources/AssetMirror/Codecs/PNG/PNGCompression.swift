/// How hard a PNG mirror's image data is compressed: the one choice a lossless mirror leaves.
///
/// The pixels and every other chunk are fixed; the IDAT chunks are compressed anew, and how
/// much work goes into that trades the run's time against the files' size. `assetmirror flip`
/// on 3,000 icons from Debian's icon themes, CPU seconds and output over input (docs/png.md):
///
/// | Icons | ``matchOriginal`` | ``fast`` | ``smallest`` |
/// |---|---|---|---|
/// | Adwaita's, exported at zlib's default level | 0.7 s, 0.995 | 0.4–0.55 s, 1.006 | 8.2 s, 0.931 |
/// | oxygen's, written by an optimiser | 2.4 s, 0.999 | 0.5 s, 1.033 | 4.3 s, 0.991 |
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
