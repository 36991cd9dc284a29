import AssetMirror
import Foundation
import Testing

/// Issue 29 point 7, through the built binary: `audit --fix` never replaces a link with a file,
/// and removes the temporary files a killed run left beside the sources.
@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct AuditFixSafetyCommandTests {
    static let source = #"let image = Image(systemName: "chevron.left")"# + "\n"

    @Test func aLinkedSourceIsNotReplacedByAFile() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try workspace.write("Shared/Back.swift", Data(Self.source.utf8))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Sources/Back.swift").path,
            withDestinationPath: "../Shared/Back.swift")
        let result = try workspace.run("audit", "Sources", "--fix")
        #expect(result.status == 1)
        #expect(result.stderr.contains("not written through the symbolic link Sources/Back.swift"))
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Sources/Back.swift").path)
        #expect(link == "../Shared/Back.swift")
        #expect(String(decoding: try workspace.contents("Shared/Back.swift"), as: UTF8.self) == Self.source)
        // Its target, audited by its own path, is fixed.
        let direct = try workspace.run("audit", "Shared", "--fix")
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(
            String(decoding: try workspace.contents("Shared/Back.swift"), as: UTF8.self)
                == #"let image = Image(systemName: "chevron.backward")"# + "\n")
    }

    /// Issue 29 point 1: audit's rewrites follow the one output-file policy. A source reached by
    /// two names (a hard link) is rewritten once; the second name is a failure naming it, not a
    /// second rewrite.
    @Test func aSourceUnderTwoNamesIsRewrittenOnce() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try workspace.write("Sources/A.swift", Data(Self.source.utf8))
        try FileManager.default.linkItem(
            at: workspace.url.appendingPathComponent("Sources/A.swift"),
            to: workspace.url.appendingPathComponent("Sources/B.swift"))
        let result = try workspace.run("audit", "Sources", "--fix")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "not rewritten, as another name rewritten in this run is the same file: Sources/B.swift"),
            "\(result.stderr)")
        let fixed = #"let image = Image(systemName: "chevron.backward")"# + "\n"
        #expect(String(decoding: try workspace.contents("Sources/A.swift"), as: UTF8.self) == fixed)
        #expect(String(decoding: try workspace.contents("Sources/B.swift"), as: UTF8.self) == Self.source)
    }

    /// Issue 29 point 10: time and memory per file are bounded. A source over 16 MiB is named as
    /// not audited (exit 1) and the others are audited.
    @Test func aSourceOver16MiBIsNamedAndTheOthersAudited() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try workspace.write("Sources/A.swift", Data(Self.source.utf8))
        let big = workspace.url.appendingPathComponent("Sources/Big.swift")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(16 << 20) + 1)
        try handle.close()
        let result = try workspace.run("audit", "Sources")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "not audited, as it is over 16 MiB (far past any hand-written source): Sources/Big.swift"),
            "\(result.stderr)")
        #expect(result.stdout.contains("Sources/A.swift:1:"), "\(result.stdout)")
    }

    @Test func temporaryFilesOfAKilledRunAreRemoved() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try workspace.write("Sources/Back.swift", Data(Self.source.utf8))
        let leftover = "Sources/.Back.swift.4242-abc-1.assetmirror-tmp"
        let other = "Sources/.notes.txt.4242-abc-2.assetmirror-tmp"
        try workspace.write(leftover, Data("half".utf8))
        try workspace.write(other, Data("another tool's".utf8))
        let result = try workspace.run("audit", "Sources", "--fix")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!workspace.exists(leftover))
        #expect(workspace.exists(other))
        #expect(
            result.stderr.contains(
                "assetmirror: note: removed 1 temporary file that an interrupted run left: Sources/.Back.swift.4242-abc-1.assetmirror-tmp"
            ))
    }
}
