import Foundation
import Testing

/// The release archive of this version, run on a machine that has none of its libraries:
/// `Scripts/check-release-archive` makes a minimal Debian (debootstrap, cached under
/// .build/release-check/), unpacks the archive in it and, in a chroot, checks `ldd`,
/// `--version`, `generate --output`, `verify` and `review` (the PDF set drawn as a vector).
///
/// The archive is the one `Scripts/package` wrote in dist/ (a release build with the Swift
/// runtime linked in, which the suite does not make: the release workflow runs the script on
/// every Linux archive it builds). Needs root for chroot, and debootstrap.
@Suite struct ReleaseArchiveTests {
    static let root = TestAssets.repositoryRoot

    /// dist/assetmirror-VERSION-TRIPLE.tar.gz for the version the debug build says.
    static let archive: URL? = {
        guard let version = try? ExternalCommand.run([AssetMirrorBinary.url.path, "--version"]).stdout,
            let first = version.split(separator: "\n").first, first.hasPrefix("assetmirror ")
        else { return nil }
        let name = "assetmirror-\(first.dropFirst("assetmirror ".count))-\(PluginTests.triple).tar.gz"
        let url = root.appendingPathComponent("dist/\(name)")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    static let debootstrap = ["/usr/sbin/debootstrap", "/usr/bin/debootstrap"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(
        .enabled(if: archive != nil, "no release archive of this version in dist/: Scripts/package makes one"),
        .enabled(if: getuid() == 0, "chroot needs root"),
        .enabled(if: debootstrap, "no debootstrap: Scripts/install-dependencies --test installs it")
    )
    func runsOnAMinimalSystemWithNoneOfItsLibraries() throws {
        let archive = try #require(Self.archive)
        let check = try ExternalCommand.run(
            [Self.root.appendingPathComponent("Scripts/check-release-archive").path, archive.path])
        #expect(check.status == 0, "\(check.stderr)")
        let passed = check.stderr.split(separator: "\n").filter { $0.hasPrefix("check-release-archive: ok: ") }
            .map { $0.dropFirst("check-release-archive: ok: ".count).prefix { $0 != ":" } }
        #expect(passed == ["ldd", "--version", "generate --output", "verify", "review"], "\(check.stderr)")
    }
}
