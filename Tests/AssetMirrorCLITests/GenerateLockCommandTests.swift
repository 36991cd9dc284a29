import AssetMirror
import Foundation
import Testing

/// `generate` and the folder lock, with two real processes: this test process holds the lock as
/// another run would, and the built binary is the second run (see ``FlipLockCommandTests``).
@Suite struct GenerateLockCommandTests {
    func lock(_ workspace: Workspace, writing: [String] = [], reading: [String] = []) throws -> FolderLock {
        func folders(_ paths: [String]) -> [(path: String, shown: String)] {
            paths.map { (workspace.url.appendingPathComponent($0).path, $0) }
        }
        return try FolderLock(writingIn: folders(writing), reading: folders(reading), waiting: false)
    }

    static let heldMessage =
        "assetmirror: error: another assetmirror run is working in Demo.xcassets (it holds the lock on that folder\(FlipLockCommandTests.holder)); let it finish and run again, or pass --wait to wait for it\n"

    /// In place, a second run on the catalog stops before planning: exit 75, nothing written, no JSON.
    @Test func aSecondInPlaceRunOnTheCatalogIsRefusedNamingIt() throws {
        let workspace = try Workspace(withCatalog: true)
        var held: FolderLock? = try lock(workspace, writing: ["Demo.xcassets"])
        for format in ["text", "json"] {
            let result = try workspace.run("generate", "Demo.xcassets", "--format", format)
            #expect(result.status == 75)
            #expect(result.stdout == "")
            #expect(result.stderr == Self.heldMessage)
        }
        #expect(try workspace.run("generate", "Demo.xcassets", "--dry-run").status == 75)
        #expect(
            CatalogTree.differences(
                CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets")),
                CatalogTree.files(CatalogTree.demo)) == [])
        #expect(!workspace.exists("Demo.rtl-directions.json"))
        withExtendedLifetime(held) {}
        held = nil
        #expect(try workspace.run("generate", "Demo.xcassets", "--quiet", "--direction-table", "assets").status == 0)
        #expect(workspace.exists("Demo.rtl-directions.json"))
    }

    /// A derived run locks its derived catalog, and reads its source under a shared lock: it is
    /// kept out while a run writes in either, and kept out of neither by another derived run
    /// reading the same source; an in-place run is kept out while a derived run copies.
    @Test func aDerivedRunLocksItsCopyAndReadsItsSourceShared() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)

        var held: FolderLock? = try lock(workspace, writing: ["OUT/Demo.xcassets"])
        let intoHeldCopy = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(intoHeldCopy.status == 75)
        #expect(intoHeldCopy.stderr.contains("is working in OUT/Demo.xcassets (it holds the lock"))
        held = nil

        held = try lock(workspace, writing: ["Demo.xcassets"])
        let fromSourceBeingWritten = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(fromSourceBeingWritten.status == 75)
        #expect(fromSourceBeingWritten.stderr == Self.heldMessage)
        held = nil

        held = try lock(workspace, reading: ["Demo.xcassets"])
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT2", "--quiet").status == 0)
        let inPlace = try workspace.run("generate", "Demo.xcassets")
        #expect(inPlace.status == 75)
        #expect(inPlace.stderr == Self.heldMessage)
        withExtendedLifetime(held) {}
    }

    /// With `--wait` the second run says it waits, writes nothing while the lock is held, and
    /// runs once it is released. No clock: the test waits for the run's own words.
    @Test func withWaitTheSecondRunWaitsAndThenRuns() throws {
        let workspace = try Workspace(withCatalog: true)
        var held: FolderLock? = try lock(workspace, writing: ["Demo.xcassets"])
        let (process, said) = try workspace.start("generate", "Demo.xcassets", "--wait", "--quiet")
        #expect(said == "assetmirror: note: waiting for another run working in Demo.xcassets\n")
        #expect(process.isRunning)
        #expect(
            CatalogTree.differences(
                CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets")),
                CatalogTree.files(CatalogTree.demo))
                == [])
        withExtendedLifetime(held) {}
        held = nil
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(workspace.exists("Demo.xcassets/Navigation/back.imageset/back-rtl.png"))
    }
}
