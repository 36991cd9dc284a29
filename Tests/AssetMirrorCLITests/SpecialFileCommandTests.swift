import AssetMirror
import Foundation
import Testing

/// Named pipes where images should be, through the built binary: every command says what the
/// file is, names it as the user typed it, and never waits on the pipe.
@Suite struct SpecialFileCommandTests {
    /// Was reported as `missing-file` (exit 2), sending the user looking for a file that is there.
    @Test func verifySaysANamedPipeIsOneAndFailsTheRun() throws {
        let workspace = try VerifyCommandTests.workspace("missing-file")
        #expect(
            mkfifo(
                workspace.url.appendingPathComponent("missing-file/A.xcassets/icon.imageset/icon@2x.png").path, 0o644)
                == 0)
        let result = try workspace.run("verify", "missing-file/A.xcassets", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "assetmirror: error: not a regular file: missing-file/A.xcassets/icon.imageset/icon@2x.png is a named pipe (FIFO)\n"
        )
        // The fixture's other set (a name differing in case) keeps its own finding; the pipe has none.
        #expect(!result.stdout.contains("icon"), "\(result.stdout)")
        #expect(result.stdout.contains("(missing-file)"))
    }

    @Test func inspectShowsThePipeInItsRow() throws {
        let workspace = try VerifyCommandTests.workspace("missing-file")
        #expect(
            mkfifo(
                workspace.url.appendingPathComponent("missing-file/A.xcassets/icon.imageset/icon@2x.png").path, 0o644)
                == 0)
        let result = try workspace.run("inspect", "missing-file/A.xcassets", "--format", "json")
        #expect(result.status == 0)
        let catalogs = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let files = try #require((catalogs.first?["sets"] as? [[String: Any]])?.first?["files"] as? [[String: Any]])
        #expect(files.map { $0["name"] as? String } == ["icon.png", "icon@2x.png"])
        #expect(
            files.last?["error"] as? String
                == "not a regular file: missing-file/A.xcassets/icon.imageset/icon@2x.png is a named pipe (FIFO)")
    }

    /// The failing file is named by its name in the set, not by the absolute path the read was made on.
    @Test func generateNamesThePipeByItsNameInTheSet() throws {
        let workspace = try Workspace(withCatalog: true)
        let file = workspace.url.appendingPathComponent("Demo.xcassets/Chat/reply.imageset/reply@2x.png")
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let expected =
            "assetmirror: error: Demo.xcassets/Chat/reply.imageset: failed: reply@2x.png: not a regular file: reply@2x.png is a named pipe (FIFO)\n"
        let dryRun = try workspace.run("generate", "Demo.xcassets", "--dry-run", "--quiet")
        #expect(dryRun.status == 1)
        #expect((dryRun.stdout + dryRun.stderr).contains(expected))
        let run = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet")
        #expect(run.status == 1)
        #expect(run.stderr == expected)
    }

    /// A folder where a variant or a set's record should be: named by its name in the set, as
    /// the line names the set already, where the absolute path used to be printed.
    @Test func generateNamesAFolderInTheWayByItsNameInTheSet() throws {
        let workspace = try Workspace(withCatalog: true)
        for path in [
            "Demo.xcassets/Chat/bubble.imageset/bubble-rtl@2x.png",
            "Demo.xcassets/Chat/send.imageset/.assetmirror.json",
        ] {
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(path), withIntermediateDirectories: false)
        }
        let result = try workspace.run("generate", "Demo.xcassets", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                assetmirror: error: Demo.xcassets/Chat/bubble.imageset: failed: bubble-rtl@2x.png: not a regular file: bubble-rtl@2x.png is a folder
                assetmirror: error: Demo.xcassets/Chat/send.imageset: failed: .assetmirror.json: not a regular file: .assetmirror.json is a folder

                """)
    }
}
