import Foundation
import Testing

/// An entry with `"filename"` written twice: `generate` mirrored the first and said nothing;
/// it now refuses the set, naming both values.
@Suite struct GenerateDuplicateKeyCommandTests {
    @Test func anEntryWithFilenameTwiceIsRefused() throws {
        let workspace = try Workspace(withCatalog: true)
        let contents = "Demo.xcassets/Chat/send.imageset/Contents.json"
        let text = String(decoding: try workspace.contents(contents), as: UTF8.self)
        let doubled = text.replacingOccurrences(
            of: #""filename" : "send.jpg","#, with: #""filename" : "send.jpg", "filename" : "other.jpg","#)
        #expect(doubled != text)
        try workspace.write(contents, Data(doubled.utf8))
        let result = try workspace.run("generate", "Demo.xcassets", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "assetmirror: error: Demo.xcassets/Chat/send.imageset: refused: send.jpg: entry 1 of \"images\" has \"filename\" 2 times (\"send.jpg\", \"other.jpg\"), and readers may take either; keep one in Contents.json\n"
        )
        #expect(!workspace.exists("Demo.xcassets/Chat/send.imageset/send-rtl.jpg"))
        #expect(try workspace.contents(contents) == Data(doubled.utf8))
    }
}
