import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct ReporterTests {
    static let cases: [(any FindingReporter.Type, ReporterFixtures.Case)] = FindingReporters.all.flatMap { reporter in
        ReporterFixtures.Case.allCases.map { (reporter, $0) }
    }

    /// Set ASSETMIRROR_REGENERATE_EXPECTED=1 to rewrite the expected files after a deliberate change.
    @Test(arguments: cases)
    func outputMatchesTheExpectedFile(reporter: any FindingReporter.Type, fixture: ReporterFixtures.Case) throws {
        try ExpectedFile.check(
            ReporterFixtures.report(reporter, fixture), at: ReporterFixtures.expectedFile(reporter, fixture))
    }

    @Test func reportersAreFoundByTheirSwiftLintNames() {
        let names = FindingReporters.all.map { $0.identifier }
        #expect(names == ["xcode", "json", "github-actions-logging", "sarif", "junit", "markdown"])
        for name in names { #expect(FindingReporters.reporter(named: name)?.identifier == name) }
        #expect(FindingReporters.reporter(named: "checkstyle") == nil)
        #expect(FindingReporters.all.allSatisfy { !$0.description.isEmpty })
    }

    @Test(arguments: ReporterFixtures.Case.allCases)
    func jsonReportParsesWithOneObjectPerFinding(fixture: ReporterFixtures.Case) throws {
        let text = ReporterFixtures.report(JSONReporter.self, fixture)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == fixture.findings.count)
        for (object, finding) in zip(objects, fixture.findings) {
            #expect(Set(object.keys) == ["rule", "severity", "file", "line", "column", "message", "asset", "target"])
            #expect(object["rule"] as? String == finding.ruleID.rawValue)
            #expect(object["file"] as? String == finding.location.file)
            #expect(object["message"] as? String == finding.message)
            #expect(object["line"] as? Int == finding.location.line)
            #expect((object["column"] is NSNull) == (finding.location.column == nil))
            #expect((object["asset"] is NSNull) == (finding.assetName == nil))
        }
    }

    @Test(arguments: ReporterFixtures.Case.allCases)
    func sarifReportParsesAndListsRulesAndResults(fixture: ReporterFixtures.Case) throws {
        let text = ReporterFixtures.report(SARIFReporter.self, fixture)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReporterFixtures.rules.map(\.id.rawValue))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == fixture.findings.count)
    }

    @Test(arguments: ReporterFixtures.Case.allCases)
    func junitReportIsWellFormedXML(fixture: ReporterFixtures.Case) throws {
        let text = ReporterFixtures.report(JUnitReporter.self, fixture)
        let document = try XMLDocument(data: Data(text.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "failures")?.stringValue == String(fixture.findings.count))
        let failures = try root.nodes(forXPath: "//failure")
        #expect(failures.count == fixture.findings.count)
        // Attribute values survive escaping, line breaks included.
        let messages = failures.compactMap { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue }
        let expected = fixture.findings.map { $0.message.replacingOccurrences(of: "\u{07}", with: "\u{FFFD}") }
        #expect(messages == expected)
    }
}

@Suite struct ReporterDetailTests {
    private func finding(file: String = "a.png", line: Int? = nil, column: Int? = nil, message: String = "m") -> Finding
    {
        Finding(
            ruleID: "missing-file", severity: .warning,
            location: SourceLocation(file: file, line: line, column: column), message: message)
    }

    @Test(
        arguments: [
            (nil, nil, "a.png: warning: m (missing-file)"),
            (3, nil, "a.png:3: warning: m (missing-file)"),
            (3, 9, "a.png:3:9: warning: m (missing-file)"),
            (nil, 9, "a.png: warning: m (missing-file)"),
        ] as [(Int?, Int?, String)])
    func xcodeLineLeavesOutWhatIsUnknown(line: Int?, column: Int?, expected: String) {
        #expect(
            XcodeReporter.report([finding(line: line, column: column)], rules: [], toolVersion: "1") == expected + "\n")
    }

    @Test func xcodeMessagesStayOnOneLine() {
        #expect(
            XcodeReporter.line(for: finding(message: "one\ntwo\r\nthree"))
                == "a.png: warning: one two three (missing-file)")
    }

    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("50%", "50%25", "50%25"),
        ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
        ("%0A", "%250A", "%250A"),
    ])
    func githubActionsEscapesAsTheToolkitDoes(text: String, data: String, property: String) {
        #expect(GitHubActionsLoggingReporter.escapeData(text) == data)
        #expect(GitHubActionsLoggingReporter.escapeProperty(text) == property)
    }

    @Test func githubActionsCommandHasOnlyTheKnownProperties() {
        let report = GitHubActionsLoggingReporter.report(
            [finding(file: "x, y.png", message: "bad: 1%"), finding(line: 2, column: 5)], rules: [], toolVersion: "1")
        #expect(
            report == """
                ::warning file=x%2C y.png,title=missing-file::bad: 1%25
                ::warning file=a.png,line=2,col=5,title=missing-file::m

                """)
    }

    @Test(arguments: [
        ("Assets.xcassets/back.png", "Assets.xcassets/back.png"),
        ("./Assets.xcassets/back.png", "Assets.xcassets/back.png"),
        ("Flèches 50%/a#b?.png", "Fl%C3%A8ches%2050%25/a%23b%3F.png"),
        ("c:d/e.png", "c%3Ad/e.png"),
        ("/Users/dev/App/x y.png", "file:///Users/dev/App/x%20y.png"),
        ("back\\slash.png", "back%5Cslash.png"),
    ])
    func sarifURIsArePercentEncodedReferences(path: String, uri: String) {
        #expect(SARIFReporter.uriReference(forPath: path) == uri)
    }

    @Test func sarifFingerprintIgnoresTheLineButNotTheMessage() {
        let base = SARIFReporter.fingerprint(finding(line: 3, message: "m"))
        #expect(SARIFReporter.fingerprint(finding(line: 40, message: "m")) == base)
        #expect(SARIFReporter.fingerprint(finding(line: 3, message: "n")) != base)
        #expect(SARIFReporter.fingerprint(finding(file: "b.png", line: 3)) != base)
        #expect(base.count == 16)
    }

    @Test func sarifNamesAreTheIdsInPascalCase() {
        #expect(SARIFReporter.pascalCaseName("missing-file") == "MissingFile")
        #expect(SARIFReporter.pascalCaseName("scale-2x-missing") == "Scale2xMissing")
    }

    @Test func junitGivesEachRuleThatRanASuiteAndSkipsIdleOptInRules() throws {
        let text = JUnitReporter.report([], rules: ReporterFixtures.rules, toolVersion: "1")
        let document = try XMLDocument(data: Data(text.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite/@name").map { $0.stringValue }
        #expect(suites == ["missing-file", "scale-mismatch"])
        #expect(document.rootElement()?.attribute(forName: "tests")?.stringValue == "2")
    }

    @Test func markdownCellsEscapePipesAndLineBreaks() {
        #expect(MarkdownReporter.escapeCell("a|b\nc\r\nd") == "a\\|b<br>c<br>d")
        #expect(MarkdownReporter.escapeCell("<b>&`x`") == "\\<b\\>\\&\\`x\\`")
    }

    @Test func markdownCountsBothSeverities() {
        var error = finding()
        error.severity = .error
        let text = MarkdownReporter.report([error, finding(), finding()], rules: [], toolVersion: "1")
        #expect(text.contains("\n1 error, 2 warnings\n"))
    }
}

@Suite struct FindingTests {
    @Test func warningsWeighLessThanErrors() {
        #expect(Severity.warning < .error)
        #expect([Severity.warning, .error, .warning].max() == .error)
    }

    @Test func ruleIDsEncodeAsBareStrings() throws {
        let data = try JSONEncoder().encode([RuleID("missing-file")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"missing-file\"]")
        #expect(try JSONDecoder().decode([RuleID].self, from: data) == ["missing-file"])
    }

    @Test(arguments: [
        ("missing-file", true), ("scale-2x", true), ("a", true), ("Missing-file", false),
        ("missing_file", false), ("missing--file", false), ("-file", false), ("file-", false), ("2x", false),
        ("", false),
    ])
    func ruleIDsMustBeKebabCase(id: String, valid: Bool) {
        #expect(RuleID(rawValue: id).isKebabCase == valid)
    }

    @Test func reportOrderIsFileLineColumnRuleThenMessage() {
        func make(_ file: String, _ line: Int?, _ column: Int?, _ rule: RuleID, _ message: String = "m") -> Finding {
            Finding(
                ruleID: rule, severity: .error, location: SourceLocation(file: file, line: line, column: column),
                message: message)
        }
        let sorted = [
            make("b", 1, 1, "x"), make("a", 2, nil, "x"), make("a", 2, 3, "x"), make("a", nil, nil, "z"),
            make("a", 2, 3, "w"), make("a", 2, 3, "w", "a"),
        ].sortedForReporting()
        #expect(
            sorted.map {
                "\($0.location.file):\($0.location.line ?? 0):\($0.location.column ?? 0):\($0.ruleID):\($0.message)"
            } == [
                "a:0:0:z:m", "a:2:0:x:m", "a:2:3:w:a", "a:2:3:w:m", "a:2:3:x:m", "b:1:1:x:m",
            ])
    }
}
