/// Why a direction table's text could not be read: the column and the row it stopped at.
public enum SymbolTableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The header lacks a column the reader needs.
    case missingColumn(String)
    /// A row has another number of fields than the header (line is 1-based, header = 1).
    case wrongFieldCount(line: Int, expected: Int, found: Int)
    /// A field holds a value its column does not allow.
    case invalidValue(line: Int, column: String, value: String)
    /// Two rows name the same symbol.
    case duplicateName(line: Int, name: String)

    public var description: String {
        switch self {
        case .missingColumn(let column):
            "the direction table has no \"\(column)\" column; regenerate it with Scripts/make-symbol-direction-table"
        case .wrongFieldCount(let line, let expected, let found):
            "line \(line) of the direction table has \(found) fields, not \(expected)"
        case .invalidValue(let line, let column, let value):
            "line \(line) of the direction table has \"\(value)\" in column \(column), which does not allow it"
        case .duplicateName(let line, let name):
            "line \(line) of the direction table names \(name) a second time"
        }
    }
}
