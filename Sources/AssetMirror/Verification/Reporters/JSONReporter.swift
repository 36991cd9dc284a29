/// A JSON array with one object per finding, for scripts and Danger.
///
/// `target` names the target for findings that depend on it (`duplicate-asset-name`).
/// The shape is stable; keys always appear, in this order, with `null` for what is absent:
/// ```json
/// [
///   {
///     "rule": "missing-file",
///     "severity": "error",
///     "file": "Assets.xcassets/back.imageset/Contents.json",
///     "line": 4,
///     "column": 7,
///     "message": "back@2x.png is listed but not in the folder.",
///     "asset": "back",
///     "target": null
///   }
/// ]
/// ```
/// Pretty-printed with two-space indents and a trailing newline; no findings give `[]`.
public enum JSONReporter: FindingReporter {
    public static let identifier = "json"
    public static let description =
        "A JSON array of findings (rule, severity, file, line, column, message, asset, target)"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        JSONValue.array(
            findings.map { finding in
                .object([
                    ("rule", .string(finding.ruleID.rawValue)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("file", .string(finding.location.file)),
                    ("line", .int(finding.location.line)),
                    ("column", .int(finding.location.column)),
                    ("message", .string(finding.message)),
                    ("asset", .string(finding.assetName)),
                    ("target", .string(finding.target)),
                ])
            }
        ).renderedAsReport()
    }
}
