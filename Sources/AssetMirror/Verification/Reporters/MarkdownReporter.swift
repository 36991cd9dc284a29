/// A GitHub-flavoured Markdown summary, for `$GITHUB_STEP_SUMMARY` or a pull-request comment.
///
/// ```markdown
/// ## assetmirror
///
/// 1 error, 2 warnings
///
/// | File | Line | Severity | Rule | Message |
/// | --- | --- | --- | --- | --- |
/// | Assets.xcassets/back.imageset/Contents.json | 4 | error | Missing file (missing-file) | … |
/// ```
/// With no findings the table is replaced by "No problems found.". A report that would pass
/// ``maximumBytes`` gets a table of errors and warnings per rule instead, then as many findings
/// as fit, errors first, and a sentence saying how many are shown and where every one is. Cells escape every character
/// Markdown would act on (`|`, `\`, `` ` ``, `*`, `_`, `[`, `]`, `<`, `>`, `~`, `&`, `$`) with a
/// backslash, line breaks become `<br>` and other control characters visible escapes (`\\u{1B}`,
/// shown as `\u{1B}`), so a path or message shows exactly as written and drives no terminal.
public enum MarkdownReporter: FindingReporter {
    public static let identifier = "markdown"
    public static let description = "A Markdown table for $GITHUB_STEP_SUMMARY or a pull-request comment"

    /// The most bytes a report holds. GitHub refuses a step summary over 1 MiB (and shows none
    /// of it); the rest of the MiB is left to whatever else the step writes there.
    public static let maximumBytes = 768 * 1024

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        var text = "## assetmirror\n\n"
        guard !findings.isEmpty else { return text + "No problems found.\n" }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - errors - warnings
        text += "\(counted(errors, "error")), \(counted(warnings, "warning"))"
        text += notes > 0 ? ", \(counted(notes, "note"))\n\n" : "\n\n"
        let names = Dictionary(rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let rows = findings.map { row(for: $0, names: names) }
        let header = "| File | Line | Severity | Rule | Message |\n| --- | --- | --- | --- | --- |\n"
        let fullSize = text.utf8.count + header.utf8.count + rows.reduce(0) { $0 + $1.utf8.count }
        guard fullSize > maximumBytes else { return text + header + rows.joined() }

        // Too large: counts per rule, then as many rows as fit, errors first.
        text += "| Rule | Errors | Warnings |\n| --- | --- | --- |\n"
        for count in ReportLimit.countsByRule(findings) {
            let rule = names[count.rule].map { "\($0) (\(count.rule))" } ?? count.rule.rawValue
            text += "| \(escapeCell(rule)) | \(count.errors) | \(count.warnings) |\n"
        }
        var budget = maximumBytes - text.utf8.count - header.utf8.count - 1024
        var kept: [Int] = []
        for index in ReportLimit.errorsFirst(findings) {
            guard rows[index].utf8.count <= budget else { break }
            budget -= rows[index].utf8.count
            kept.append(index)
        }
        text +=
            "\nThis summary shows \(kept.count) of \(findings.count) findings, errors first: GitHub refuses a step summary over 1 MiB. \(ReportLimit.fullReportNote)\n\n"
        return text + header + kept.sorted().map { rows[$0] }.joined()
    }

    /// One table row, with its line break.
    static func row(for finding: Finding, names: [RuleID: String]) -> String {
        let rule = names[finding.ruleID].map { "\($0) (\(finding.ruleID))" } ?? finding.ruleID.rawValue
        let cells = [
            finding.location.file,
            finding.location.line.map(String.init) ?? "",
            finding.severity.rawValue,
            rule,
            finding.message,
        ]
        return "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func escapeCell(_ text: String) -> String {
        var result = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\n", "\r": result += "<br>"
            case "|", "\\", "`", "*", "_", "[", "]", "<", ">", "~", "&", "$":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case _ where OutputText.escape(scalar) != nil:
                // `\u{1B}`, its backslash escaped so that it shows.
                result += "\\" + OutputText.escape(scalar)!
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
