/// An SF Symbol name written as a string literal where a system image is asked for:
/// `Image(systemName: "chevron.left")`, `[UIImage systemImageNamed:@"chevron.left"]`.
public struct SymbolReference: Sendable, Hashable {
    public var name: String
    /// The argument label or selector piece it follows: `systemName`, `systemImage`,
    /// `systemSymbolName`, `systemImageNamed`, …
    public var label: String
    /// 1-based line and column (Unicode scalars) of the literal's first character.
    public var line: Int
    public var column: Int

    public init(name: String, label: String, line: Int, column: Int) {
        self.name = name
        self.label = label
        self.line = line
        self.column = column
    }
}
