import Foundation
import Testing

/// Every set `generate` cannot read is named, on stderr and in JSON, and fails the run: it used
/// to be skipped with exit 0 and no word.
@Suite struct GenerateUnreadableSetCommandTests {
    @Test(arguments: [false, true])
    func aMalformedSetAndASetLinkedOutOfTheCatalogAreNamed(derived: Bool) throws {
        let workspace = try Workspace(withCatalog: true)
        try workspace.write("Demo.xcassets/Chat/send.imageset/Contents.json", Data("{ \"images\" : [ }".utf8))
        let outside = workspace.url.appendingPathComponent("outside.imageset")
        try FileManager.default.copyItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"), to: outside)
        try FileManager.default.removeItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset").path,
            withDestinationPath: outside.path)
        let output = derived ? ["--output", "OUT"] : []

        let result = try AssetMirrorBinary.run(["generate", "Demo.xcassets", "--quiet"] + output, in: workspace.url)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "assetmirror: error: Demo.xcassets/Chat/send.imageset: failed: Contents.json: malformed JSON at line 1, column 16"
                )
            }, "stderr: \(result.stderr)")
        #expect(
            lines.contains(
                "assetmirror: error: Demo.xcassets/Chat/bubble.imageset: failed: a symbolic link that leads outside the catalog; it is never followed; nothing in it is generated until it can be read"
                    + (derived ? ", nor copied to OUT/Demo.xcassets" : "")
            ), "stderr: \(result.stderr)")

        let json = try AssetMirrorBinary.run(
            ["generate", "Demo.xcassets", "--format", "json", "--quiet"] + output, in: workspace.url)
        #expect(json.status == 1)
        let failed = try json.stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["status"] as? String == "failed" }.compactMap { $0["set"] as? String }
        #expect(Set(failed) == ["Demo.xcassets/Chat/send.imageset", "Demo.xcassets/Chat/bubble.imageset"])
    }

    /// Under `--output`, an unreadable set is not copied from the source (what it holds is
    /// unvetted: a link out, a `Contents.json` naming anything), and the copy an earlier run
    /// made of it is neither replaced nor removed, and stays in the derived record; each is said.
    @Test func anUnreadableSetIsNotCopiedAndAnEarlierCopyIsLeftAsItWas() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)
        let derived = workspace.url.appendingPathComponent("OUT/Demo.xcassets")
        let before = CatalogTree.files(derived)
        let recordBefore = try workspace.contents("OUT/Demo.xcassets/.assetmirror-derived.json")

        try workspace.write("Demo.xcassets/Chat/send.imageset/Contents.json", Data("{ \"images\" : [ }".utf8))
        try workspace.write(
            "Demo.xcassets/Chat/send.imageset/new.png",
            try workspace.contents("Demo.xcassets/Chat/send.imageset/send.jpg"))
        let outside = workspace.url.appendingPathComponent("outside.imageset")
        try FileManager.default.moveItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"), to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset").path,
            withDestinationPath: outside.path)

        let again = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--format", "json", "--quiet")
        #expect(again.status == 1)
        #expect(
            again.stderr.contains(
                "Demo.xcassets/Chat/send.imageset: failed: Contents.json: malformed JSON at line 1, column 16"))
        #expect(
            again.stderr.contains(
                "nothing in it is generated until it can be read, nor copied: OUT/Demo.xcassets/Chat/send.imageset, an earlier run's copy, is left as it was"
            ), "stderr: \(again.stderr)")
        #expect(
            again.stderr.contains(
                "nor copied: OUT/Demo.xcassets/Chat/bubble.imageset, an earlier run's copy, is left as it was"))
        let reasons = try again.stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["status"] as? String == "failed" }.flatMap { ($0["problems"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["reason"] as? String }
        #expect(reasons.count == 2)
        #expect(reasons.allSatisfy { $0.hasSuffix("an earlier run's copy, is left as it was") })
        // Nothing of the two sets changed in the copy, nothing was removed, and the record lists them still.
        let after = CatalogTree.files(derived)
        #expect(
            after.filter { $0.key.contains("send.imageset/") || $0.key.contains("bubble.imageset/") }
                == before.filter { $0.key.contains("send.imageset/") || $0.key.contains("bubble.imageset/") })
        #expect(after["Chat/send.imageset/new.png"] == nil)
        #expect(try workspace.contents("OUT/Demo.xcassets/.assetmirror-derived.json") == recordBefore)

        // A first derived run copies neither, and leaves no folder of them.
        let fresh = try workspace.run("generate", "Demo.xcassets", "--output", "OUT2", "--quiet")
        #expect(fresh.status == 1)
        #expect(
            fresh.stderr.contains("nothing in it is generated until it can be read, nor copied to OUT2/Demo.xcassets"))
        #expect(!workspace.exists("OUT2/Demo.xcassets/Chat/send.imageset"))
        #expect(!workspace.exists("OUT2/Demo.xcassets/Chat/bubble.imageset"))
        #expect(workspace.exists("OUT2/Demo.xcassets/Chat/reply.imageset/Contents.json"))
    }
}
