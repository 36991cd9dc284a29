import AssetMirror
import Foundation
import Testing

/// `flip --in-place` and the folder lock, with two real processes: this test process holds the
/// lock as another run would (a `flock` on an open folder excludes any other open description,
/// in this process or another), and the built binary is the second run.
@Suite struct FlipLockCommandTests {
    func lock(_ workspace: Workspace, _ folder: String) throws -> FolderLock {
        try FolderLock(writingIn: [(workspace.url.appendingPathComponent(folder).path, folder)], waiting: false)
    }

    /// How a refusal names the holder, this test process: on Linux, from `/proc/locks`, its id
    /// and program name; elsewhere not at all.
    static var holder: String {
        #if os(Linux)
        ": process \(getpid()), " + URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        #else
        ""
        #endif
    }

    @Test func aSecondInPlaceRunOnTheSameFolderIsRefusedNamingIt() throws {
        let workspace = try Workspace()
        let before = try workspace.contents("Icons/back-arrow.png")
        var held: FolderLock? = try lock(workspace, "Icons")
        let result = try workspace.run("flip", "Icons", "--in-place")
        #expect(result.status == 75)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "assetmirror: error: another assetmirror run is working in Icons (it holds the lock on that folder\(Self.holder)); let it finish and run again, or pass --wait to wait for it\n"
        )
        #expect(try workspace.contents("Icons/back-arrow.png") == before)
        withExtendedLifetime(held) {}
        held = nil
        // Released, the same run goes through.
        #expect(try workspace.run("flip", "Icons", "--in-place", "--quiet").status == 0)
        #expect(try workspace.contents("Icons/back-arrow.png") != before)
    }

    /// A run in a folder and a run in a folder inside it exclude each other, whichever comes
    /// first; runs in two sibling folders do not. A file named on the command line locks its folder.
    @Test func nestedFoldersExcludeEachOtherAndSiblingsDoNot() throws {
        let workspace = try Workspace()
        let canonicalIcons = try #require(realpath(workspace.url.appendingPathComponent("Icons").path, nil))
        defer { free(canonicalIcons) }
        var held: FolderLock? = try lock(workspace, "Icons")
        let inner = try workspace.run("flip", "Icons/Chevrons", "--in-place")
        #expect(inner.status == 75)
        #expect(inner.stderr.contains("is working in \(String(cString: canonicalIcons)) (it holds"))
        withExtendedLifetime(held) {}
        held = nil
        held = try lock(workspace, "Icons/Chevrons")
        let outer = try workspace.run("flip", "Icons", "--in-place")
        #expect(outer.status == 75)
        #expect(outer.stderr.contains("is working in Icons (it holds"))
        let file = try workspace.run("flip", "Icons/Chevrons/chevron-left.png", "--in-place")
        #expect(file.status == 75)
        #expect(file.stderr.contains("is working in Icons/Chevrons (it holds"))
        let sibling = try workspace.run("flip", "Icons/Controls", "--in-place", "--quiet")
        #expect(sibling.status == 0)
        #expect(sibling.stderr == "")
        withExtendedLifetime(held) {}
    }

    /// With `--wait` the second run says it waits, writes nothing while the lock is held, and
    /// runs once it is released. No clock: the test waits for the run's own words.
    @Test func withWaitTheSecondRunWaitsAndThenRuns() throws {
        let workspace = try Workspace()
        let before = try workspace.contents("Icons/back-arrow.png")
        var held: FolderLock? = try lock(workspace, "Icons")
        let (process, said) = try workspace.start("flip", "Icons", "--in-place", "--wait", "--quiet")
        #expect(said == "assetmirror: note: waiting for another run working in Icons\n")
        #expect(process.isRunning)
        #expect(try workspace.contents("Icons/back-arrow.png") == before)
        withExtendedLifetime(held) {}
        held = nil
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try workspace.contents("Icons/back-arrow.png") != before)
    }

    /// `--output` locks the output folder, so that two runs writing there exclude each other.
    @Test func anOutputRunLocksItsOutputFolder() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("flip", "Icons", "--output", "out", "--quiet").status == 0)
        var held: FolderLock? = try lock(workspace, "out")
        let refused = try workspace.run("flip", "Icons", "--output", "out")
        #expect(refused.status == 75)
        #expect(refused.stderr.hasPrefix("assetmirror: error: another assetmirror run is working in out (it holds"))
        withExtendedLifetime(held) {}
        held = nil
        // Not made yet, it is made to be locked, and removed again when the run stops there.
        held = try lock(workspace, "Icons")
        let missing = try workspace.run("flip", "Icons/Chevrons", "--output", "Icons/new/out")
        #expect(missing.status == 75)
        #expect(missing.stderr.contains("/Icons (it holds the lock on that folder"))
        #expect(!workspace.exists("Icons/new"))
        withExtendedLifetime(held) {}
    }
}
