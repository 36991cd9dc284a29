import Foundation
import Testing
import Yams

/// `action.yml` and the workflow in docs/ci.md agree: every input the workflow passes exists,
/// every required input is passed. Both are read by Yams, as YAML, not as text.
@Suite struct ActionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func action() throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent("action.yml"), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    /// The first ```yaml block under "## A complete workflow".
    static func workflow() throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## A complete workflow\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first)
        let yaml = try #require(block.components(separatedBy: "\n```").first)
        return try #require(try Yams.load(yaml: yaml) as? [String: Any])
    }

    @Test func actionIsACompositeActionWithItsInputs() throws {
        let action = try Self.action()
        #expect((action["runs"] as? [String: Any])?["using"] as? String == "composite")
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        #expect(
            Set(inputs.keys) == [
                "paths", "strict", "config", "sarif-file", "upload-sarif", "review-page", "review-page-file",
            ])
        #expect(inputs["review-page"]?["default"] as? String == "true")
        // With no paths, the repository root: every catalog, grouped by target, as `verify` does.
        #expect(inputs["paths"]?["required"] as? Bool == false)
        #expect(inputs["paths"]?["default"] as? String == ".")
        // Every input the steps read is declared.
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        let used = Set(
            text.components(separatedBy: "inputs.").dropFirst().map { String($0.prefix { $0.isLetter || $0 == "-" }) })
        #expect(used.isSubset(of: Set(inputs.keys)), "\(used.subtracting(inputs.keys))")
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        // The review page goes out as an artifact, from an action pinned to a major version.
        let upload = try #require(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect(upload["uses"] as? String == "actions/upload-artifact@v4")
        #expect((upload["with"] as? [String: Any])?["path"] as? String == "${{ inputs.review-page-file }}")
        let verify = try #require(steps.first { $0["id"] as? String == "verify" })
        #expect((verify["run"] as? String)?.contains("--reporter \"html:$REVIEW_PAGE_FILE\"") == true)
    }

    /// At a release tag the first step downloads the archive, and the steps that install the
    /// libraries, key the cache and restore it run only when it did not.
    @Test func aReleaseTagSkipsInstallingAndBuilding() throws {
        let steps = try #require((try Self.action()["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let release = try #require(steps.first)
        #expect(release["id"] as? String == "release")
        #expect((release["run"] as? String)?.contains("\"$GITHUB_ACTION_PATH/Scripts/download-release\"") == true)
        #expect((release["env"] as? [String: String])?["ACTION_REF"] == "${{ github.action_ref }}")
        let skipped = steps.filter {
            ($0["run"] as? String)?.contains("install-dependencies") == true || $0["id"] as? String == "key"
                || $0["id"] as? String == "cache"
        }
        #expect(skipped.count == 3)
        for step in skipped {
            #expect(step["if"] as? String == "${{ steps.release.outputs.binary == '' }}", "\(step)")
        }
        let build = try #require(steps.first { $0["id"] as? String == "build" })
        #expect((build["env"] as? [String: String])?["RELEASE_BINARY"] == "${{ steps.release.outputs.binary }}")
    }

    @Test func workflowUsesOnlyTheActionsInputsAndGivesTheRequiredOnes() throws {
        let inputs = try #require(try Self.action()["inputs"] as? [String: [String: Any]])
        let required = Set(inputs.filter { $0.value["required"] as? Bool == true }.keys)
        let jobs = try #require(try Self.workflow()["jobs"] as? [String: [String: Any]])
        var uses = 0
        for (name, job) in jobs {
            let steps = try #require(job["steps"] as? [[String: Any]], "job \(name) has no steps")
            for step in steps where step["uses"] as? String == "./" {
                uses += 1
                let given = Set((step["with"] as? [String: Any])?.keys.map { $0 } ?? [])
                #expect(given.isSubset(of: Set(inputs.keys)), "job \(name): \(given.subtracting(inputs.keys))")
                #expect(required.isSubset(of: given), "job \(name) lacks \(required.subtracting(given))")
            }
        }
        #expect(uses == 2)
        #expect(jobs["actool"]?["runs-on"] as? String == "macos-15")
    }

    /// The outputs a workflow step reads (steps.ID.outputs.NAME) are the action's.
    @Test func workflowReadsOnlyTheActionsOutputs() throws {
        let outputs = try #require(try Self.action()["outputs"] as? [String: Any])
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let read = text.components(separatedBy: "steps.assetmirror.outputs.").dropFirst()
            .map { String($0.prefix { $0.isLetter || $0 == "-" }) }
        #expect(!read.isEmpty)
        #expect(Set(read).isSubset(of: Set(outputs.keys)))
    }
}
