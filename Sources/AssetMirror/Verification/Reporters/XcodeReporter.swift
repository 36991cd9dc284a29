/// `path:line:col: error: message (rule-id)`, one line per finding, the form Xcode shows in its
/// issue navigator when a build-phase script or plugin prints it (and most CI log parsers read).
///
/// Without a column the column is left out (`path:line: warning: …`); without a line, so is the
/// line (`path: error: …`), which Xcode still attaches to the file. Xcode reads one line per
/// issue, so line breaks become spaces, and the line is then escaped as ``OutputText/line(_:)``
/// escapes it: other control characters (which could drive a terminal) become visible escapes
/// (`\u{1B}`), and nothing in it can start a CI workflow command. The severity word is
/// lowercase, as Xcode requires.
public enum XcodeReporter: FindingReporter {
    public static let identifier = "xcode"
    public static let description =
        "One line per finding in the format Xcode and most CI logs recognise (path:line:col: error: message)"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        findings.map { line(for: $0) + "\n" }.joined()
    }

    /// The finding's line, without a trailing newline.
    static func line(for finding: Finding) -> String {
        let line =
            "\(position(of: finding.location)): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))"
        // A break inside a message is the message's own layout: a space keeps it readable.
        var joined = ""
        var previousWasBreak = false
        for scalar in line.unicodeScalars {
            let isBreak = scalar == "\n" || scalar == "\r"
            if !isBreak {
                joined.unicodeScalars.append(scalar)
            } else if !previousWasBreak {
                joined += " "
            }
            previousWasBreak = isBreak
        }
        return OutputText.line(joined)
    }

    /// `path`, `path:line` or `path:line:col`.
    static func position(of location: SourceLocation) -> String {
        guard let line = location.line else { return location.file }
        guard let column = location.column else { return "\(location.file):\(line)" }
        return "\(location.file):\(line):\(column)"
    }
}
