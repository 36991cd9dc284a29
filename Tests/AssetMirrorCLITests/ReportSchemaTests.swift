import Foundation
import Testing

/// SARIF and JUnit reports checked against their published schemas (`TestAssets/Schemas/`) by
/// validators that share nothing with assetmirror: Python's `jsonschema` and libxml2's `xmllint`.
///
/// The reporters' other tests compare their output with expected files the reporters wrote;
/// these check that those files, and reports the built tool writes now over every verify
/// fixture, are what SARIF consumers (GitHub code scanning) and JUnit readers accept.
@Suite struct ReportSchemaTests {
    static let schemas = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Schemas")
    static let validateSARIF = TestAssets.repositoryRoot.appendingPathComponent("Tests/IndependentChecks/validate-sarif")

    /// The committed expected reports of a format, relative to the repository root.
    static func expectedReports(withExtension suffix: String) throws -> [String] {
        let root = TestAssets.repositoryRoot.path
        let reporters = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Reporters/expected")
        let files = try #require(FileManager.default.enumerator(atPath: reporters.path)?.allObjects as? [String])
        return files.filter { $0.hasSuffix(suffix) }.sorted().map {
            String(reporters.appendingPathComponent($0).path.dropFirst(root.count + 1))
        }
    }

    /// `verify` over every fixture catalog at once, with a SARIF and a JUnit report; their paths.
    static func reportsOfEveryFixture() throws -> (workspace: Workspace, sarif: URL, junit: URL) {
        let names = try FileManager.default.contentsOfDirectory(atPath: VerifyCommandTests.fixtures.path).sorted()
        let workspace = try Workspace(withIcons: false)
        for name in names {
            try FileManager.default.copyItem(
                at: VerifyCommandTests.fixtures.appendingPathComponent(name),
                to: workspace.url.appendingPathComponent(name))
        }
        let result = try workspace.run("verify", ".", "--reporter", "sarif:r.sarif", "--reporter", "junit:r.xml")
        #expect(result.status == 2, "the fixtures hold errors: \(result.stderr)")
        return (workspace, workspace.url.appendingPathComponent("r.sarif"), workspace.url.appendingPathComponent("r.xml"))
    }

    static func sarifProblems(_ files: [String], in folder: URL? = nil) throws -> AssetMirrorBinary.Result {
        let schema = schemas.appendingPathComponent("sarif-schema-2.1.0.json").path
        return try ExternalCommand.run(
            ["python3", validateSARIF.path, schema] + files, in: folder ?? TestAssets.repositoryRoot)
    }

    static func junitProblems(_ files: [String], in folder: URL? = nil) throws -> AssetMirrorBinary.Result {
        let schema = schemas.appendingPathComponent("junit-10.xsd").path
        return try ExternalCommand.run(
            ["xmllint", "--noout", "--schema", schema] + files, in: folder ?? TestAssets.repositoryRoot)
    }

    @Test func theExpectedSARIFReportsAreValidSARIF210() throws {
        let files = try Self.expectedReports(withExtension: ".sarif")
        #expect(files.count == 3)
        let result = try Self.sarifProblems(files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "valid: 3 files\n")
    }

    @Test func theExpectedJUnitReportsAreValidJUnit() throws {
        let files = try Self.expectedReports(withExtension: ".xml")
        #expect(files.count == 3)
        let result = try Self.junitProblems(files)
        #expect(result.status == 0, "\(result.stderr)")
        for file in files { #expect(result.stderr.contains("\(file) validates")) }
    }

    @Test func reportsOverEveryFixtureAreValid() throws {
        let (workspace, sarif, junit) = try Self.reportsOfEveryFixture()
        let sarifResult = try Self.sarifProblems([sarif.path], in: workspace.url)
        #expect(sarifResult.status == 0, "\(sarifResult.stdout)\(sarifResult.stderr)")
        let junitResult = try Self.junitProblems([junit.path], in: workspace.url)
        #expect(junitResult.status == 0, "\(junitResult.stderr)")
        // Not vacuous: the reports hold results.
        let text = String(decoding: try Data(contentsOf: sarif), as: UTF8.self)
        #expect(text.contains("\"ruleId\": \"missing-file\""))
        #expect(String(decoding: try Data(contentsOf: junit), as: UTF8.self).contains("<failure "))
    }

    /// The controls: each validator refuses a report with one value its schema forbids, so the
    /// checks above can fail.
    @Test func theValidatorsRefuseAReportTheSchemaForbids() throws {
        let workspace = try Workspace(withIcons: false)
        let sarif = String(
            decoding: try Data(
                contentsOf: TestAssets.repositoryRoot.appendingPathComponent(
                    "TestAssets/Reporters/expected/sarif.sarif")), as: UTF8.self)
        let badLevel = sarif.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        #expect(badLevel != sarif)
        try workspace.write("bad.sarif", Data(badLevel.utf8))
        let sarifResult = try Self.sarifProblems(["bad.sarif"], in: workspace.url)
        #expect(sarifResult.status == 1)
        #expect(sarifResult.stdout.contains("'fatal' is not one of"), "\(sarifResult.stdout)")

        let junit = String(
            decoding: try Data(
                contentsOf: TestAssets.repositoryRoot.appendingPathComponent(
                    "TestAssets/Reporters/expected/junit.xml")), as: UTF8.self)
        let noName = junit.replacingOccurrences(of: "<testsuite name=\"missing-file\"", with: "<testsuite")
        #expect(noName != junit)
        try workspace.write("bad.xml", Data(noName.utf8))
        let junitResult = try Self.junitProblems(["bad.xml"], in: workspace.url)
        #expect(junitResult.status != 0)
        #expect(junitResult.stderr.contains("bad.xml fails to validate"), "\(junitResult.stderr)")
    }
}
