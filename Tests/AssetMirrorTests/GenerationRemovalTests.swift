import Foundation
import Testing

@testable import AssetMirror

/// Removals from a derived catalog: only what a record says assetmirror wrote, in an order a
/// killed run survives.
@Suite struct GenerationRemovalTests {
    /// A derived run of a copy of the demo, then the bubble set deleted from the source.
    private func departedBubble(in folder: TemporaryFolder) throws -> URL {
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        try FileManager.default.removeItem(at: source.appendingPathComponent("Chat/bubble.imageset"))
        return source
    }

    @Test func contentsJSONGoesFirstTheSetRecordAfterItsVariantsTheFolderLast() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        let plan = try GenerationPlan(
            catalogs: [(source, "Demo.xcassets")], output: .derived(folder: folder.url("OUT")))
        #expect(
            plan.removals.map(\.relativePath) == [
                "Chat/bubble.imageset/Contents.json", "Chat/bubble.imageset/bubble-rtl@2x.png",
                "Chat/bubble.imageset/bubble@2x.png",
                "Chat/bubble.imageset/.assetmirror.json", "Chat/bubble.imageset",
            ])
        #expect(plan.removals.map(\.kind).last == .folder)
        #expect(plan.kept == [])
    }

    @Test func aVariantEditedSinceItWasGeneratedIsKeptAndSoIsItsFolder() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        let set = folder.url("OUT/Demo.xcassets/Chat/bubble.imageset")
        try Data("touched up".utf8).write(to: set.appendingPathComponent("bubble-rtl@2x.png"))
        let (plan, summary) = try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(plan.kept.count == 1)
        #expect(plan.kept.first?.hasSuffix("/OUT/Demo.xcassets/Chat/bubble.imageset/bubble-rtl@2x.png") == true)
        #expect(summary.removed == 3)
        #expect(try FolderListing.names(in: set.path) == ["bubble-rtl@2x.png"])
    }

    /// A variant is removed only when its bytes, read at that moment, are the recorded ones: one
    /// that can no longer be read (here a named pipe put in its place after the plan) is kept,
    /// reported, and so are its record and folder.
    @Test func aVariantThatCannotBeReadIsKeptAndReported() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        let plan = try GenerationPlan(
            catalogs: [(source, "Demo.xcassets")], output: .derived(folder: folder.url("OUT")))
        let set = folder.url("OUT/Demo.xcassets/Chat/bubble.imageset")
        let variant = set.appendingPathComponent("bubble-rtl@2x.png")
        try FileManager.default.removeItem(at: variant)
        #expect(mkfifo(variant.path, 0o644) == 0)
        let summary = GenerationRunner().run(plan)
        #expect(summary.removeFailures.map(\.path) == ["Chat/bubble.imageset/bubble-rtl@2x.png"])
        guard case .io(let error) = summary.removeFailures.first?.reason else {
            Issue.record("not an I/O failure: \(summary.removeFailures)")
            return
        }
        #expect(error.operation == .notARegularFile)
        #expect(FileManager.default.fileExists(atPath: variant.path))
        #expect(FileManager.default.fileExists(atPath: set.appendingPathComponent(SetRecord.fileName).path))
    }

    /// A run killed after emptying a departed set's folder, before removing the folder: the
    /// next run removes it (it used to stay forever, and the derived catalog then failed verify).
    @Test func aFolderARunKilledBeforeRemovingIsRemovedByTheNext() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        let set = folder.url("OUT/Demo.xcassets/Chat/bubble.imageset")
        for name in try FileManager.default.contentsOfDirectory(atPath: set.path) {
            try FileManager.default.removeItem(at: set.appendingPathComponent(name))
        }
        let (plan, summary) = try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(plan.removals.map(\.relativePath) == ["Chat/bubble.imageset"])
        #expect(!summary.hasFailures)
        #expect(!FileManager.default.fileExists(atPath: set.path))
        // A folder the copies never made is a person's, even empty.
        let theirs = folder.url("OUT/Demo.xcassets/Chat/mine")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        #expect(
            try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT"))).plan.removals == [])
    }

    @Test func withoutADerivedRecordNothingIsRemoved() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        try FileManager.default.removeItem(at: folder.url("OUT/Demo.xcassets/\(DerivedRecord.fileName)"))
        let (plan, _) = try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(plan.removals == [])
        #expect(plan.kept.count == 4)
        #expect(try FolderListing.names(in: folder.url("OUT/Demo.xcassets/Chat/bubble.imageset").path).count == 4)
    }

    @Test func aRunKilledAfterContentsJSONWentIsFinishedByTheNext() throws {
        let folder = try TemporaryFolder()
        let source = try departedBubble(in: folder)
        // As if killed right after the first removal.
        try FileManager.default.removeItem(at: folder.url("OUT/Demo.xcassets/Chat/bubble.imageset/Contents.json"))
        let (_, summary) = try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(summary.removed == 3)
        #expect(!FileManager.default.fileExists(atPath: folder.url("OUT/Demo.xcassets/Chat/bubble.imageset").path))
        #expect(!summary.hasFailures)
    }

    /// Paths sort by their UTF-8 bytes, whatever they hold: `String`'s own order (which the
    /// record uses for ASCII paths, where the two agree) puts the Ångström sign, U+212B, which
    /// it compares as Å, before Æ, U+00C6; its bytes, E2 84 AB, come after C3 86.
    @Test func theRecordSortsPathsByTheirBytes() {
        #expect(
            DerivedRecord(paths: ["z.png", "a/Contents.json", "a.png", "Z.png", "a-b/Contents.json"]).paths == [
                "Z.png", "a-b/Contents.json", "a.png", "a/Contents.json", "z.png",
            ])
        #expect(
            DerivedRecord(paths: ["\u{212B}.png", "\u{00C6}.png", "a.png"]).paths == [
                "a.png", "\u{00C6}.png", "\u{212B}.png",
            ])
    }

    @Test func theRecordRoundTripsAndRefusesPathsOutsideTheCatalog() throws {
        let record = DerivedRecord(paths: ["b/Contents.json", "a.png", "b/Contents.json"])
        #expect(record.paths == ["a.png", "b/Contents.json"])
        #expect(try DerivedRecord(parsing: record.serialized()) == record)
        for path in ["../x", "/abs", "a//b", "./a", ""] {
            let bytes = Array("{\"files\":[\"\(path)\"],\"generator\":\"assetmirror\",\"version\":1}".utf8)
            #expect(
                throws: DerivedRecordError(detail: "entry 1 of \"files\" is not a path inside the catalog"), "\(path)"
            ) {
                try DerivedRecord(parsing: bytes)
            }
        }
    }
}
