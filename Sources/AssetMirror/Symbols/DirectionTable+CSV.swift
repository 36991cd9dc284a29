import Foundation

extension DirectionTable {
    /// The columns of the CSV form: `table`, the symbol columns, then the asset-only ones.
    static var csvColumns: [String] {
        ["table"] + SymbolDirectionTable.columns + assetColumns.filter { !SymbolDirectionTable.columns.contains($0) }
    }

    /// The CSV form (RFC 4180, CRLF line ends): one header, one line per symbol, then one per
    /// asset; a field that does not apply to its row is empty.
    public var csv: String {
        let columns = Self.csvColumns
        var lines = [columns.map(Self.csvField).joined(separator: ",")]
        func append(_ table: String, _ rows: [[(key: String, value: String?)]]) {
            for row in rows {
                let values = Dictionary(
                    row.map { ($0.key, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
                lines.append(
                    columns.map { $0 == "table" ? table : values[$0] ?? "" }.map(Self.csvField).joined(separator: ","))
            }
        }
        append("symbol", keyedSymbolRows)
        append("asset", keyedAssetRows)
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it holds a comma, a quote or a line break, quotes doubled.
    private static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
