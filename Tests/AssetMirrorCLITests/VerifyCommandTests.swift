import Foundation
import Testing

/// `assetmirror verify` through the built binary: reports, files, exit statuses.
@Suite struct VerifyCommandTests {
    static let fixtures = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Verify")

    /// A workspace holding copies of the fixture cases named, each in a folder of its name.
    static func workspace(_ cases: String...) throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        for name in cases {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: workspace.url.appendingPathComponent(name))
        }
        return workspace
    }

    @Test func aCleanCatalogExits0AndPrintsNothingOnStdout() throws {
        let result = try Self.workspace("clean").run("verify", "clean/A.xcassets")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "Verified 1 catalog, 6 sets: 0 errors, 0 warnings.\n")
    }

    @Test func errorsExit2WithXcodeLinesOnStdout() throws {
        let result = try Self.workspace("missing-file").run("verify", "missing-file/A.xcassets", "--quiet")
        #expect(result.status == 2)
        #expect(
            result.stdout == """
                missing-file/A.xcassets/icon.imageset/Contents.json:9:20: error: "icon@2x.png" (universal 2x) is named in Contents.json but is not in the folder; add the file or clear the slot (missing-file)
                missing-file/A.xcassets/logo.imageset/Contents.json:4:20: error: "Logo.PNG" (universal any scale) is named in Contents.json, but the folder has it only as "logo.png": Xcode on a case-insensitive Mac disk finds it, a case-sensitive file system does not; rename the file or the entry so that the cases match (missing-file)

                """)
        #expect(result.stderr == "")
    }

    @Test func warningsFailOnlyUnderStrict() throws {
        let workspace = try Self.workspace("scale-mismatch")
        #expect(try workspace.run("verify", "scale-mismatch/A.xcassets").status == 0)
        #expect(try workspace.run("verify", "scale-mismatch/A.xcassets", "--strict").status == 2)
    }

    @Test func theNearestConfigurationApplies() throws {
        // The case's .assetmirror.yml excludes A.xcassets/Legacy/**, which holds a file no entry names.
        let workspace = try Self.workspace("unreferenced-file")
        let result = try workspace.run("verify", "unreferenced-file/A.xcassets")
        #expect(result.status == 0, "a warning, without --strict")
        #expect(result.stdout.contains("icon-old.png: warning:"))
        #expect(!result.stdout.contains("unused.png"))
        let overridden = try workspace.run("verify", "unreferenced-file/A.xcassets", "--config", "none.yml")
        #expect(overridden.status == 64)
        #expect(overridden.stderr == "assetmirror: error: cannot read none.yml (No such file or directory)\n")
        try workspace.write("empty.yml", Data())
        let unconfigured = try workspace.run("verify", "unreferenced-file/A.xcassets", "--config", "empty.yml")
        #expect(unconfigured.stdout.contains("unused.png: warning:"), "on by default, as actool's warning is")
    }

    @Test func aBrokenConfigurationExits64NamingItsLine() throws {
        let workspace = try Self.workspace("clean")
        try workspace.write("clean/.assetmirror.yml", Data("rules:\n  mising-file: off\n".utf8))
        let result = try workspace.run("verify", "clean/A.xcassets")
        #expect(result.status == 64)
        // Named as the catalog was, relative to where verify runs.
        #expect(
            result.stderr
                == "assetmirror: error: clean/.assetmirror.yml:2:3: no rule is called \"mising-file\"; did you mean \"missing-file\"?\n"
        )
        #expect(result.stdout == "")
    }

    /// A mistyped path is a usage error, as in every command: nothing is verified.
    @Test func aMissingCatalogIsAUsageError() throws {
        let workspace = try Self.workspace("missing-file")
        let some = try workspace.run("verify", "Gone.xcassets", "missing-file/A.xcassets")
        #expect(some.status == 64)
        #expect(some.stderr == "assetmirror: error: no such file or folder: Gone.xcassets\n")
        #expect(some.stdout == "")
        let none = try workspace.run("verify", "Gone.xcassets")
        #expect(none.status == 64)
        #expect(none.stdout == "")
    }

    /// A file that cannot be read fails the run (exit 1, over the findings' 2), is named on
    /// stderr, and the rest of the catalog is still verified and reported.
    @Test func aFileThatCannotBeReadExits1AndTheFindingsAreStillReported() throws {
        let workspace = try Self.workspace("missing-file")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("missing-file/A.xcassets/broken.imageset/Contents.json"),
            withIntermediateDirectories: true)
        let result = try workspace.run("verify", "missing-file/A.xcassets", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "assetmirror: error: not a regular file: missing-file/A.xcassets/broken.imageset/Contents.json is a folder\n"
        )
        #expect(result.stdout.hasSuffix("(missing-file)\n"))
    }

    @Test func severalReportersEachToItsDestinationAndMarkdownIsAppended() throws {
        let workspace = try Self.workspace("format-mismatch")
        try workspace.write("summary.md", Data("# Earlier step\n".utf8))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: false)
        let arguments = [
            "verify", "format-mismatch/A.xcassets", "--reporter", "json:out/am.json", "--reporter",
            "sarif:out/am.sarif",
            "--reporter", "markdown:summary.md", "--reporter", "github-actions-logging:-",
        ]
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 2)
        let json = try #require(
            try JSONSerialization.jsonObject(with: workspace.contents("out/am.json")) as? [[String: Any]])
        #expect(json.count == 2)
        #expect(
            result.stdout.contains(
                "::error file=format-mismatch/A.xcassets/icon.imageset/icon.png,title=format-mismatch::"))
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: workspace.contents("out/am.sarif")) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        // The tool's own version, not the whole of `--version` with the libraries.
        let driver =
            ((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == "0.1.0")
        _ = try AssetMirrorBinary.run(arguments, in: workspace.url)
        let markdown = String(decoding: try workspace.contents("summary.md"), as: UTF8.self)
        #expect(markdown.hasPrefix("# Earlier step\n## assetmirror\n"))
        #expect(markdown.components(separatedBy: "## assetmirror").count == 3)
    }

    @Test(arguments: [
        ["verify"],
        ["verify", "A.xcassets", "--reporter", "checkstyle"],
        ["verify", "A.xcassets", "--reporter", "sarif:"],
        ["verify", "A.xcassets", "--reporter", "sarif:x", "--reporter", "json:x"],
        ["verify", "A.xcassets", "--jobs", "0"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let workspace = try Self.workspace()
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
    }

    @Test func listRulesShowsEveryRuleWithItsSeverity() throws {
        let workspace = try Self.workspace()
        let result = try AssetMirrorBinary.run(["verify", "--list-rules"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("unreferenced-file          warning\n"))
        #expect(result.stdout.contains("missing-file               error\n"))
        #expect(result.stdout.components(separatedBy: "\n    ").count == 22)
        #expect(result.stdout.contains("cross-target-duplicate     warning, opt-in\n"))
    }
}
