import Foundation
import Testing

@testable import AssetMirror

/// XcodeGen `include:` paths that differ from the file on disk only in case resolve as macOS's
/// default file system resolves them, with a note naming both spellings (issue 25.7).
@Suite struct XcodeGenIncludeCaseTests {
    @Test func anIncludeSpelledInAnotherCaseIsReadAndNamed() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("project.yml", Array("name: App\ninclude: [targets/widget.yml]\ntargets: {}\n".utf8))
        _ = try folder.write(
            "Targets/Widget.yml",
            Array("targets:\n  Widget:\n    type: app-extension\n    platform: iOS\n    sources: [../Widget]\n".utf8))
        _ = try folder.write("Widget/W.xcassets/Contents.json", Array("{}".utf8))
        let (scan, errors) = ProjectSearch().scan([folder.url.path])
        #expect(errors.isEmpty)
        #expect(scan.catalogs.map(\.targets) == [["Widget"]])
        let spec = try #require(scan.problems.first)
        guard case .includeCaseDiffers(_, let written, let found) = spec else {
            Issue.record("expected the include's case to be named, got \(scan.problems)")
            return
        }
        #expect((written, found) == ("targets/widget.yml", "Targets/Widget.yml"))
        #expect(
            spec.description.hasSuffix(
                "project.yml includes targets/widget.yml, which is spelled Targets/Widget.yml on disk; it was read as macOS reads it (ignoring case), but XcodeGen fails on a case-sensitive file system, so spell it Targets/Widget.yml"
            ))
    }

    /// Whether the temporary folder's file system tells `a` from `A` (Linux's do; macOS's default does not).
    static let caseSensitive: Bool = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-case-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: base.appendingPathComponent("a"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        return !FileManager.default.fileExists(atPath: base.appendingPathComponent("A").path)
    }()

    @Test(.enabled(if: caseSensitive, "the file system ignores case, so b.yml and B.yml cannot both exist"))
    func anIncludeSpelledAsOnDiskIsNotNamedAndTwoMatchesAreNotGuessed() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("a/B.yml", Array("x: 1\n".utf8))
        _ = try folder.write("a/b.yml", Array("x: 2\n".utf8))
        let base = folder.url.path
        #expect(IncludeCase.resolve("a/B.yml", in: base) == "a/B.yml")
        #expect(IncludeCase.resolve("A/b.yml", in: base) == "a/b.yml")
        #expect(IncludeCase.resolve("a/B.YML", in: base) == nil) // b.yml and B.yml both match
        #expect(IncludeCase.resolve("a/c.yml", in: base) == nil)
    }
}
