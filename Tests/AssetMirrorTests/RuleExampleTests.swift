import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// Every rule's examples (``VerifyRule/examples``), written to a folder and verified: a
/// triggering example gives exactly its number of the rule's findings, a non-triggering one none.
@Suite struct RuleExampleTests {
    static let caseSensitive: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        try? FileManager.default.createDirectory(at: folder.url("a"), withIntermediateDirectories: false)
        return !FileManager.default.fileExists(atPath: folder.url("A").path)
    }()

    @Test(arguments: Rules.all.map(\.id.rawValue))
    func examplesGiveTheirFindings(id: String) throws {
        let examples = Rules.examples(of: RuleID(rawValue: id))
        #expect(examples.contains { $0.findings > 0 }, "\(id) has no triggering example")
        #expect(examples.contains { $0.findings == 0 }, "\(id) has no example it must leave alone")
        for example in examples where !example.needsCaseSensitiveFileSystem || Self.caseSensitive {
            let findings = try Self.findings(of: example).filter { $0.ruleID.rawValue == id }
            #expect(
                findings.count == example.findings,
                "\(id), \(example.title): \(findings.count) findings, not \(example.findings): \(findings.map(\.message))"
            )
        }
    }

    /// The one example that needs two folders whose names differ only in case.
    @Test(.enabled(if: caseSensitive, "the file system folds case, so two such folders cannot be written"))
    func caseOnlyExamplesRunOnACaseSensitiveFileSystem() throws {
        let examples = Rules.all.flatMap { Rules.examples(of: $0.id) }.filter { $0.needsCaseSensitiveFileSystem }
        #expect(!examples.isEmpty)
        for example in examples {
            #expect(try Self.findings(of: example).contains { $0.ruleID == NamesDifferOnlyInCaseRule.rule.id })
        }
    }

    @Test func everyRuleIsListedOnceInTheOneList() {
        let ids = Rules.types.map { $0.rule.id }
        #expect(Set(ids).count == ids.count)
        #expect(Rules.all.map(\.id) == ids)
    }

    /// The example's findings, every rule's, verified as `verify` in its folder would.
    static func findings(of example: RuleExample) throws -> [Finding] {
        let folder = try TemporaryFolder()
        try RuleExampleFolder.write(example, to: folder.url)
        return try VerifyFixtures.verify(folder: folder.url).findings
    }
}
