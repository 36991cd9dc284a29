/// What auditing files found: the findings, and the files that could not be read (the others
/// were still audited).
public struct SymbolAuditResult: Sendable, Equatable {
    /// Sorted for reporting.
    public var findings: [Finding]
    public var failures: [FileIOError]
    /// How many source files were read.
    public var filesRead: Int
    /// The folders holding the source files found, each once, in byte order: where `audit --fix`
    /// writes, and looks for the temporary files a killed run left.
    public var sourceFolders: [String]

    public init(findings: [Finding], failures: [FileIOError], filesRead: Int, sourceFolders: [String] = []) {
        self.findings = findings
        self.failures = failures
        self.filesRead = filesRead
        self.sourceFolders = sourceFolders
    }
}
