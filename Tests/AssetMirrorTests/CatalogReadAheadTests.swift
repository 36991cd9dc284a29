import Foundation
import Testing

@testable import AssetMirror

/// A catalog read on several workers (``CatalogReadAhead``) is the catalog read on one: the
/// whole model (groups, sets, entries, problems, in order) and every folder listing it shares
/// with a later walk, on every fixture catalog and on a scratch catalog with every oddity the
/// reader knows.
@Suite struct CatalogReadAheadTests {
    static let imageSet = Array(
        #"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"filename":"a@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
            .utf8)
    static let namespace = Array(#"{"properties":{"provides-namespace":true}}"#.utf8)

    /// Every catalog under `TestAssets/Catalogs`, the `Verify` cases' included.
    static let fixtures: [String] = {
        let root = TestAssetsFolder.url.appendingPathComponent("Catalogs")
        let names = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return names.filter { $0.hasSuffix(".xcassets") && !$0.dropLast(9).contains(".xcassets") }.sorted()
    }()

    /// The catalog and the listings its walk left, read with `jobs` workers (`handout` given:
    /// read ahead in that order; `nil`: as the public initialiser decides).
    func read(_ url: URL, jobs: Int, handout: CatalogReadAhead.Handout?) throws -> (
        AssetCatalog, [String: Result<[WalkEntry], FileIOError>]
    ) {
        let listings = WalkListings(root: url.path, links: .insideRoot)
        let catalog = try AssetCatalog(
            reading: url, path: "A.xcassets", listings: listings, jobs: jobs, handout: handout)
        return (catalog, listings.all)
    }

    /// The serial read (one worker, nothing read ahead) against every parallel one.
    func expectSameReads(_ url: URL) throws {
        let (serial, serialListings) = try read(url, jobs: 1, handout: nil)
        for (jobs, handout) in [(1, CatalogReadAhead.Handout.inOrder), (1, .reversed), (4, .inOrder), (4, .reversed)] {
            let (parallel, listings) = try read(url, jobs: jobs, handout: handout)
            #expect(parallel == serial, "jobs \(jobs), \(handout)")
            #expect(parallel.problems == serial.problems, "jobs \(jobs), \(handout)")
            #expect(listings == serialListings, "jobs \(jobs), \(handout)")
        }
        let (parallel, listings) = try read(url, jobs: 4, handout: nil)
        #expect(parallel == serial && listings == serialListings)
    }

    @Test func fixturesAreFound() {
        #expect(Self.fixtures.count > 20)
        #expect(Self.fixtures.contains("Demo.xcassets") && Self.fixtures.contains("Malformed.xcassets"))
    }

    @Test(arguments: fixtures) func everyFixtureCatalogReadsTheSameOnSeveralWorkers(_ name: String) throws {
        try expectSameReads(TestAssetsFolder.url.appendingPathComponent("Catalogs/\(name)"))
    }

    /// 24 groups (every third providing a namespace) of 25 sets, layers inside stacks, and every
    /// oddity: malformed and missing `Contents.json`, a folder named `Contents.json`, a folder
    /// type nobody knows, links inside and out (to folders and files, one into a hidden folder
    /// the walk reaches only through it, one to `Contents.json`), hidden folders, a name that is
    /// not UTF-8 and a named pipe.
    @Test func aManyFolderCatalogWithEveryOddityReadsTheSameOnSeveralWorkers() throws {
        let folder = try TemporaryFolder()
        let root = "A.xcassets"
        for group in 0..<24 {
            let groupPath = "\(root)/Group\(String(format: "%02d", group))"
            if group % 3 == 0 { try folder.write("\(groupPath)/Contents.json", Self.namespace) }
            for set in 0..<25 {
                let setPath = "\(groupPath)/icon\(set).imageset"
                switch (group * 25 + set) % 37 {
                case 1: try folder.write("\(setPath)/Contents.json", Array("{\n  \"images\" : [],\n}\n".utf8))
                case 2: try folder.write("\(setPath)/a.png", [1])
                case 3: try folder.write("\(setPath)/Contents.json/inner.txt", [1])
                case 4: try folder.write("\(setPath)/Contents.json", Array("[]".utf8))
                default: try folder.write("\(setPath)/Contents.json", Self.imageSet)
                }
            }
            try folder.write("\(groupPath)/stack\(group).imagestack/front.imagestacklayer/Contents.json", Self.imageSet)
            try folder.write(
                "\(groupPath)/stack\(group).imagestack/front.imagestacklayer/Content.imageset/Contents.json",
                Self.imageSet)
            try folder.write("\(groupPath)/thing.futureset/Contents.json", Array("{}".utf8))
        }
        try folder.write("\(root)/Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        try folder.write("\(root)/.hidden/secret.imageset/Contents.json", Self.imageSet)
        try folder.write("\(root)/Group01/.git/HEAD", [1])
        try folder.write("outside/far.imageset/Contents.json", Self.imageSet)
        try folder.write("outside.json", Self.imageSet)
        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: folder.url("\(root)/\(path)").path, withDestinationPath: destination)
        }
        try link("Group02/alias.imageset", to: "../Group03/icon4.imageset")
        try link("Group04/revealed", to: "../.hidden")
        try link("Group05/out", to: "../../outside")
        try link("Group06/icon0.imageset/b.png", to: "../../../outside.json")
        try link("Group07/linked.imageset", to: "../Group08/icon0.imageset")
        try link("Group09/loop", to: "..")
        try link("Group10/icon11.imageset/Contents.json", to: "../icon13.imageset/Contents.json")
        try link("Group11/nothing.imageset", to: "missing")
        #expect(mkfifo(folder.url("\(root)/Group12/icon1.imageset/pipe.png").path, 0o644) == 0)
        _ = folder.writeFileNamedNotUTF8(in: "\(root)/Group13")

        let url = folder.url(root)
        let (serial, _) = try read(url, jobs: 1, handout: nil)
        // The catalog is what it is meant to be, so that equal reads are not equally empty.
        #expect(serial.sets.count > 24 * 27 && serial.groups.map(\.relativePath).last == "Group04/revealed")
        #expect(serial.sets.contains { $0.relativePath == "Group04/revealed/secret.imageset" })
        #expect(serial.problems.count > 40)
        #expect(
            serial.problems.contains(
                .linkOutsideCatalog(path: "Group05/out", target: canonicalPath(folder.url("outside").path))))
        try expectSameReads(url)
    }

    /// What cannot be read, read ahead (each folder listed, and its `Contents.json` read, through
    /// the folder's descriptor) as the walk reads it by whole paths: a folder that cannot be
    /// listed, a `Contents.json` that cannot be read, one that is a named pipe, one that is a
    /// link out of the catalog, each reported once by its path in the catalog. One worker, so
    /// the reading stays on the thread that gave up root's rights.
    @Test(
        .enabled(
            if: getuid() != 0 || UnprivilegedFileAccess.isAvailable,
            "root reads everything, and this system cannot drop that for a thread"))
    func whatCannotBeReadIsReportedAsTheWalkReportsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Locked/x.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/G/secret.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/G/ok.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/G/piped.imageset/a.png", [1])
        try folder.write("A.xcassets/G/out.imageset/a.png", [1])
        try folder.write("outside.json", Self.imageSet)
        #expect(mkfifo(folder.url("A.xcassets/G/piped.imageset/Contents.json").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("A.xcassets/G/out.imageset/Contents.json").path,
            withDestinationPath: "../../../outside.json")
        let locked = folder.url("A.xcassets/Locked").path
        let secret = folder.url("A.xcassets/G/secret.imageset/Contents.json").path
        chmod(locked, 0)
        chmod(secret, 0)
        defer {
            chmod(locked, 0o755)
            chmod(secret, 0o644)
        }
        let url = folder.url("A.xcassets")
        let (serial, serialListings) = try UnprivilegedFileAccess.run { try read(url, jobs: 1, handout: nil) }
        #expect(
            serial.problems == [
                .linkOutsideCatalog(
                    path: "G/out.imageset/Contents.json", target: canonicalPath(folder.url("outside.json").path)),
                .unreadable(
                    path: "G/piped.imageset/Contents.json",
                    error: FileIOError(
                        .notARegularFile, path: "G/piped.imageset/Contents.json", code: 0, kind: .namedPipe)),
                .unreadable(
                    path: "G/secret.imageset/Contents.json",
                    error: FileIOError(.read, path: "G/secret.imageset/Contents.json", code: EACCES)),
                .unreadable(path: "Locked", error: FileIOError(.listFolder, path: "Locked", code: EACCES)),
            ])
        #expect(
            serial.sets.map(\.relativePath) == [
                "G/ok.imageset", "G/out.imageset", "G/piped.imageset", "G/secret.imageset",
            ])
        for handout in [CatalogReadAhead.Handout.inOrder, .reversed] {
            let (ahead, listings) = try UnprivilegedFileAccess.run { try read(url, jobs: 1, handout: handout) }
            #expect(ahead == serial && ahead.problems == serial.problems, "\(handout)")
            #expect(listings == serialListings, "\(handout)")
        }
    }

    /// The read-ahead hands the folders out last first, on one worker, so they are done in the
    /// reverse of their order: a model assembled in the order the work finished would list the
    /// groups, the sets and their problems backwards.
    @Test func theOrderIsTheWalksWhateverOrderTheWorkFinishesIn() throws {
        let folder = try TemporaryFolder()
        for index in 0..<6 {
            try folder.write("A.xcassets/G\(index)/s\(index).imageset/Contents.json", Array("{".utf8))
        }
        let (catalog, _) = try read(folder.url("A.xcassets"), jobs: 1, handout: .reversed)
        #expect(catalog.groups.map(\.relativePath) == (0..<6).map { "G\($0)" })
        #expect(catalog.sets.map(\.relativePath) == (0..<6).map { "G\($0)/s\($0).imageset" })
        #expect(
            catalog.problems.map(\.path) == (0..<6).map { "G\($0)/s\($0).imageset/Contents.json" })
    }

    /// `--jobs` is only held to at least 1: a number of any size cuts the folders into the same
    /// ranges as one worker per folder does, where it once overflowed multiplying by 16.
    @Test(arguments: [1, 7, 40, 10_000])
    func batchesCoverEveryFolderOnceForAnyNumberOfJobs(count: Int) {
        for jobs in [1, 2, 4, count, Int.max / 2, Int.max] {
            let batches = CatalogReadAhead.batches(of: count, jobs: jobs)
            #expect(batches.flatMap { Array($0) } == Array(0..<count), "jobs \(jobs)")
        }
        #expect(CatalogReadAhead.batches(of: 40, jobs: Int.max) == CatalogReadAhead.batches(of: 40, jobs: 40))
    }
}
