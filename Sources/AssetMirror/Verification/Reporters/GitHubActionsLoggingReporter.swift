/// GitHub Actions workflow commands, `::error file=F,line=L,col=C,title=RULE::MESSAGE` (or
/// `::warning …`, `::notice …` for a note), which the runner turns into annotations on the pull request's files.
///
/// `line` and `col` are left out when unknown. Values are escaped as actions/toolkit's
/// `escapeProperty` and `escapeData` do, so a `%`, `:`, `,` or line break in a path or message
/// cannot end a property or the command early, and other control characters visibly. GitHub shows at most 10 error and 10 warning
/// annotations per step, so pair this reporter with a full one (`xcode`, `markdown`).
public enum GitHubActionsLoggingReporter: FindingReporter {
    public static let identifier = "github-actions-logging"
    public static let description = "GitHub Actions workflow commands (::error file=…::message) that become annotations"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        findings.map { finding in
            var properties = ["file=" + escapeProperty(finding.location.file)]
            if let line = finding.location.line {
                properties.append("line=\(line)")
                if let column = finding.location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + escapeProperty(finding.ruleID.rawValue))
            let level = finding.severity == .note ? "notice" : finding.severity.rawValue
            let command = "::\(level) \(properties.joined(separator: ","))::"
            return command + escapeData(finding.message) + "\n"
        }.joined()
    }

    /// actions/toolkit `escapeData`: `%`, CR and LF, percent-encoded; then every other control
    /// character, and `##[`, escaped as ``OutputText/value(_:)`` does, so that no escape sequence
    /// reaches the log and no legacy `##[command]` runs.
    static func escapeData(_ text: String) -> String {
        OutputText.value(
            text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A"))
    }

    /// actions/toolkit `escapeProperty`: `escapeData`, then `:` and `,` as well.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
