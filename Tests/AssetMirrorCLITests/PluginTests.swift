import Foundation
import Testing

/// The SwiftPM plugins, used by TestAssets/PluginPackage as a client package uses them: the
/// command plugin (`swift package assetmirror …`) and a build that runs the build-tool plugin.
///
/// One test, as the builds are what costs: a copy of the fixture whose dependency points at
/// this repository, copied and built in the same folders on each run (`.build/plugin-package`),
/// so a second run rebuilds only what changed. It builds assetmirror from scratch the first
/// time (minutes on 2 cores), so it runs when ASSETMIRROR_PLUGIN_TESTS is set, as Scripts/test
/// sets it.
@Suite struct PluginTests {
    static let enabled = ProcessInfo.processInfo.environment["ASSETMIRROR_PLUGIN_TESTS"] != nil

    @Test(.enabled(if: enabled, "builds a package with the plugins; Scripts/test sets ASSETMIRROR_PLUGIN_TESTS=1"))
    func commandPluginThenBuildToolPlugin() throws {
        let root = TestAssets.repositoryRoot
        // The same folders on every run: SwiftPM's build depends on the root package's path.
        let folder = root.appendingPathComponent(".build/plugin-package")
        let package = folder.appendingPathComponent("PluginPackage")
        let scratch = folder.appendingPathComponent("scratch").path
        try? FileManager.default.removeItem(at: package)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("TestAssets/PluginPackage"), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(root.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        func swift(_ arguments: String...) throws -> AssetMirrorBinary.Result {
            try ExternalCommand.run(["swift"] + arguments, in: package)
        }

        let list = try swift("package", "--scratch-path", scratch, "plugin", "--list")
        #expect(list.stdout.contains("‘assetmirror’ (plugin ‘AssetMirrorCommand’ in package ‘assetmirror’)"))

        // verify writes nothing, so it needs no permission; other flags pass through.
        let verify = try swift("package", "--scratch-path", scratch, "assetmirror", "verify", "--reporter", "json")
        #expect(verify.status == 0, "\(verify.stderr)")
        // SwiftPM prints what the plugin's process printed, both streams, on its stdout.
        #expect(verify.stdout.contains("[]\n"), "\(verify.stdout)")
        #expect(verify.stdout.contains("Verified 1 catalog, 1 set: 0 errors, 0 warnings.\n"))

        // set-direction's direction goes before the catalogs the plugin adds.
        let setDirection = try swift(
            "package", "--scratch-path", scratch, "--allow-writing-to-package-directory", "assetmirror",
            "set-direction", "fixed", "--set", "back")
        #expect(setDirection.status == 0, "\(setDirection.stderr)")
        let contents = package.appendingPathComponent("Sources/Checked/Assets.xcassets/back.imageset/Contents.json")
        #expect(!(try String(contentsOf: contents, encoding: .utf8)).contains("language-direction"))

        let build = try swift("build", "--scratch-path", scratch)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(build.stdout.contains("assetmirror verify Assets.xcassets"))
        // Nothing changed: the catalog is not verified again.
        let again = try swift("build", "--scratch-path", scratch)
        #expect(again.status == 0)
        #expect(!again.stdout.contains("assetmirror verify"), "\(again.stdout)")

        // The configuration is an input too: making the warning an error fails the next build.
        let configuration = package.appendingPathComponent(".assetmirror.yml")
        try Data("rules:\n  directional-name-fixed: error\n".utf8).write(to: configuration)
        let stricter = try swift("build", "--scratch-path", scratch)
        #expect(stricter.status != 0)
        #expect((stricter.stdout + stricter.stderr).contains(": error: \"back\" is named like a directional image"))
        try FileManager.default.removeItem(at: configuration)

        // A seeded error fails the build, with the file, line and column in Xcode's format.
        try Data("{\n  \"images\" : [\n    { \"idiom\" : \"universal\", }\n  ]\n}\n".utf8).write(to: contents)
        let failed = try swift("build", "--scratch-path", scratch)
        #expect(failed.status != 0)
        let output = failed.stdout + failed.stderr
        let file = contents.resolvingSymlinksInPath().path
        #expect(output.contains("\(file):3:28: error: trailing comma before '}'"), "\(output)")
    }
}
