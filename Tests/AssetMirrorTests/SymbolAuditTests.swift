import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// `audit` on the fixture sources in `TestAssets/Audit/`: what it must find, and nothing in
/// comments, other strings, or declarations.
@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct SymbolAuditTests {
    static let folder = TestAssetsFolder.url.appendingPathComponent("Audit")

    static func references(_ file: String) throws -> [SymbolReference] {
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
        return SymbolReferenceScanner.references(in: text)
    }

    @Test func objectiveCMessagesAreFound() throws {
        let found = try Self.references("Legacy.m").map { "\($0.line):\($0.column) \($0.label) \($0.name)" }
        #expect(
            found == [
                "7:47 systemImageNamed chevron.left",
                "8:47 systemImageNamed arrow.right",
                "9:66 imageWithSystemSymbolName arrow.left",
                "9:82 imageWithSystemSymbolName hand.point.left",
            ])
    }

    @Test func unterminatedCommentsAndStringsEndQuietly() {
        #expect(SymbolReferenceScanner.references(in: "[UIImage systemImageNamed:@\"x").isEmpty)
        #expect(SymbolReferenceScanner.references(in: "/* [UIImage systemImageNamed:@\"x\"]").isEmpty)
    }

    /// The whole audit, through the xcode reporter, against an expected file.
    @Test(arguments: [nil, IOSVersion(13)])
    func findingsMatchTheExpectedFile(deploymentTarget: IOSVersion?) throws {
        let root = TestAssetsFolder.url.deletingLastPathComponent()
        let result = try SymbolAudit(deploymentTarget: deploymentTarget)
            .findings(inFilesAt: [root.appendingPathComponent("TestAssets/Audit").path])
        #expect(result.failures.isEmpty)
        #expect(result.filesRead == 7)
        // Paths in findings are as given; the expected file has them relative to the repository.
        let prefix = root.path + "/"
        let findings = result.findings.map { finding -> Finding in
            var finding = finding
            finding.location.file = String(finding.location.file.dropFirst(prefix.count))
            return finding
        }
        let output = XcodeReporter.report(findings, rules: SymbolAuditRules.all, toolVersion: "0.0.0-test")
        let name = "audit" + (deploymentTarget.map { "-ios\($0.major)" } ?? "") + ".txt"
        try ExpectedFile.check(output, at: TestAssetsFolder.url.appendingPathComponent("Symbols/expected/\(name)"))
    }

    @Test func missingPathsAreRefusedBeforeReading() {
        #expect(throws: SymbolAuditError.notFound(path: "no/such/folder")) {
            try SymbolAudit().findings(inFilesAt: ["no/such/folder"])
        }
    }

    @Test func rulesAreKebabCaseAndDistinct() {
        #expect(Set(SymbolAuditRules.all.map(\.id)).count == SymbolAuditRules.all.count)
        #expect(SymbolAuditRules.all.allSatisfy { $0.id.isKebabCase })
    }
}

@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct SourceLexerDepthTests {
    /// 12,000 nested interpolations in 60 KB used to overflow the lexer's stack (SIGSEGV); the
    /// lexer now stops at its limit, and the audit says so as a finding. The Swift file is then
    /// not given to swift-syntax at all (issue 29 point 10), so the name before it is not reported.
    @Test func deepInterpolationIsAFindingNotACrash() {
        let depth = 12_000
        let source =
            "let a = Image(systemName: \"chevron.left\")\nlet s = "
            + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + "\n"
        let findings = SymbolAudit().findings(in: source, language: .swift, path: "Deep.swift")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.sourceTooDeep.id])
        #expect(findings.last?.location == SourceLocation(file: "Deep.swift", line: 2, column: 9 + 3 * 200 + 2))
    }

    /// Issue 29 point 10: 10,000 interpolations took 2.96 GB in swift-syntax and aborted; 30
    /// nested arrays took 10 s, 10,000 overflowed the stack. None reaches the parser now.
    @Test(arguments: [
        (HostileInputs.deepInterpolation(levels: 10_000), 1, 9 + 3 * 200 + 2),
        (HostileInputs.deepArrays(levels: 30), 1, 9 + 16),
        (HostileInputs.deepArrays(levels: 10_000), 1, 9 + 16),
        (
            "let v = " + String(repeating: "f(", count: 10_000) + "\"arrow.left\""
                + String(repeating: ")", count: 10_000),
            1, 9 + 2 * 200 + 1
        ),
    ])
    func deepSwiftIsNotParsed(source: String, line: Int, column: Int) {
        let findings = SymbolAudit().findings(in: source, language: .swift, path: "Deep.swift")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.sourceTooDeep.id])
        #expect(findings.first?.location == SourceLocation(file: "Deep.swift", line: line, column: column))
    }

    /// At the square-bracket limit, Swift is still parsed and audited. (Within the limits,
    /// swift-syntax's own nesting limit still applies: 256 levels in release builds, 20 in the
    /// debug builds tests run, so deeper calls are not tried here.)
    @Test func nestedArraysUpToTheLimitAreAudited() {
        let source = HostileInputs.deepArrays(levels: SourceLexer.maximumSquareDepth)
        let findings = SymbolAudit().findings(in: source, language: .swift, path: "a")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.symbolNameLiteral.id])
    }
}
