/// What ``Verifier/verify(_:configurations:)`` found: findings, and files it could not read.
public struct VerificationResult: Sendable, Equatable {
    /// In report order (``Swift/Array/sortedForReporting()``).
    public var findings: [Finding]
    /// Files that could not be read: the run is incomplete, whatever the findings say.
    public var failures: [VerificationFailure]
    /// Sets a rule looked at and did not report, on purpose, sorted by path: the review page
    /// shows them as such.
    public var leftAlone: [LeftAloneSet]

    public init(findings: [Finding], failures: [VerificationFailure], leftAlone: [LeftAloneSet] = []) {
        self.findings = findings
        self.failures = failures
        self.leftAlone = leftAlone
    }

    /// The worst severity among the findings, or nil when there are none.
    public var worstSeverity: Severity? { findings.map(\.severity).max() }
}
