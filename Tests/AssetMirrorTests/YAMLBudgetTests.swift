import Foundation
import Testing

@testable import AssetMirror

/// Aliases are counted on the YAML parser's events, so no quoting or flow style hides them, and
/// `project.yml` is held to a budget as `.assetmirror.yml` is.
@Suite struct YAMLBudgetTests {
    /// Ten lists of ten aliases of the list before, after `prefix`: 80 aliases, each level ten
    /// times the last (the third level took 15 s before it was refused), written `separator`
    /// style: `[*a, *a]` or `{"k0":*a,"k1":*a}`.
    static func bomb(prefix: String, flow: Bool = false) -> String {
        var yaml = prefix + "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            let items = (0..<10).map { flow ? "\"k\($0)\":*\(previous)" : "*\(previous)" }
            yaml += "\(name): &\(name) " + (flow ? "{" : "[") + items.joined(separator: ",") + (flow ? "}" : "]") + "\n"
        }
        return yaml + "? *i\n: 1\n"
    }

    /// The forms the text counter missed: an escaped backslash before a closing quote, a single
    /// quote after a backslash (no escape in single quotes), an alias right after `:` in flow.
    static let hiddenForms = [
        bomb(prefix: "s: \"q\\\\\"\n"), bomb(prefix: "s: 'q\\'\n"), bomb(prefix: "", flow: true),
    ]

    @Test(arguments: hiddenForms)
    func configurationAliasesAreCountedWhateverTheirForm(yaml: String) {
        do {
            _ = try Configuration(yaml: yaml, file: nil, path: ".assetmirror.yml", knownRules: [])
            Issue.record("read")
        } catch {
            guard case .tooComplex(let location, let problem) = error else {
                Issue.record("expected tooComplex, got \(error)")
                return
            }
            #expect(problem.hasPrefix("more than 10 YAML aliases"), "\(problem)")
            #expect(location.line == (yaml.hasPrefix("s:") ? 4 : 3))
        }
    }

    @Test(arguments: hiddenForms)
    func aProjectYAMLBombIsRefusedNamingTheFile(yaml: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("project.yml", Array(("targets: {}\n" + yaml).utf8))
        do {
            _ = try XcodeGenProjectReader.targets(of: canonicalPath(file.path), shown: "project.yml")
            Issue.record("read")
        } catch {
            guard case .malformed(let path, .xcodeGen, let reason) = error else {
                Issue.record("expected malformed, got \(error)")
                return
            }
            #expect(path == "project.yml")
            #expect(reason.contains("too costly to read"), "\(reason)")
            #expect(reason.contains("expanded"), "\(reason)")
        }
    }

    /// A spec may use aliases as people write them: many small ones.
    @Test func aSpecWithManySmallAliasesIsRead() throws {
        let folder = try TemporaryFolder()
        var yaml = "settings: &common {SWIFT_VERSION: \"6.0\"}\ntargets:\n"
        for index in 0..<200 { yaml += "  T\(index):\n    settings: *common\n    sources: [S\(index)]\n" }
        let file = try folder.write("project.yml", Array(yaml.utf8))
        let targets = try XcodeGenProjectReader.targets(of: canonicalPath(file.path), shown: "project.yml")
        #expect(targets.count == 200)
    }

    /// Lists nested past the depth bound would recurse once per level in the composer (the
    /// parser itself stops at 1,000).
    @Test func deepNestingIsRefusedBeforeComposing() {
        let yaml = String(repeating: "[", count: 900) + String(repeating: "]", count: 900)
        #expect(throws: YAMLBudget.Exceeded.self) { try XcodeGenProjectReader.budget.check(yaml) }
        let budget = XcodeGenProjectReader.budget
        let shallow = String(repeating: "[", count: budget.maximumDepth) + String(repeating: "]", count: budget.maximumDepth)
        #expect(throws: Never.self) { try budget.check(shallow) }
    }

    /// An alias's expanded size is what its anchor holds, counted when the alias is met.
    @Test func expandedNodesCountEachAliasAsItsAnchor() throws {
        let budget = YAMLBudget(maximumBytes: 1_000, maximumAliases: 10, maximumDepth: 8, maximumExpandedNodes: 1_000)
        // Mapping a: 1 + (key a + list: 1 + 3) ; key b + list(1 + 2 × 4).
        #expect(try budget.check("a: &x [1, 2, 3]\nb: [*x, *x]\n") == 1 + 1 + 4 + 1 + 1 + 2 * 4)
    }
}
