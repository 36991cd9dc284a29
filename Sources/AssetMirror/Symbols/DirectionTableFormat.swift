/// The forms `assetmirror symbols` writes a ``DirectionTable`` in.
public enum DirectionTableFormat: String, Sendable, CaseIterable {
    /// One object: `deployment_target`, `catalog`, `symbols` and `assets` arrays of row objects.
    case json
    /// One RFC 4180 table, a `table` column saying `symbol` or `asset`.
    case csv
    /// An XML property list shaped like the JSON, without empty fields.
    case plist
    /// A Swift source file (Foundation only) with the rows and a lookup API; see
    /// ``DirectionTable/swiftSource(typeName:)``.
    case swift

    /// The usual file extension, without the dot.
    public var fileExtension: String { rawValue }
}
