/// Where a finding is: a file (path as the user named it, relative to the working directory when possible), and a line and column when the finding is inside a text file (1-based).
///
/// A finding about an image has no line; one about an entry in a `Contents.json` points at the
/// entry's line. Columns count Unicode scalars (code points) from 1, as SARIF's
/// `unicodeCodePoints` column kind does; a column without a line means nothing and reporters drop it.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}
