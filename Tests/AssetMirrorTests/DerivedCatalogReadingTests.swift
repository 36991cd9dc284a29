import Foundation
import Testing

@testable import AssetMirror

/// A derived catalog read on a worker of its own while the source is read, and the source files'
/// sizes and times read on several workers, give the plan that one job gives, whole: the same
/// copies, copy times, removals, kept files, links refused and record.
@Suite struct DerivedCatalogReadingTests {
    static func plan(_ source: URL, in folder: TemporaryFolder, jobs: Int) throws -> GenerationPlan {
        try GenerationPlan(
            catalogs: [(source, "Demo.xcassets")], output: .derived(folder: folder.url("OUT")),
            directionTable: .besideEachCatalog, jobs: jobs)
    }

    /// The demo generated into `OUT`, then changed in every way a derived plan tells apart.
    static func changedDerivedCatalog(in folder: TemporaryFolder) throws -> URL {
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        let derived = folder.url("OUT/Demo.xcassets")
        // A set gone from the source: its copies, variants and record are removed.
        try FileManager.default.removeItem(at: source.appendingPathComponent("Chat/bubble.imageset"))
        // A file someone put in the derived catalog: kept.
        try Data("notes".utf8).write(to: derived.appendingPathComponent("Onboarding/notes.txt"))
        // A copy edited: copied again.
        try Data("edited".utf8).write(to: derived.appendingPathComponent("Chat/send.imageset/send.jpg"))
        // A copy of the source's bytes at another time: its time is set.
        let icon = derived.appendingPathComponent(GenerationCopyCheckTests.copied)
        try GenerationCopyCheckTests.setModificationTime(
            FileTime(seconds: 1_500_000_000, nanoseconds: 5), of: icon)
        // A folder replaced by a link: nothing written through it.
        let navigation = derived.appendingPathComponent("Navigation")
        try FileManager.default.moveItem(at: navigation, to: folder.url("ELSEWHERE"))
        try FileManager.default.createSymbolicLink(
            atPath: navigation.path, withDestinationPath: folder.url("ELSEWHERE").path)
        return source
    }

    @Test(arguments: [2, 4])
    func aChangedDerivedCatalogIsPlannedAlikeWithOneJobAndWithMore(jobs: Int) throws {
        let folder = try TemporaryFolder()
        let source = try Self.changedDerivedCatalog(in: folder)
        let serial = try Self.plan(source, in: folder, jobs: 1)
        #expect(try Self.plan(source, in: folder, jobs: jobs) == serial)
        // The plan compared has every kind of item.
        #expect(serial.removals.map(\.relativePath).contains("Chat/bubble.imageset/bubble-rtl@2x.png"))
        #expect(serial.kept.contains { $0.hasSuffix("OUT/Demo.xcassets/Onboarding/notes.txt") })
        #expect(serial.copies.map(\.relativePath).contains("Chat/send.imageset/send.jpg"))
        #expect(serial.copyTimes.map(\.relativePath) == [GenerationCopyCheckTests.copied])
        #expect(serial.refusedLinks.contains { $0.hasSuffix("OUT/Demo.xcassets/Navigation") })
        #expect(serial.catalogs.first?.derivedRecord?.paths.contains("Chat/bubble.imageset/Contents.json") == false)
        #expect(serial.catalogs.first?.derivedRecordBytes != nil)
    }

    /// A derived catalog up to date: nothing to copy, remove or write, with any number of jobs.
    @Test func anUpToDateDerivedCatalogIsPlannedAlikeWithOneJobAndWithMore() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        let serial = try Self.plan(source, in: folder, jobs: 1)
        #expect(try Self.plan(source, in: folder, jobs: 4) == serial)
        #expect(serial.copies.isEmpty && serial.copyTimes.isEmpty && serial.removals.isEmpty)
        let record = try #require(serial.catalogs.first?.derivedRecord)
        #expect(record.serialized() == serial.catalogs.first?.derivedRecordBytes)
    }

    /// A record that cannot be used refuses the plan the same way, read on a worker or not.
    @Test(arguments: [1, 4])
    func aBrokenRecordRefusesThePlanWithAnyNumberOfJobs(jobs: Int) throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source, output: .derived(folder: folder.url("OUT")))
        try Data("{\"files\":[\"../x\"],\"generator\":\"assetmirror\",\"version\":1}".utf8)
            .write(to: folder.url("OUT/Demo.xcassets/" + DerivedRecord.fileName))
        #expect(
            throws: GenerationError.unreadableDerivedRecord(
                catalog: GenerationPlan.derivedCatalog(of: source, in: folder.url("OUT")).path,
                DerivedRecordError(detail: "entry 1 of \"files\" is not a path inside the catalog"))
        ) {
            try Self.plan(source, in: folder, jobs: jobs)
        }
    }

    /// Before any derived catalog exists, the plans are alike too.
    @Test func aFirstRunIsPlannedAlikeWithOneJobAndWithMore() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let serial = try Self.plan(source, in: folder, jobs: 1)
        #expect(try Self.plan(source, in: folder, jobs: 4) == serial)
        #expect(!serial.copies.isEmpty)
    }

    /// The source files' sizes and times read ahead on workers are what the copy's walk reads
    /// itself: the same listings in the end, hidden files and folders included, and the copy's
    /// walk finds none left to read.
    @Test func fileStatusReadAheadIsWhatTheCopysWalkReadsItself() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try Data("hidden".utf8).write(to: source.appendingPathComponent("Chat/.notes"))
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try Data("in a hidden folder".utf8).write(to: source.appendingPathComponent(".hidden/x.txt"))
        func listings(readingAhead: Bool) throws -> [String: Result<[WalkEntry], FileIOError>] {
            let listings = WalkListings(root: source.path, links: .insideRoot)
            _ = try AssetCatalog(reading: source, path: "Demo.xcassets", listings: listings, jobs: 1)
            #expect(listings.all.values.contains { (try? $0.get())?.contains(where: \.lacksStatus) == true })
            if readingAhead {
                GenerationPlan.readFileStatus(ofCatalogAt: source, listings: listings, jobs: 4)
                #expect(!listings.all.values.contains { (try? $0.get())?.contains(where: \.lacksStatus) == true })
            }
            let copied = try GenerationPlan.copies(
                from: source, to: folder.url("OUT/Demo.xcassets"), leaving: [:],
                files: GenerationSnapshot(reader: DiskFileReader()), listings: listings, destinationFiles: [:])
            #expect(copied.paths.contains(".hidden/x.txt") && copied.paths.contains("Chat/.notes"))
            #expect(Set(copied.walked) == copied.paths)
            return listings.all
        }
        #expect(try listings(readingAhead: true) == listings(readingAhead: false))
    }
}
