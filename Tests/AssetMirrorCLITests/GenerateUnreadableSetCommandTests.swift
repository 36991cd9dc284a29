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
            ), "stderr: \(result.stderr)")

        let json = try AssetMirrorBinary.run(
            ["generate", "Demo.xcassets", "--format", "json", "--quiet"] + output, in: workspace.url)
        #expect(json.status == 1)
        let failed = try json.stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["status"] as? String == "failed" }.compactMap { $0["set"] as? String }
        #expect(Set(failed) == ["Demo.xcassets/Chat/send.imageset", "Demo.xcassets/Chat/bubble.imageset"])
    }
}
