import AssetMirror
import Foundation
import Testing

/// `generate --output` after files and sets were removed from the source: the derived catalog
/// loses exactly what its records say assetmirror wrote, and keeps a person's file with a note.
@Suite struct GenerateRemovalCommandTests {
    @Test func whatTheSourceDroppedIsRemovedAPersonsFileStaysAndARerunChangesNothing() throws {
        let workspace = try Workspace(withCatalog: true)
        try workspace.write("Demo.xcassets/Navigation/README.txt", Data("about the icons".utf8))
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)
        let derived = workspace.url.appendingPathComponent("OUT/Demo.xcassets")
        #expect(
            FileManager.default.fileExists(
                atPath: derived.appendingPathComponent("Chat/bubble.imageset/bubble-rtl@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: derived.appendingPathComponent("Navigation/README.txt").path))

        try FileManager.default.removeItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"))
        try FileManager.default.removeItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Navigation/README.txt"))
        try workspace.write("OUT/Demo.xcassets/Chat/notes.txt", Data("mine".utf8))
        let note =
            "assetmirror: note: OUT/Demo.xcassets/Chat/notes.txt: not in the source, and no record says assetmirror wrote it; left in place"

        // The dry run lists the removals, in the order they would run, and writes nothing.
        let before = CatalogTree.files(workspace.url)
        let dry = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--dry-run")
        #expect(dry.status == 0, "stderr: \(dry.stderr)")
        #expect(
            dry.stdout.hasPrefix("would copy 0 files from Demo.xcassets to OUT/Demo.xcassets\n"),
            "stdout: \(dry.stdout)")
        #expect(
            dry.stdout.contains(
                """
                would remove 5 files from OUT/Demo.xcassets, gone from Demo.xcassets:
                  remove Chat/bubble.imageset/Contents.json
                  remove Chat/bubble.imageset/bubble-rtl@2x.png
                  remove Chat/bubble.imageset/bubble@2x.png
                  remove Navigation/README.txt
                  remove Chat/bubble.imageset/.assetmirror.json
                  remove Chat/bubble.imageset/
                \(note)
                would write OUT/Demo.xcassets/.assetmirror-derived.json
                dry run:
                """), "stdout: \(dry.stdout)")
        let dryJSON = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--dry-run", "--format", "json")
        #expect(dryJSON.stdout.contains("\"removed\":5,"))
        #expect(CatalogTree.files(workspace.url) == before)

        let run = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains(note + "\n"))
        #expect(run.stderr.contains("; copied 0 files; removed 5 files; "), "stderr: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: derived.appendingPathComponent("Chat/bubble.imageset").path))
        #expect(try workspace.contents("OUT/Demo.xcassets/Chat/notes.txt") == Data("mine".utf8))

        // Exactly what a clean derived run of the changed source gives, but for the person's file.
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "CLEAN", "--quiet").status == 0)
        var result = CatalogTree.files(derived)
        #expect(result.removeValue(forKey: "Chat/notes.txt") != nil)
        #expect(
            CatalogTree.differences(
                result, CatalogTree.files(workspace.url.appendingPathComponent("CLEAN/Demo.xcassets"))) == [])

        // A second rerun changes nothing, and still says what it leaves.
        let after = CatalogTree.files(workspace.url)
        let again = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--format", "json")
        #expect(again.status == 0)
        #expect(
            again.stdout.contains(
                "{\"path\":\"OUT/Demo.xcassets/Chat/notes.txt\",\"reason\":\"not in the source, and no record says assetmirror wrote it; left in place\",\"type\":\"kept\"}\n"
            ))
        #expect(again.stdout.contains("\"files_written\":0,"))
        #expect(again.stdout.contains("\"copied\":0,"))
        #expect(again.stdout.contains("\"removed\":0,"))
        #expect(CatalogTree.files(workspace.url) == after)
    }

    @Test func anUnreadableDerivedRecordRefusesTheRunBeforeWriting() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)
        try workspace.write(
            "OUT/Demo.xcassets/.assetmirror-derived.json",
            Data("{\"files\": [\"../escape\"], \"generator\": \"assetmirror\", \"version\": 1}".utf8))
        try FileManager.default.removeItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"))
        let before = CatalogTree.files(workspace.url)
        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "assetmirror: error: the derived catalog OUT/Demo.xcassets: its .assetmirror-derived.json cannot be read: entry 1 of \"files\" is not a path inside the catalog; delete that file, or the derived catalog, and run again\n"
        )
        #expect(CatalogTree.files(workspace.url) == before)
    }
}
