/// JUnit XML for the test tabs of Jenkins, GitLab and other CI servers.
///
/// One `<testsuite>` per rule, named by its id, in the order the rules are passed (then any rule
/// that has findings but was not passed). Per rule rather than per file because the reporter
/// sees only findings, not the files that were checked: per file, a clean run would be an empty
/// report, which Jenkins rejects ("None of the test reports contained any result"), while per
/// rule every rule that ran shows up as a passing test. So:
/// - a rule with findings has one `<testcase>` per finding, named by its location
///   (`path:line:col`, then ` (target NAME)` for a finding that depends on its target), with
///   `classname` `assetmirror.<rule-id>`;
/// - a rule without findings has one passing test case, `no findings`, unless it is opt-in
///   (opt-in rules did not run unless they have findings). Pass only the rules that ran if some
///   were turned off in the config, or they show as passed.
///
/// Warnings are failures too, with `type="warning"`: GitLab and Jenkins know only passed,
/// failed, errored and skipped, and a skipped test hides the warning. `<error>` is left for its
/// JUnit meaning, a test that could not run. Whether CI fails is up to the exit status, not this
/// report (Jenkins marks a build with failed tests unstable, not failed).
public enum JUnitReporter: FindingReporter {
    public static let identifier = "junit"
    public static let description = "JUnit XML, one test suite per rule, for Jenkins and GitLab test reports"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        var suites: [(id: RuleID, findings: [Finding])] = []
        var seen: Set<RuleID> = []
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        for rule in rules where seen.insert(rule.id).inserted {
            let found = byRule[rule.id] ?? []
            if !found.isEmpty || !rule.isOptIn { suites.append((rule.id, found)) }
        }
        for finding in findings where seen.insert(finding.ruleID).inserted {
            suites.append((finding.ruleID, byRule[finding.ruleID]!))
        }

        let testCount = suites.reduce(0) { $0 + max($1.findings.count, 1) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"assetmirror\" tests=\"\(testCount)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        for suite in suites {
            let name = escape(suite.id.rawValue)
            let tests = max(suite.findings.count, 1)
            xml +=
                "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(suite.findings.count)\" errors=\"0\" skipped=\"0\">\n"
            if suite.findings.isEmpty {
                xml += "    <testcase classname=\"assetmirror.\(name)\" name=\"no findings\"/>\n"
            }
            for finding in suite.findings {
                let caseName =
                    XcodeReporter.position(of: finding.location) + (finding.target.map { " (target \($0))" } ?? "")
                xml += "    <testcase classname=\"assetmirror.\(name)\" name=\"\(escape(caseName))\">\n"
                xml += "      <failure message=\"\(escape(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                xml += escape(XcodeReporter.line(for: finding), inAttribute: false)
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// XML 1.0 text: the five predefined entities; in attributes, tab and line breaks as character
    /// references so attribute-value normalisation keeps them; characters XML 1.0 forbids
    /// (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) as U+FFFD; the other scalars
    /// ``OutputText/escape(_:)`` escapes (C1, U+2028, bidirectional controls) as character
    /// references, and the `[` of `##[` too, so that the file is safe to print in a CI log.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var result = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: result += "&#91;"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            case _ where OutputText.escape(scalar) != nil:
                result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
