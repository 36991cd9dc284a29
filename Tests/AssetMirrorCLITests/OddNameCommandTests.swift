import Foundation
import Testing

/// A one-character file name at the top of a searched folder ended every command that searches
/// with SIGILL (exit 132) on Linux: Foundation's `deletingLastPathComponent` traps on `x`. A pull
/// request adding such a file would break the Action's default `paths: .`.
@Suite struct OddNameCommandTests {
    @Test(arguments: [
        ["verify", "."], ["inspect", "."], ["generate", ".", "--dry-run"],
        ["set-direction", "fixed", ".", "--set", "clock", "--dry-run"], ["review", ".", "--output", "review.html"],
    ])
    func aOneCharacterNameAtTheTopIsSearchedPast(arguments: [String]) throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("A.xcassets"), withIntermediateDirectories: true)
        try workspace.write("A.xcassets/Contents.json", Data(#"{"info":{"version":1}}"#.utf8))
        for name in ["x", "é", "-", "y"] { try workspace.write(name, Data()) }
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect([0, 1, 2, 64].contains(result.status), "\(arguments): \(result.status) \(result.stderr)")
        #expect(!result.stderr.contains("Illegal instruction"))
    }
}
