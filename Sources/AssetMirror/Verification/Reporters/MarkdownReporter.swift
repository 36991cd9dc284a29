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
/// With no findings the table is replaced by "No problems found.". Cells escape every character
/// Markdown would act on (`|`, `\`, `` ` ``, `*`, `_`, `[`, `]`, `<`, `>`, `~`, `&`, `$`) with a
/// backslash, and line breaks become `<br>`, so a path or message shows exactly as written.
public enum MarkdownReporter: FindingReporter {
    public static let identifier = "markdown"
    public static let description = "A Markdown table for $GITHUB_STEP_SUMMARY or a pull-request comment"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        var text = "## assetmirror\n\n"
        guard !findings.isEmpty else { return text + "No problems found.\n" }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - errors - warnings
        text += "\(counted(errors, "error")), \(counted(warnings, "warning"))"
        text += notes > 0 ? ", \(counted(notes, "note"))\n\n" : "\n\n"
        text += "| File | Line | Severity | Rule | Message |\n"
        text += "| --- | --- | --- | --- | --- |\n"
        let names = Dictionary(rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for finding in findings {
            let rule = names[finding.ruleID].map { "\($0) (\(finding.ruleID))" } ?? finding.ruleID.rawValue
            let cells = [
                finding.location.file,
                finding.location.line.map(String.init) ?? "",
                finding.severity.rawValue,
                rule,
                finding.message,
            ]
            text += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
        }
        return text
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
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
