import Foundation
import Testing

/// Commands pointed at a repository root, a project or a folder, through the built binary; and
/// the empty path refused by every command.
@Suite struct ProjectCommandTests {
    static let projects = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Projects")

    /// A workspace holding a copy of the fixture project `name` at its root, as a repository.
    static func repository(_ name: String) throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        let source = projects.appendingPathComponent(name)
        for item in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(item), to: workspace.url.appendingPathComponent(item))
        }
        return workspace
    }

    @Test func verifyInARepositoryRootChecksNamesWithinEachTarget() throws {
        let result = try Self.repository("Classic").run("verify")
        #expect(result.status == 2)
        // Logo is in App's two catalogs; AppIcon is in App's and in Widget's, which is allowed.
        #expect(
            result.stdout
                == "Shared/Shared.xcassets/Logo.colorset: error: \"Logo\" is also the name of App/Assets.xcassets/Logo.colorset in target App; asset names must be unique across all catalogs of a target, so rename one or move it into a namespace (duplicate-asset-name)\n"
        )
        #expect(
            result.stderr == """
                assetmirror: note: no target found builds this catalog, so it is checked on its own: Old/Old.xcassets
                Verified 4 catalogs of 2 targets, 6 sets: 1 error, 0 warnings.

                """)
    }

    @Test func everyReportNamesTheTarget() throws {
        let workspace = try Self.repository("Classic")
        let result = try workspace.run("verify", ".", "--reporter", "json", "--reporter", "sarif:out.sarif")
        #expect(result.status == 2)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["target"] as? String } == ["App"])
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: try workspace.contents("out.sarif")) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(
            results.map { ($0["properties"] as? [String: String]) ?? [:] } == [["asset": "Logo", "target": "App"]])
    }

    @Test func aProjectNamedGivesItsTargetsCatalogs() throws {
        let result = try Self.repository("Classic").run("inspect", "App.xcodeproj")
        #expect(result.status == 0)
        let summaries = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            summaries == [
                "App/Assets.xcassets (target App): 2 sets, 0 files, no problems",
                "Shared/Shared.xcassets (targets App, Widget): 2 sets, 0 files, no problems",
                "Widget/Widget.xcassets (target Widget): 1 set, 0 files, no problems",
            ])
    }

    @Test func inspectJSONListsEachCatalogsTargets() throws {
        let result = try Self.repository("Synchronized").run("inspect", "--format", "json")
        #expect(result.status == 0)
        let catalogs = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(
            catalogs.map { $0["path"] as? String } == [
                "App/Assets.xcassets", "App/Preview Content/Preview.xcassets", "AppTests/Fixtures.xcassets",
            ])
        #expect(catalogs.map { $0["targets"] as? [String] } == [["App"], ["AppTests"], ["AppTests"]])
    }

    @Test func aFolderWithoutCatalogsIsAUsageError() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("verify")
        #expect(result.status == 64)
        #expect(result.stderr == "assetmirror: error: no asset catalog (*.xcassets) found in .\n")
    }

    /// `""` (an unset variable) is never the current folder, for any command and any path it takes.
    @Test(arguments: [
        ["verify", ""], ["verify", "App", ""], ["verify", "--config", ""], ["inspect", ""],
        ["generate", ""], ["generate", "App/Assets.xcassets", "--output", ""],
        ["set-direction", "fixed", "", "--set", "Logo"], ["flip", "", "--in-place"],
        ["flip", "App", "--output", ""], ["audit", ""], ["audit", "App", "--config", ""],
        ["symbols", "--catalog", ""], ["symbols", "--output", ""],
    ])
    func anEmptyPathIsAUsageError(arguments: [String]) throws {
        let workspace = try Self.repository("Classic")
        let before = CatalogTree.files(workspace.url)
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("An empty path names nothing"))
        #expect(CatalogTree.files(workspace.url) == before)
    }
}
