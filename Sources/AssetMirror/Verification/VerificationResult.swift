/// What ``Verifier/verify(_:configurations:)`` found: findings, and files it could not read.
public struct VerificationResult: Sendable, Equatable {
    /// In report order (``Swift/Array/sortedForReporting()``).
    public var findings: [Finding]
    /// Files that could not be read: the run is incomplete, whatever the findings say.
    public var failures: [VerificationFailure]

    public init(findings: [Finding], failures: [VerificationFailure]) {
        self.findings = findings
        self.failures = failures
    }

    /// The worst severity among the findings, or nil when there are none.
    public var worstSeverity: Severity? { findings.map(\.severity).max() }
}
