/// A rewrite that resolves a finding: replace one span of the finding's file with new text.
///
/// Lines and columns are 1-based, columns in Unicode scalars; the end is exclusive (the first
/// character not replaced), as SARIF's `deletedRegion` has it. The UTF-8 offsets are what a
/// fixer applies; `original` is the text the span held when the finding was made, so a file
/// edited since is left alone rather than rewritten in the wrong place.
public struct FindingFix: Sendable, Hashable, Codable {
    /// One sentence: "Replace with chevron.backward."
    public var description: String
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
    public var startOffset: Int
    public var endOffset: Int
    public var original: String
    public var replacement: String

    public init(
        description: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, startOffset: Int,
        endOffset: Int, original: String, replacement: String
    ) {
        self.description = description
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.original = original
        self.replacement = replacement
    }
}
