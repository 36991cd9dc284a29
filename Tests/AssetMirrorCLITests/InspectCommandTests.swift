import AssetMirrorTestSupport
import Foundation
import Testing

/// `assetmirror inspect`, run through the built binary on the fixture catalogs, against the
/// expected files in `TestAssets/Catalogs/expected/` (regenerate with
/// `ASSETMIRROR_REGENERATE_EXPECTED=1`).
@Suite struct InspectCommandTests {
    static let catalogs = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs")

    /// A scratch folder holding copies of the named fixture catalogs, so that paths in the
    /// output are the short relative ones and nothing is written in the repository.
    static func workspace(_ names: String...) throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        for name in names {
            try FileManager.default.copyItem(
                at: catalogs.appendingPathComponent(name), to: workspace.url.appendingPathComponent(name))
        }
        return workspace
    }

    @Test(arguments: [
        ("Demo", "text"), ("Demo", "json"), ("AllTypes", "text"), ("AllTypes", "json"), ("Malformed", "text"),
    ])
    func outputMatchesTheExpectedFile(catalog: String, format: String) throws {
        let workspace = try Self.workspace(catalog + ".xcassets")
        let result = try workspace.run("inspect", catalog + ".xcassets", "--format", format)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("Inspected 1 catalog, "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let name = "inspect-\(catalog.lowercased()).\(format == "text" ? "txt" : "json")"
        try ExpectedFile.check(
            result.stdout, at: TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/expected/\(name)"))
    }

    @Test func textIsTheDefaultAndNamesFilesWithFormatAndSize() throws {
        let workspace = try Self.workspace("Demo.xcassets")
        let result = try workspace.run("inspect", "Demo.xcassets")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "Demo.xcassets: 13 sets, 17 files, no problems")
        #expect(
            lines.contains {
                $0.contains("back@2x.png") && $0.contains("PNG") && $0.contains("48×48") && $0.contains("universal 2x")
            })
        #expect(lines.contains { $0.contains("disclosure.pdf") && $0.contains("vector 24×24 pt") })
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func jsonIsOneDocumentWithEveryKeyOnEveryObject() throws {
        let workspace = try Self.workspace("Demo.xcassets", "AllTypes.xcassets")
        let result = try workspace.run("inspect", "Demo.xcassets", "AllTypes.xcassets", "--format", "json")
        #expect(result.status == 0)
        let catalogs = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(catalogs.map { $0["path"] as? String } == ["Demo.xcassets", "AllTypes.xcassets"])
        for catalog in catalogs {
            #expect(Set(catalog.keys) == ["path", "targets", "error", "sets", "problems"])
            for set in try #require(catalog["sets"] as? [[String: Any]]) {
                #expect(Set(set.keys) == ["name", "path", "type", "direction", "enclosing_set", "files", "problems"])
                for file in try #require(set["files"] as? [[String: Any]]) {
                    #expect(
                        Set(file.keys) == [
                            "name", "slot", "language_direction", "format", "vector", "width", "height", "unit",
                            "error",
                        ])
                }
            }
        }
    }

    @Test(arguments: ["text", "json"])
    func aCatalogThatCannotBeReadFailsAloneWithStatus1(format: String) throws {
        let workspace = try Self.workspace("Demo.xcassets")
        try workspace.write("file.xcassets", Data([1]))
        let result = try workspace.run(
            "inspect", "Demo.xcassets", "file.xcassets", "--format", format, "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr == "assetmirror: error: not a folder, so not an asset catalog: file.xcassets\n")
        if format == "text" {
            #expect(result.stdout.hasPrefix("Demo.xcassets: 13 sets"))
        } else {
            let catalogs = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(
                catalogs.map { $0["error"] as? String } == [
                    nil, "not a folder, so not an asset catalog: file.xcassets",
                ])
            #expect((catalogs[0]["sets"] as? [Any])?.count == 13)
        }
    }

    @Test func filesThatCannotBeReadAreShownWithTheirError() throws {
        let workspace = try Self.workspace("Demo.xcassets")
        try workspace.write(
            "Demo.xcassets/Navigation/back.imageset/back@2x.png",
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        try FileManager.default.removeItem(
            at: workspace.url.appendingPathComponent("Demo.xcassets/Navigation/back.imageset/back@3x.png"))
        let result = try workspace.run("inspect", "Demo.xcassets")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("back@2x.png") && $0.contains("PNG") && $0.contains("error: truncated PNG file")
            })
        #expect(
            lines.contains {
                $0.contains("back@3x.png") && $0.contains("error: missing: the set's folder has no such file")
            })
    }

    @Test(arguments: [
        ["inspect", ""], ["inspect", "Demo.xcassets", ""], ["inspect", "Demo.xcassets", "--format", "xml"],
        ["inspect", "--no-such-flag", "Demo.xcassets"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let workspace = try Self.workspace("Demo.xcassets")
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
    }

    @Test func helpShowsTheExitStatusTable() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("inspect", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("EXIT STATUS:\n  0    success"))
    }
}
