/// What `assetmirror symbols` writes: the SF Symbols rows and, for a catalog, its own assets.
///
/// A value; the writers (``DirectionTableFormat``) turn it into JSON, CSV, a property list or a
/// Swift source file.
public struct DirectionTable: Sendable, Equatable {
    public var symbols: SymbolDirectionTable
    /// The catalog's directional assets, in catalog walk order; empty without a catalog.
    public var assets: [AssetDirectionRow]
    /// The catalog path as the user named it, shown in the table.
    public var catalogPath: String?

    public init(symbols: SymbolDirectionTable, assets: [AssetDirectionRow] = [], catalogPath: String? = nil) {
        self.symbols = symbols
        self.assets = assets
        self.catalogPath = catalogPath
    }
}
