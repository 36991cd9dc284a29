import Foundation
import Testing

/// Reports list only the rules that ran, at the severity they ran with.
@Suite struct TruthfulReportCommandTests {
    /// `missing-file` switched off used to show in JUnit as a passing test suite and in SARIF's
    /// rules at its default level; a re-rated rule showed its default level too.
    @Test func aRuleSwitchedOffIsAbsentAndARerateRuleShowsItsLevel() throws {
        let workspace = try VerifyCommandTests.workspace("missing-file")
        try workspace.write(
            "missing-file/.assetmirror.yml",
            Data("rules:\n  missing-file: off\n  directional-name-fixed: error\n  unreferenced-file: warning\n".utf8))
        let result = try AssetMirrorBinary.run(
            ["verify", "missing-file/A.xcassets", "--reporter", "junit:r.xml", "--reporter", "sarif:r.sarif"],
            in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let junit = String(decoding: try workspace.contents("r.xml"), as: UTF8.self)
        #expect(!junit.contains("<testsuite name=\"missing-file\""))
        #expect(junit.contains("<testsuite name=\"directional-name-fixed\""))
        #expect(junit.contains("<testsuite name=\"unreferenced-file\""), "an opt-in rule switched on ran")
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: workspace.contents("r.sarif")) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let levels = Dictionary(
            uniqueKeysWithValues: rules.map {
                ($0["id"] as! String, ($0["defaultConfiguration"] as! [String: Any])["level"] as! String)
            })
        #expect(levels["missing-file"] == nil)
        #expect(levels["directional-name-fixed"] == "error")
        #expect(levels["unreferenced-file"] == "warning")
    }
}
