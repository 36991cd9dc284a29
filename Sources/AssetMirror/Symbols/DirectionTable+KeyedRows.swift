extension DirectionTable {
    /// The asset columns, after the symbol columns: docs/symbols.md explains each.
    static let assetColumns = ["name", "asset_type", "asset_path", "kind", "counterpart", "direction", "served_in_rtl"]

    /// Each symbol row as (column, value) pairs in ``SymbolDirectionTable/columns`` order; nil
    /// for an empty field.
    var keyedSymbolRows: [[(key: String, value: String?)]] {
        symbols.rows.map { row in
            zip(SymbolDirectionTable.columns, SymbolDirectionTable.fields(of: row)).map { ($0, $1.isEmpty ? nil : $1) }
        }
    }

    /// Each asset row as (column, value) pairs in ``assetColumns`` order.
    var keyedAssetRows: [[(key: String, value: String?)]] {
        assets.map { asset in
            let values: [String?] = [
                asset.name, asset.type.folderExtension, asset.relativePath, asset.kind?.rawValue,
                asset.counterpart, asset.direction.rawValue, asset.serving.rawValue,
            ]
            return Array(zip(Self.assetColumns, values)).map { (key: $0.0, value: $0.1) }
        }
    }

    /// The table in `format`.
    public func rendered(as format: DirectionTableFormat) -> String {
        switch format {
        case .json: json
        case .csv: csv
        case .plist: propertyList
        case .swift: swiftSource()
        }
    }
}
