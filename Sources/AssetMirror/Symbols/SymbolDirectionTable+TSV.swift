extension SymbolDirectionTable {
    /// The column names of the tab-separated form, in order; docs/symbols.md explains each.
    public static let columns = [
        "name", "introduced_ios", "localized_suffix", "alias_of", "kind", "family",
        "counterpart", "counterpart_introduced_ios", "counterpart_match",
        "direction_aware", "direction_aware_introduced_ios",
    ]

    /// Reads the tab-separated form the script writes: a header line with ``columns`` (in any
    /// order), then one row per line; empty fields mean "none".
    public init(tsv: String) throws(SymbolTableError) {
        let lines = tsv.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else {
            throw .missingColumn(Self.columns[0])
        }
        var position: [String: Int] = [:]
        for column in Self.columns {
            guard let index = header.firstIndex(of: column) else { throw .missingColumn(column) }
            position[column] = index
        }
        var rows: [SymbolDirectionRow] = []
        var seen = Set<String>()
        rows.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated().dropFirst() {
            let number = offset + 1
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == header.count else {
                throw .wrongFieldCount(line: number, expected: header.count, found: fields.count)
            }
            func field(_ column: String) -> String? {
                let value = fields[position[column]!]
                return value.isEmpty ? nil : String(value)
            }
            func version(_ column: String) throws(SymbolTableError) -> IOSVersion? {
                guard let text = field(column) else { return nil }
                guard let version = IOSVersion(parsing: text) else {
                    throw .invalidValue(line: number, column: column, value: text)
                }
                return version
            }
            guard let name = field("name") else { throw .invalidValue(line: number, column: "name", value: "") }
            guard seen.insert(name).inserted else { throw .duplicateName(line: number, name: name) }
            guard let introduced = try version("introduced_ios") else {
                throw .invalidValue(line: number, column: "introduced_ios", value: "")
            }
            guard let kind = field("kind").flatMap(SymbolDirectionKind.init(rawValue:)) else {
                throw .invalidValue(line: number, column: "kind", value: field("kind") ?? "")
            }
            guard let family = field("family").flatMap(SymbolFamily.init(rawValue:)) else {
                throw .invalidValue(line: number, column: "family", value: field("family") ?? "")
            }
            rows.append(
                SymbolDirectionRow(
                    name: name, introduced: introduced, localizedSuffix: field("localized_suffix"),
                    aliasOf: field("alias_of"), kind: kind, family: family,
                    counterpart: field("counterpart"), counterpartIntroduced: try version("counterpart_introduced_ios"),
                    counterpartMatch: field("counterpart_match"),
                    directionAware: field("direction_aware"),
                    directionAwareIntroduced: try version("direction_aware_introduced_ios")))
        }
        self.init(rows: rows)
    }

    /// The table in its tab-separated form, header first: what ``init(tsv:)`` reads.
    public var tsv: String {
        var text = Self.columns.joined(separator: "\t") + "\n"
        for row in rows {
            text += Self.fields(of: row).joined(separator: "\t") + "\n"
        }
        return text
    }

    /// A row's fields in ``columns`` order, empty for "none".
    static func fields(of row: SymbolDirectionRow) -> [String] {
        [
            row.name, row.introduced.number, row.localizedSuffix ?? "", row.aliasOf ?? "",
            row.kind.rawValue, row.family.rawValue,
            row.counterpart ?? "", row.counterpartIntroduced?.number ?? "", row.counterpartMatch ?? "",
            row.directionAware ?? "", row.directionAwareIntroduced?.number ?? "",
        ]
    }
}
