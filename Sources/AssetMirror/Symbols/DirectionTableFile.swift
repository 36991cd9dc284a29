import Foundation

/// The mapping table `generate` writes next to each catalog it produced: every SF Symbol with
/// a direction and the catalog's own directional assets, with how each is served in
/// right-to-left layouts (see ``DirectionTable``).
///
/// Named after the catalog: `Assets.xcassets` gets `Assets.rtl-directions.json` beside it, so a
/// build step or an app that picks names by layout direction itself finds it by convention.
/// Written only when its bytes change, so a second run writes nothing.
public enum DirectionTableFile {
    /// The table file for the catalog at `catalog`.
    public static func url(besides catalog: URL) -> URL {
        let name = catalog.deletingPathExtension().lastPathComponent
        return catalog.deletingLastPathComponent().appendingPathComponent(name + ".rtl-directions.json")
    }

    /// What the table holds.
    public enum Content: String, Sendable, CaseIterable {
        /// Every SF Symbol with a direction (about 600 KB of JSON) and the catalog's assets.
        case full
        /// The catalog's directional assets only; `assetmirror symbols` writes the SF Symbols part.
        case assets
    }

    /// The file's bytes for `catalog` as it stands, `isGenerated` telling which files of a set
    /// (by its index in ``AssetCatalog/sets``) are variants `generate` wrote
    /// (``DirectionTable/forCatalog(_:symbols:isGenerated:)``).
    ///
    /// The table names the catalog by ``AssetCatalog/path``: the caller passes the folder name,
    /// the file's neighbour, so that its bytes do not depend on how a command line spelled it.
    static func bytes(
        for catalog: AssetCatalog, content: Content, isGenerated: (_ setIndex: Int, _ file: String) -> Bool
    ) -> [UInt8] {
        let symbols = content == .full ? SymbolDirectionTable.standard : SymbolDirectionTable(rows: [])
        let table = DirectionTable.forCatalog(catalog, symbols: symbols, isGenerated: isGenerated)
        return Array(table.rendered(as: .json).utf8)
    }
}
