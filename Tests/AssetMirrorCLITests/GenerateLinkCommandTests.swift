import Foundation
import Testing

/// `generate --output` never writes through a symbolic link in the derived catalog, and says
/// which link it refused.
@Suite struct GenerateLinkCommandTests {
    /// A group folder of the derived catalog replaced by a link to a folder elsewhere: the next
    /// run wrote Chat's images into that folder, overwriting a file there, exit 0.
    @Test func aLinkedFolderInTheDerivedCatalogIsNotWrittenThrough() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)
        let elsewhere = workspace.url.appendingPathComponent("ELSEWHERE")
        try FileManager.default.createDirectory(
            at: elsewhere.appendingPathComponent("bubble.imageset"), withIntermediateDirectories: true)
        try workspace.write("ELSEWHERE/bubble.imageset/bubble@2x.png", Data("someone else's".utf8))
        let chat = workspace.url.appendingPathComponent("OUT/Demo.xcassets/Chat")
        try FileManager.default.removeItem(at: chat)
        try FileManager.default.createSymbolicLink(atPath: chat.path, withDestinationPath: elsewhere.path)
        let before = CatalogTree.files(elsewhere)

        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--format", "json")
        #expect(result.status == 1)
        #expect(CatalogTree.files(elsewhere) == before)
        #expect(
            result.stderr.contains(
                "assetmirror: error: OUT/Demo.xcassets/Chat: a symbolic link in the derived catalog; nothing is written through it"
            ), "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "assetmirror: error: Demo.xcassets/Chat/bubble.imageset: failed: OUT/Demo.xcassets/Chat is a symbolic link in the derived catalog"
            ), "stderr: \(result.stderr)")
        #expect(result.stdout.contains(#""path":"OUT/Demo.xcassets/Chat","reason":"#))
        #expect(result.stdout.contains(#""type":"link-refused""#))
        // The rest of the catalog is derived as before.
        #expect(try workspace.contents("OUT/Demo.xcassets/Navigation/back.imageset/back-rtl.png").count > 0)

        let dry = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--dry-run")
        #expect(dry.status == 1)
        #expect(dry.stdout.contains("assetmirror: error: OUT/Demo.xcassets/Chat: a symbolic link"))
    }

    /// The derived catalog's folder itself a link: usage error, nothing written.
    @Test func aDerivedCatalogThatIsALinkIsRefusedBeforeWriting() throws {
        let workspace = try Workspace(withCatalog: true)
        let elsewhere = workspace.url.appendingPathComponent("ELSEWHERE")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("OUT"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("OUT/Demo.xcassets").path,
            withDestinationPath: elsewhere.path)
        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "assetmirror: error: the derived catalog OUT/Demo.xcassets is a symbolic link, and assetmirror never writes through one; remove the link, or choose another --output folder\n"
        )
        #expect(CatalogTree.files(elsewhere).isEmpty)
        #expect(!workspace.exists("OUT/Demo.rtl-directions.json"))
    }
}
