import Foundation

/// The direction table `generate` writes when asked (`--direction-table PATH|assets`): a
/// catalog's own directional assets, with how each is served in right-to-left layouts (see
/// ``DirectionTable``). The SF Symbols table is `assetmirror symbols`'s.
///
/// Beside the catalog it is named after it: `Assets.xcassets` gets `Assets.rtl-directions.json`,
/// so a build step or an app that picks names by layout direction itself finds it by convention.
/// Written only when its bytes change, so a second run writes nothing; never written empty.
public enum DirectionTableFile {
    /// The table file beside the catalog at `catalog`.
    public static func url(besides catalog: URL) -> URL {
        let name = catalog.deletingPathExtension().lastPathComponent
        return catalog.deletingLastPathComponent().appendingPathComponent(name + ".rtl-directions.json")
    }
}
