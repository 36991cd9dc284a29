import Foundation
import Testing

@testable import AssetMirror

/// GitHub refuses a step summary over 1 MiB and a SARIF run over 25,000 results, whole: past
/// those, reports summarise rather than be refused.
@Suite struct ReportLimitTests {
    /// `count` findings, one error in ten, each with a message of `repeats` sentences.
    static func findings(_ count: Int, repeats: Int) -> [Finding] {
        (0..<count).map { index in
            Finding(
                ruleID: index % 10 == 0 ? "missing-file" : "scale-mismatch",
                severity: index % 10 == 0 ? .error : .warning,
                location: SourceLocation(file: "App/Assets.xcassets/set\(index).imageset/Contents.json", line: 4),
                message: String(repeating: "A long message about this set. ", count: repeats))
        }
    }

    @Test func aMarkdownSummaryStaysUnderGitHubsLimit() {
        let text = MarkdownReporter.report(Self.findings(3000, repeats: 10), rules: Rules.all, toolVersion: "0")
        #expect(text.utf8.count <= MarkdownReporter.maximumBytes)
        #expect(text.utf8.count < 1024 * 1024)
        #expect(text.contains("| Missing file (missing-file) | 300 | 0 |\n"))
        #expect(text.contains("| Scale mismatch (scale-mismatch) | 0 | 2700 |\n"))
        let shown = text.components(separatedBy: "\n").filter { $0.hasPrefix("| App/") }
        #expect(text.contains("This summary shows \(shown.count) of 3000 findings, errors first"))
        #expect(shown.filter { $0.contains("| error |") }.count == 300, "every error fits, before any warning")
        #expect(text.contains("Every finding is in this run's other reports"))
    }

    @Test func aSmallMarkdownSummaryHasEveryFinding() {
        let text = MarkdownReporter.report(Self.findings(100, repeats: 10), rules: Rules.all, toolVersion: "0")
        #expect(!text.contains("This summary shows"))
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("| App/") }.count == 100)
    }

    @Test func aSARIFRunHoldsAtMostTheLimitAndSaysSo() throws {
        // GitHub's limit, and a smaller one for a fast test of what happens past it.
        #expect(SARIFReporter.maximumResults == 25_000)
        let text = SARIFReporter.report(
            Self.findings(2510, repeats: 1), rules: Rules.all, toolVersion: "0", maximumResults: 2500)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2500)
        #expect(results.filter { $0["level"] as? String == "error" }.count == 251)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let message = try #require((notification["message"] as? [String: Any])?["text"] as? String)
        #expect(
            message.hasPrefix(
                "This run holds 2500 of 2510 findings, errors first: GitHub code scanning accepts at most 2500 results per run."
            ))
        #expect(message.contains("Findings per rule: missing-file 251, scale-mismatch 2259."))
    }
}
