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

    /// The file's bytes for `catalog` as it stands, `isGenerated` telling which files of a set
    /// (by its index in ``AssetCatalog/sets``) are variants `generate` wrote
    /// (``DirectionTable/forCatalog(_:symbols:isGenerated:)``); `nil` when the catalog has no
    /// directional asset, as a table without rows tells a reader nothing.
    ///
    /// The table names the catalog by ``AssetCatalog/path``: the caller passes the folder name,
    /// the file's neighbour, so that its bytes do not depend on how a command line spelled it.
    static func bytes(for catalog: AssetCatalog, isGenerated: (_ setIndex: Int, _ file: String) -> Bool) -> [UInt8]? {
        let table = DirectionTable.forCatalog(
            catalog, symbols: SymbolDirectionTable(rows: []), isGenerated: isGenerated)
        guard !table.assets.isEmpty else { return nil }
        return Array(table.rendered(as: .json).utf8)
    }
}
