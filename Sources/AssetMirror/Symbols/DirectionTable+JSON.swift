extension DirectionTable {
    /// The JSON form: keys in a fixed order, every key present, `null` for an empty field.
    ///
    ///     { "deployment_target": "15.0", "catalog": null,
    ///       "symbols": [ { "name": "chevron.left", "introduced_ios": "13.0", …,
    ///                      "direction_aware": "chevron.backward", … } ],
    ///       "assets": [ { "name": "back-left", "asset_type": "imageset", … } ] }
    public var json: String {
        func objects(_ rows: [[(key: String, value: String?)]]) -> JSONValue {
            .array(rows.map { .object($0.map { (key: $0.key, value: JSONValue.string($0.value)) }) })
        }
        return JSONValue.object([
            (key: "deployment_target", value: .string(symbols.deploymentTarget?.number)),
            (key: "catalog", value: .string(catalogPath)),
            (key: "symbols", value: objects(keyedSymbolRows)),
            (key: "assets", value: objects(keyedAssetRows)),
        ]).renderedAsReport()
    }
}
