import Foundation
import Testing

@testable import AssetMirror

/// How a derived run decides that a copy is up to date: the copy takes its source's
/// modification time, a copy of the source's size and time is not read, and anything else
/// (an edited copy, a copy from before copies took times) is compared byte for byte.
@Suite struct GenerationCopyCheckTests {
    /// A file of the demo catalog that generate copies as it is.
    static let copied = "AppIcon.appiconset/icon-1024.png"

    static func modificationTime(_ url: URL) throws -> FileTime {
        var status = stat()
        try #require(lstat(url.path, &status) == 0)
        return FileTime(modificationOf: status)
    }

    /// Sets the modification time of `url` (the access time with it).
    static func setModificationTime(_ time: FileTime, of url: URL) throws {
        try #require(utimensat(AT_FDCWD, url.path, [time.cValue, time.cValue], 0) == 0)
    }

    @Test func aCopyTakesItsSourcesModificationTime() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let old = FileTime(seconds: 1_500_000_000, nanoseconds: 123_456_789)
        try Self.setModificationTime(old, of: source.appendingPathComponent(Self.copied))
        let (plan, summary) = try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        #expect(!summary.hasFailures)
        #expect(plan.copies.first { $0.relativePath == Self.copied }?.modificationTime == old)
        #expect(try Self.modificationTime(folder.url("OUT/Demo.xcassets/" + Self.copied)) == old)
    }

    /// A second run reads no copy that still has its source's size and time: not the source
    /// (when nothing else reads it) and not the copy.
    @Test func anUnchangedCopyIsNotRead() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        _ = try GenerationTestSupport.generate(source, output: output)
        let reader = GenerationSnapshotTests.CountingReader()
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output, reader: reader)
        #expect(plan.copies == [])
        #expect(reader.count(of: source.appendingPathComponent(Self.copied).path) == 0)
        #expect(reader.count(of: folder.url("OUT/Demo.xcassets/" + Self.copied).path) == 0)
    }

    /// A copy edited by hand, to the same size, is found and copied again: the edit gave it
    /// another time than its source's.
    @Test func anEditedCopyOfTheSameSizeIsCopiedAgain() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        _ = try GenerationTestSupport.generate(source, output: output)
        let copy = folder.url("OUT/Demo.xcassets/" + Self.copied)
        var edited = try FileContents.read(copy.path)
        edited[edited.count / 2] ^= 0xFF
        try Data(edited).write(to: copy)
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output)
        #expect(plan.copies.map(\.relativePath) == [Self.copied])
        _ = GenerationRunner(jobs: 2).run(plan)
        #expect(try FileContents.read(copy.path) == FileContents.read(source.appendingPathComponent(Self.copied).path))
    }

    /// A copy whose time is not its source's (written before copies took times, or touched)
    /// is compared by its bytes: the same bytes are not copied again, but the copy is given its
    /// source's time, an item of the plan, so that the next run reads neither file.
    @Test func aCopyWithAnotherTimeButTheSameBytesTakesItsSourcesTime() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        _ = try GenerationTestSupport.generate(source, output: output)
        let copy = folder.url("OUT/Demo.xcassets/" + Self.copied)
        let bytes = try FileContents.read(copy.path)
        var status = stat()
        try #require(lstat(copy.path, &status) == 0)
        let inode = status.st_ino
        try Self.setModificationTime(FileTime(seconds: 1_000_000_000, nanoseconds: 0), of: copy)
        let sourceTime = try Self.modificationTime(source.appendingPathComponent(Self.copied))
        let reader = GenerationSnapshotTests.CountingReader()
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output, reader: reader)
        #expect(plan.copies == [])
        #expect(reader.count(of: copy.path) == 1)
        #expect(
            plan.copyTimes == [
                CopyTimeUpdate(destination: copy, relativePath: Self.copied, modificationTime: sourceTime)
            ])

        let summary = GenerationRunner(jobs: 2).run(plan)
        #expect(summary.copyTimesSet == 1 && summary.copied == 0 && !summary.hasFailures)
        #expect(try Self.modificationTime(copy) == sourceTime)
        // Not written: the same file, the same bytes.
        try #require(lstat(copy.path, &status) == 0)
        #expect(status.st_ino == inode)
        #expect(try FileContents.read(copy.path) == bytes)

        let next = GenerationSnapshotTests.CountingReader()
        let again = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output, reader: next)
        #expect(again.copies == [] && again.copyTimes == [])
        #expect(next.count(of: copy.path) == 0)
    }

    /// A derived run of a catalog generated in place: each set's `Contents.json`, the source's
    /// already, is written once, by the copy, with its source's time; the next run has nothing
    /// to do, no time to set either.
    @Test func aContentsJSONThatStaysTheSourcesIsCopiedOnceWithItsTime() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        _ = try GenerationTestSupport.generate(source, output: .inPlace)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output)
        let written = plan.operations.filter { $0.action == .write }.map(\.displayPath)
        #expect(written.count == Set(written).count, "\(written)")
        #expect(plan.sets.allSatisfy { !$0.updatesContents })
        _ = GenerationRunner(jobs: 2).run(plan)
        let contents = "Navigation/back.imageset/Contents.json"
        #expect(
            try Self.modificationTime(folder.url("OUT/Demo.xcassets/" + contents))
                == Self.modificationTime(source.appendingPathComponent(contents)))
        let again = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output)
        #expect(again.copies == [] && again.copyTimes == [] && again.operations == [])
    }

    /// A copy of other bytes is copied, time and all, not merely given a time; and a copy of
    /// the source's time is given none.
    @Test func onlyACopyOfTheSameBytesAtAnotherTimeGetsATimeItem() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        _ = try GenerationTestSupport.generate(source, output: output)
        let copy = folder.url("OUT/Demo.xcassets/" + Self.copied)
        var edited = try FileContents.read(copy.path)
        edited[edited.count / 2] ^= 0xFF
        try Data(edited).write(to: copy)
        try Self.setModificationTime(FileTime(seconds: 1_000_000_000, nanoseconds: 0), of: copy)
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: output)
        #expect(plan.copies.map(\.relativePath) == [Self.copied])
        #expect(plan.copyTimes == [])
    }
}
