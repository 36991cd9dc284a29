import Foundation
import Testing

/// `Scripts/download-release`, the Action's way in at a release tag, run against a local
/// `file://` release: a copy of the script beside a release-checksums.txt, as in the tag's
/// commit, and an archive laid out as Scripts/package lays it out, whose `bin/assetmirror` is a
/// shell script that says who it is.
@Suite struct ReleaseDownloadTests {
    static let name = "assetmirror-9.9.9-\(PluginTests.triple)"

    /// A release folder with the archive, a repository folder with the script, and the archive's
    /// SHA-256 as `sha256sum` (or `shasum`) computes it.
    static func release(in workspace: Workspace) throws -> (repository: URL, release: URL, digest: String) {
        let fileManager = FileManager.default
        let release = workspace.url.appendingPathComponent("release")
        let bin = release.appendingPathComponent("\(name)/bin")
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        let tool = bin.appendingPathComponent("assetmirror")
        try Data("#!/bin/sh\necho \"assetmirror 9.9.9 from the archive\"\n".utf8).write(to: tool)
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let tar = try ExternalCommand.run(["tar", "-czf", "\(name).tar.gz", name], in: release)
        try #require(tar.status == 0, "\(tar.stderr)")
        try fileManager.removeItem(at: release.appendingPathComponent(name))

        let repository = workspace.url.appendingPathComponent("repository")
        try fileManager.createDirectory(
            at: repository.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: TestAssets.repositoryRoot.appendingPathComponent("Scripts/download-release"),
            to: repository.appendingPathComponent("Scripts/download-release"))
        let sum = try ExternalCommand.run(
            ["sh", "-c", "sha256sum \"$0\" 2>/dev/null || shasum -a 256 \"$0\"", "\(name).tar.gz"], in: release)
        let digest = try #require(sum.stdout.split(separator: " ").first.map(String.init))
        #expect(digest.count == 64)
        return (repository, release, digest)
    }

    static func download(_ repository: URL, from release: URL, into folder: URL) throws -> AssetMirrorBinary.Result {
        try ExternalCommand.run([
            repository.appendingPathComponent("Scripts/download-release").path,
            "file://\(release.path)", folder.path,
        ])
    }

    @Test func downloadsChecksAndUnpacksTheArchiveForThisMachine() throws {
        let workspace = try Workspace(withIcons: false)
        let (repository, release, digest) = try Self.release(in: workspace)
        // Another machine's line first: the script picks this machine's.
        let checksums =
            "\(String(repeating: "0", count: 64))  assetmirror-9.9.9-riscv64-unknown-linux-gnu.tar.gz\n"
            + "\(digest)  \(Self.name).tar.gz\n"
        try Data(checksums.utf8).write(to: repository.appendingPathComponent("release-checksums.txt"))
        let folder = workspace.url.appendingPathComponent("tools")

        let download = try Self.download(repository, from: release, into: folder)
        #expect(download.status == 0, "\(download.stderr)")
        let binary = folder.appendingPathComponent("\(Self.name)/bin/assetmirror")
        #expect(download.stdout == "\(binary.path)\n")
        let run = try ExternalCommand.run([binary.path])
        #expect(run.stdout == "assetmirror 9.9.9 from the archive\n")
        // Nothing but the unpacked folder is left: the download itself is removed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [Self.name])
    }

    @Test func refusesAnArchiveWhoseChecksumDiffers() throws {
        let workspace = try Workspace(withIcons: false)
        let (repository, release, digest) = try Self.release(in: workspace)
        let wrong = String(digest.reversed())
        try Data("\(wrong)  \(Self.name).tar.gz\n".utf8).write(
            to: repository.appendingPathComponent("release-checksums.txt"))
        let folder = workspace.url.appendingPathComponent("tools")

        let download = try Self.download(repository, from: release, into: folder)
        #expect(download.status == 1)
        #expect(download.stdout == "")
        #expect(
            download.stderr
                == "download-release: \(Self.name).tar.gz has checksum \(digest), but release-checksums.txt says \(wrong); not unpacked\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func outsideAReleaseSaysSo() throws {
        let workspace = try Workspace(withIcons: false)
        let (repository, release, _) = try Self.release(in: workspace)
        let download = try Self.download(repository, from: release, into: workspace.url.appendingPathComponent("tools"))
        #expect(download.status == 1)
        #expect(download.stderr == "download-release: no release-checksums.txt: this commit is not a release\n")
    }
}
