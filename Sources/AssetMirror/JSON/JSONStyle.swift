/// How a file was written: what the writer must reproduce so a changed file's diff shows only the change.
///
/// Layout is always Python's `json.dumps(obj, indent=…, separators=(",", keyValueSeparator))`,
/// which is what Xcode writes: one member or element per line, empty containers as `{}` and
/// `[]`. What varies between writers, and so is detected per file, is below.
public struct JSONStyle: Sendable, Equatable {
    /// One level of indentation, e.g. `"  "` (Xcode), `"    "` or `"\t"`.
    public var indent: String
    /// What stands between a key and its value: `" : "` (Xcode) or `": "` (most other tools).
    public var keyValueSeparator: String
    /// Every object's keys in UTF-8 byte order (Xcode since 11.4, by the dates of the files
    /// measured) rather than source order, new keys appended.
    public var sortsKeys: Bool
    /// Whether the file ends with a line ending after the value (Xcode since 11.4: yes).
    public var trailingNewline: Bool
    /// `"\n"` or `"\r\n"`.
    public var lineEnding: String
    /// Whether the file starts with a UTF-8 byte order mark, kept so that rewriting a file does
    /// not change its first line for editors that show one.
    public var byteOrderMark: Bool

    public init(
        indent: String = "  ",
        keyValueSeparator: String = " : ",
        sortsKeys: Bool = true,
        trailingNewline: Bool = true,
        lineEnding: String = "\n",
        byteOrderMark: Bool = false
    ) {
        self.indent = indent
        self.keyValueSeparator = keyValueSeparator
        self.sortsKeys = sortsKeys
        self.trailingNewline = trailingNewline
        self.lineEnding = lineEnding
        self.byteOrderMark = byteOrderMark
    }

    /// Xcode's current writer: two spaces, `" : "`, sorted keys, a trailing `"\n"`, no BOM;
    /// what Xcode itself will write the next time it saves the file.
    public static let xcode = JSONStyle()
}
