import Foundation
import Testing

/// A `Package.swift` is code: a folder search runs it (`swift package dump-package`) only when
/// allowed, so that a pull request's manifest cannot run on a CI runner that did not ask for it.
@Suite struct ManifestEvaluationCommandTests {
    /// A package whose manifest leaves `marker` when it is evaluated, and says `path:`, so that
    /// the search would evaluate it to place its catalog.
    static func package() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        let marker = workspace.url.appendingPathComponent("marker").path
        try workspace.write(
            "Package.swift",
            Data(
                """
                // swift-tools-version:5.9
                import Foundation
                import PackageDescription

                FileManager.default.createFile(atPath: "\(marker)", contents: Data())
                let package = Package(name: "Evil", targets: [.target(name: "Lib", path: "Code/Lib")])

                """.utf8))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Code/Lib/Media.xcassets"), withIntermediateDirectories: true)
        try workspace.write("Code/Lib/Media.xcassets/Contents.json", Data(#"{"info":{"version":1}}"#.utf8))
        return workspace
    }

    static func verify(_ workspace: Workspace, _ arguments: [String], ci: String) throws -> AssetMirrorBinary.Result {
        try ExternalCommand.run(
            [AssetMirrorBinary.url.path, "verify"] + arguments, in: workspace.url, environment: ["CI": ci])
    }

    /// Whether a `swift` is on `PATH`: evaluating a manifest needs one (and the tests run under one).
    static let hasSwift = (try? ExternalCommand.run(["swift", "--version"]))?.status == 0

    static let unclaimed =
        "assetmirror: note: no target found builds this catalog, so it is checked on its own: Code/Lib/Media.xcassets\n"

    @Test(
        arguments: [
            (["--no-manifest-evaluation"], "", nil),
            ([], "true", nil),
            ([], "", "manifest-evaluation: off\n"),
            (["--manifest-evaluation"], "", "manifest-evaluation: off\n"),
        ] as [([String], String, String?)])
    func aManifestIsNotRunWhenEvaluationIsOff(arguments: [String], ci: String, config: String?) throws {
        let workspace = try Self.package()
        if let config { try workspace.write(".assetmirror.yml", Data(config.utf8)) }
        let result = try Self.verify(workspace, arguments, ci: ci)
        #expect(!workspace.exists("marker"))
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix(Self.unclaimed))
    }

    /// The control: the same manifest does run when evaluation is asked for, CI or not.
    @Test(.enabled(if: Self.hasSwift, "no `swift` on PATH to evaluate a manifest with"))
    func aManifestRunsWhenEvaluationIsAskedFor() throws {
        let workspace = try Self.package()
        let result = try Self.verify(workspace, ["--manifest-evaluation"], ci: "true")
        #expect(workspace.exists("marker"))
        #expect(result.status == 0)
        #expect(result.stderr == "Verified 1 catalog of 1 target, 0 sets: 0 errors, 0 warnings.\n")
    }

    @Test func theConfigurationCannotTurnEvaluationOn() throws {
        let workspace = try Self.package()
        try workspace.write(".assetmirror.yml", Data("manifest-evaluation: on\n".utf8))
        let result = try Self.verify(workspace, [], ci: "true")
        #expect(result.status == 64)
        #expect(!workspace.exists("marker"))
        #expect(result.stderr.contains("manifest-evaluation"))
    }
}
