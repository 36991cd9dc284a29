import Foundation
import Testing

@testable import AssetMirror

/// `audit` on the fixture sources in `TestAssets/Audit/`: what it must find, and nothing in
/// comments, other strings, or declarations.
@Suite struct SymbolAuditTests {
    static let folder = TestAssetsFolder.url.appendingPathComponent("Audit")

    static func references(_ file: String) throws -> [SymbolReference] {
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
        return SymbolReferenceScanner.references(
            in: text, language: SourceLanguage(fileExtension: (file as NSString).pathExtension)!)
    }

    @Test func swiftCallsAreFoundAtTheLiteralAndNothingElse() throws {
        let found = try Self.references("Views.swift").map { "\($0.line):\($0.column) \($0.label) \($0.name)" }
        #expect(
            found == [
                "10:31 systemName chevron.left",
                "11:41 systemImage arrowshape.turn.up.left",
                "12:41 systemImage arrow.right",
                "13:40 systemName sidebar.left",
                "13:57 systemName chevron.right",
                "14:31 systemName chevron.backward",
                "15:31 systemName car.top.radiowaves.rear.left",
                "16:31 systemName text.alignleft",
                "17:31 systemName righttriangle",
                "23:39 systemName delete.left",
                "25:31 systemName arrow.uturn.left",
            ])
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

    @Test func appKitAndUIKitInitialisersAreFound() throws {
        let found = try Self.references("AppKit.swift").map(\.name)
        #expect(found == ["arrow.left", "arrow.left", "arrow.backward"])
    }

    @Test func lexerKeepsColumnsInUnicodeScalarsAndLinesAcrossCRLF() {
        let source = "let é = 1\r\n/* a */ Image(systemName: \"chevron.left\")\rImage(systemName: \"a\\u{2E}b\")"
        let found = SymbolReferenceScanner.references(in: source, language: .swift)
        #expect(found.map { "\($0.line):\($0.column) \($0.name)" } == ["2:27 chevron.left", "3:19 a.b"])
    }

    @Test func interpolatedAndMultiLineLiteralsAreNotNames() {
        let source = #"""
            Image(systemName: "chevron.\(side)")
            Image(systemName: """
                chevron.left
                """)
            Image(systemName: ##"arrow.left"##)
            """#
        let found = SymbolReferenceScanner.references(in: source, language: .swift)
        #expect(found.map(\.name) == ["arrow.left"])
    }

    @Test func unterminatedCommentsAndStringsEndQuietly() {
        #expect(SymbolReferenceScanner.references(in: "Image(systemName: \"chevron.left", language: .swift).isEmpty)
        #expect(
            SymbolReferenceScanner.references(in: "/* Image(systemName: \"chevron.left\")", language: .swift).isEmpty)
        #expect(SymbolReferenceScanner.references(in: "[UIImage systemImageNamed:@\"x", language: .objectiveC).isEmpty)
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
        let file = TestAssetsFolder.url.appendingPathComponent("Symbols/expected/\(name)")
        if ReporterFixtures.regenerating {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            return
        }
        let expected = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(
            output == expected,
            "differs from TestAssets/Symbols/expected/\(name); if deliberate, rerun with ASSETMIRROR_REGENERATE_EXPECTED=1 and review the diff"
        )
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

@Suite struct SourceLexerDepthTests {
    /// 12,000 nested interpolations in 60 KB used to overflow the lexer's stack (SIGSEGV); the
    /// lexer now stops at its limit, and the audit says so as a finding.
    @Test func deepInterpolationIsAFindingNotACrash() {
        let depth = 12_000
        let source =
            "let a = Image(systemName: \"chevron.left\")\nlet s = "
            + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + "\n"
        let findings = SymbolAudit().findings(in: source, language: .swift, path: "Deep.swift")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.physicalSymbolName.id, SymbolAuditRules.sourceTooDeep.id])
        #expect(findings.last?.location == SourceLocation(file: "Deep.swift", line: 2, column: 9 + 3 * 200 + 2))
    }
}
