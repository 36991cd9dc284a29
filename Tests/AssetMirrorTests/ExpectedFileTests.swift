import AssetMirrorTestSupport
import Foundation
import Testing

/// The one expected-file helper: a match passes, a mismatch names the file and the first line
/// that differs. With `ASSETMIRROR_REGENERATE_EXPECTED=1` every check writes instead of
/// comparing, so these cannot run then.
@Suite(.enabled(if: !ExpectedFile.regenerating, "ASSETMIRROR_REGENERATE_EXPECTED=1 makes every check write"))
struct ExpectedFileTests {
    @Test func theSameTextPasses() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("TestAssets/Reporters/expected/x.txt", Array("a\nb\n".utf8))
        try ExpectedFile.check("a\nb\n", at: file)
    }

    @Test func aMismatchNamesTheFileFromTestAssetsAndTheFirstDifferingLine() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("TestAssets/Reporters/expected/x.txt", Array("a\nb\nc\n".utf8))
        let mismatch = try #require(throws: ExpectedFile.Mismatch.self) {
            try ExpectedFile.check("a\nB\r\nc\n", at: file)
        }
        #expect(mismatch.file == "TestAssets/Reporters/expected/x.txt")
        #expect(
            mismatch.difference == """
                line 2 differs (actual 4 lines, expected 4)
                  expected: "b"
                  actual:   "B\\r"
                """)
        #expect(mismatch.description.hasSuffix("rerun with ASSETMIRROR_REGENERATE_EXPECTED=1 and review the diff."))
    }

    @Test func aShorterOutputAndAMissingFileAreMismatches() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("TestAssets/x.txt", Array("a\nb\n".utf8))
        let shorter = try #require(throws: ExpectedFile.Mismatch.self) { try ExpectedFile.check("a\n", at: file) }
        #expect(shorter.difference.hasPrefix("line 2 differs (actual 2 lines, expected 3)"))
        let missing = try #require(throws: ExpectedFile.Mismatch.self) {
            try ExpectedFile.check("a\n", at: folder.url.appendingPathComponent("TestAssets/gone.txt"))
        }
        #expect(missing.difference == "the expected file is missing")
    }

    @Test func aTreeMismatchListsThePathsThatDiffer() throws {
        let folder = try TemporaryFolder()
        try folder.write("TestAssets/tree/same.json", Array("{}\n".utf8))
        try folder.write("TestAssets/tree/changed.json", Array("1\n".utf8))
        try folder.write("TestAssets/tree/gone.json", Array("2\n".utf8))
        let actual: [String: [UInt8]] = [
            "same.json": Array("{}\n".utf8), "changed.json": Array("3\n".utf8), "new.json": Array("4\n".utf8),
        ]
        let mismatch = try #require(throws: ExpectedFile.Mismatch.self) {
            try ExpectedFile.check(tree: actual, at: folder.url.appendingPathComponent("TestAssets/tree"))
        }
        #expect(mismatch.file == "TestAssets/tree")
        #expect(mismatch.difference == "3 file(s) differ: changed.json, gone.json (not written), new.json")
    }
}
