/// What auditing files found: the findings, and the files that could not be read (the others
/// were still audited).
public struct SymbolAuditResult: Sendable, Equatable {
    /// Sorted for reporting.
    public var findings: [Finding]
    public var failures: [FileIOError]
    /// How many source files were read.
    public var filesRead: Int

    public init(findings: [Finding], failures: [FileIOError], filesRead: Int) {
        self.findings = findings
        self.failures = failures
        self.filesRead = filesRead
    }
}
