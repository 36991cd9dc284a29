import Foundation
import Testing

@testable import AssetMirror

/// docs/verify.md against the one list of rules (``Rules/types``): its table names every rule, in
/// order, with its name, default severity and fixing command, and a section follows for each, in the same order.
@Suite struct VerifyDocsTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/verify.md")

    @Test func theRuleTableIsTheList() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| [`") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let expected = Rules.all.map { rule in
            [
                "[`\(rule.id)`](#\(rule.id))", rule.name,
                rule.defaultSeverity.rawValue + (rule.isOptIn ? ", opt-in" : ""),
                Rules.fixCommand(of: rule.id).map { "`\($0)`" } ?? "—",
            ]
        }
        #expect(rows == expected)
    }

    @Test func eachRuleHasASectionInListOrder() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        let ids = Rules.all.map(\.id.rawValue)
        #expect(headings.filter { Set(ids).contains($0) } == ids)
    }
}
