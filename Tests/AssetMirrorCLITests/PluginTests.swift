import Foundation
import Testing

/// The SwiftPM plugins, used by TestAssets/PluginPackage as a client package uses them: the
/// command plugin (`swift package assetmirror …`) and a build that runs the build-tool plugin.
///
/// The plugins come from BinaryPlugins, the package that runs the prebuilt tool of an artifact
/// bundle, here one made by `Scripts/package --bundle` from an archive of the debug build: so
/// the client's build compiles the plugins and its one target, never assetmirror (the main
/// package's plugins run the same plugin sources). One test, as the builds are what costs, in
/// the same folders on each run (`.build/plugin-package`), so a second run rebuilds only what
/// changed.
@Suite struct PluginTests {
    @Test func commandPluginThenBuildToolPluginOnTheArtifactBundle() throws {
        let root = TestAssets.repositoryRoot
        let fileManager = FileManager.default
        // The same folders on every run: SwiftPM's build depends on the root package's path.
        let folder = root.appendingPathComponent(".build/plugin-package")
        let plugins = folder.appendingPathComponent("assetmirror-plugins")
        let package = folder.appendingPathComponent("PluginPackage")
        let archives = folder.appendingPathComponent("archives")
        let scratch = folder.appendingPathComponent("bundle-scratch").path
        for old in [plugins, package, archives] { try? fileManager.removeItem(at: old) }
        try fileManager.createDirectory(at: archives, withIntermediateDirectories: true)
        try fileManager.copyItem(at: root.appendingPathComponent("TestAssets/PluginPackage"), to: package)
        // BinaryPlugins' plugin folders are links into Plugins/: copied as the files they lead to.
        let copy = try ExternalCommand.run([
            "cp", "-RL", root.appendingPathComponent("BinaryPlugins").path, plugins.path,
        ])
        try #require(copy.status == 0, "\(copy.stderr)")

        // An archive as Scripts/package lays it out, holding the debug build, then its bundle.
        let name = "assetmirror-0.0.0-\(Self.triple)"
        let bin = archives.appendingPathComponent("\(name)/bin")
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: AssetMirrorBinary.url.resolvingSymlinksInPath(), to: bin.appendingPathComponent("assetmirror"))
        let tar = try ExternalCommand.run(["tar", "-czf", "\(name).tar.gz", name], in: archives)
        try #require(tar.status == 0, "\(tar.stderr)")
        let bundle = try ExternalCommand.run(
            [
                root.appendingPathComponent("Scripts/package").path, "--output", archives.path, "--bundle",
                archives.appendingPathComponent("\(name).tar.gz").path,
            ])
        try #require(bundle.status == 0, "\(bundle.stderr)")
        try fileManager.copyItem(
            at: archives.appendingPathComponent("assetmirror.artifactbundle"),
            to: plugins.appendingPathComponent("assetmirror.artifactbundle"))
        func swift(_ arguments: String...) throws -> AssetMirrorBinary.Result {
            try ExternalCommand.run(
                ["swift"] + arguments, in: package,
                environment: ["ASSETMIRROR_ARTIFACT_BUNDLE": "assetmirror.artifactbundle"])
        }

        let list = try swift("package", "--scratch-path", scratch, "plugin", "--list")
        #expect(list.stdout.contains("‘assetmirror’ (plugin ‘AssetMirrorCommand’ in package ‘assetmirror-plugins’)"))

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
        // The tool came from the bundle: nothing of assetmirror was compiled.
        #expect(!build.stdout.contains("Compiling AssetMirror"), "\(build.stdout)")
        #expect(!fileManager.fileExists(atPath: "\(scratch)/debug/AssetMirror.build"))
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

    /// The triple Scripts/package names this machine's archive with.
    static var triple: String {
        #if os(Linux) && arch(x86_64)
        "x86_64-unknown-linux-gnu"
        #elseif os(Linux)
        "aarch64-unknown-linux-gnu"
        #elseif arch(x86_64)
        "x86_64-apple-macosx"
        #else
        "arm64-apple-macosx"
        #endif
    }
}
