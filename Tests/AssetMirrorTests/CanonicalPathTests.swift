import Foundation
import Testing

@testable import AssetMirror

@Suite struct CanonicalPathTests {
    @Test func resolvesLinksDotsAndMissingTails() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/sub/icon.png", [1])
        try FileManager.default.createSymbolicLink(atPath: folder.url("link").path, withDestinationPath: "real")
        let root = String(cString: realpath(folder.url.path, nil)!)
        let base = folder.url.path
        #expect(canonicalPath(base + "/link/sub") == root + "/real/sub")
        #expect(canonicalPath(base + "/link/sub/icon.png") == root + "/real/sub/icon.png")
        #expect(canonicalPath(base + "/link/missing/deeper") == root + "/real/missing/deeper")
        // `..` is removed before links are resolved, as URL standardisation does.
        #expect(canonicalPath(base + "/link/../real/./sub") == root + "/real/sub")
        #expect(canonicalPath(base + "/missing/../real//sub/") == root + "/real/sub")
        #expect(canonicalPath(base + "/missing/x") == root + "/missing/x")
        #expect(canonicalPath("/") == "/")
    }

    @Test func startsARelativePathAtTheCurrentFolder() {
        let current = String(cString: realpath(FileManager.default.currentDirectoryPath, nil)!)
        #expect(canonicalPath("no-such-folder-\(UUID().uuidString)/x").hasPrefix(current + "/no-such-folder-"))
    }

    @Test(arguments: [
        ("/a/b.png", "/a", "b.png"), ("/a.png", "/", "a.png"), ("/a/.../b", "/a/...", "b"),
        ("/a..b/c.d", "/a..b", "c.d"),
    ])
    func splitsAStandardAbsolutePath(path: String, folder: String, name: String) {
        #expect(StandardPath.split(path)?.folder == folder)
        #expect(StandardPath.split(path)?.name == name)
    }

    @Test(arguments: ["", "a/b", "/", "//a", "/a//b", "/a/", "/a/./b", "/a/../b", "/a/.", "/a/..", "/.", "/.."])
    func refusesAPathThatIsNotAbsoluteAndStandard(path: String) {
        #expect(StandardPath.split(path) == nil)
    }
}
