import ArgumentParser
import AssetMirror

/// The flags of the commands that write mirrors (`flip`, `generate`), declared once: the decode
/// budgets, how hard PNG mirrors are compressed, and whether to wait for another run's lock.
struct MirroringOptions: ParsableArguments {
    @OptionGroup var budgets: DecodeBudgetOptions

    @Option(
        help: ArgumentHelp(
            "How hard to compress PNG mirrors (the pixels are exact either way): match (about as hard as the original was; a folder comes out no larger), fast (one quick pass; a few per cent larger) or smallest (libdeflate's strongest; several times slower).",
            valueName: "effort"))
    var pngCompression: PNGCompression = .matchOriginal

    @Flag(help: "When another run is working in the same folder or catalog, wait for it to finish rather than stop.")
    var wait = false
}
