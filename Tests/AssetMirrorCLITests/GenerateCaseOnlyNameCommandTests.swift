import Foundation
import Testing

/// A variant's name that equals an existing name but for case or Unicode normalisation is the
/// same file on a Mac's volume: `generate` wrote `back-rtl.png` beside a person's `Back-RTL.png`
/// with exit 0, which on a Mac overwrites it without `--force`.
@Suite struct GenerateCaseOnlyNameCommandTests {
    static let set = "Demo.xcassets/Navigation/back.imageset"

    @Test(arguments: ["Back-RTL.png", "back-rtl.PNG"])
    func aFileWhoseNameDiffersOnlyInCaseIsRefusedAndForceReplacesExactlyIt(name: String) throws {
        let workspace = try Workspace(withCatalog: true)
        try workspace.write("\(Self.set)/\(name)", Data("hand-made".utf8))
        let refused = try workspace.run("generate", "Demo.xcassets", "--quiet")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "assetmirror: error: \(Self.set): refused: back-rtl.png: \(name) is in the set's folder, the same name where names ignore case or Unicode normalisation (as on a Mac); pass --force to replace it\n"
        )
        #expect(try workspace.contents("\(Self.set)/\(name)") == Data("hand-made".utf8))
        #expect(!workspace.files(under: Self.set).contains("back-rtl.png"))

        let forced = try workspace.run("generate", "Demo.xcassets", "--quiet", "--force")
        #expect(forced.status == 0, "stderr: \(forced.stderr)")
        #expect(try workspace.contents("\(Self.set)/\(name)") != Data("hand-made".utf8))
        #expect(!workspace.files(under: Self.set).contains("back-rtl.png"))
        let contents = String(decoding: try workspace.contents("\(Self.set)/Contents.json"), as: UTF8.self)
        #expect(contents.contains("\"filename\" : \"\(name)\""))
        #expect(try workspace.run("generate", "Demo.xcassets", "--quiet").status == 0)
    }

    /// A name in another Unicode normalisation (é as one code point, or as e and an accent).
    @Test func aNameInAnotherNormalisationIsTheSameName() throws {
        let workspace = try Workspace(withCatalog: true)
        let contents = "\(Self.set)/Contents.json"
        let composed = "caf\u{E9}.png"
        let decomposed = "cafe\u{301}-rtl.png"
        let text = String(decoding: try workspace.contents(contents), as: UTF8.self)
        try workspace.write(contents, Data(text.replacingOccurrences(of: "\"back.png\"", with: "\"\(composed)\"").utf8))
        try FileManager.default.moveItem(
            at: workspace.url.appendingPathComponent("\(Self.set)/back.png"),
            to: workspace.url.appendingPathComponent("\(Self.set)/\(composed)"))
        try workspace.write("\(Self.set)/\(decomposed)", Data("hand-made".utf8))
        let refused = try workspace.run("generate", "Demo.xcassets", "--quiet")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(decomposed) is in the set's folder"), "stderr: \(refused.stderr)")
    }

    /// An entry naming the variant's name in other case: the name is taken, whatever --force says.
    @Test func anEntryWhoseNameDiffersOnlyInCaseTakesTheName() throws {
        let workspace = try Workspace(withCatalog: true)
        let contents = "\(Self.set)/Contents.json"
        let text = String(decoding: try workspace.contents(contents), as: UTF8.self)
        try workspace.write(
            contents, Data(text.replacingOccurrences(of: "\"back@3x.png\"", with: "\"Back-RTL.png\"").utf8))
        try FileManager.default.moveItem(
            at: workspace.url.appendingPathComponent("\(Self.set)/back@3x.png"),
            to: workspace.url.appendingPathComponent("\(Self.set)/Back-RTL.png"))
        let result = try workspace.run("generate", "Demo.xcassets", "--quiet", "--force")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "back-rtl.png: the name for back.png's right-to-left variant is already used by another entry"),
            "stderr: \(result.stderr)")
        #expect(!workspace.files(under: Self.set).contains("back-rtl.png"))
    }
}
