/// A reporter: a pure function from findings to text. `rules` gives metadata (SARIF rule list, markdown titles).
///
/// Output is UTF-8 text, deterministic for the same input, and ends with a newline unless it is
/// empty. Findings appear in the order given (see ``Swift/Array/sortedForReporting()``); a
/// reporter never re-sorts them unless its documentation says so.
public protocol FindingReporter: Sendable {
    /// The name users pass to `--reporter`, spelled as SwiftLint spells it: "xcode", "json",
    /// "github-actions-logging", "sarif", "junit", "markdown".
    static var identifier: String { get }
    /// One line for `--help`: what the output is and where it goes.
    static var description: String { get }
    /// The report for `findings`. `rules` are the rules to describe (every known rule, for SARIF);
    /// a finding whose rule is not among them is still reported, without metadata.
    static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String
}

/// The reporters assetmirror ships, in the order `--help` lists them.
public enum FindingReporters {
    public static let all: [any FindingReporter.Type] = [
        XcodeReporter.self,
        JSONReporter.self,
        GitHubActionsLoggingReporter.self,
        SARIFReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
    ]

    /// The reporter whose ``FindingReporter/identifier`` is `named`, or nil.
    public static func reporter(named: String) -> (any FindingReporter.Type)? {
        all.first { $0.identifier == named }
    }
}
