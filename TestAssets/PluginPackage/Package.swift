// swift-tools-version:6.0
// A package that uses assetmirror's plugins as a client would: PluginTests copies it beside a
// copy of BinaryPlugins holding an artifact bundle of the debug build, runs the command plugin
// and builds (docs/plugins.md).
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(path: "../assetmirror-plugins")],
    targets: [
        .target(
            name: "Checked",
            // SwiftPM on Linux has no rule for catalogs; the build-tool plugin finds them itself.
            exclude: ["Assets.xcassets"],
            plugins: [.plugin(name: "AssetMirrorVerify", package: "assetmirror-plugins")]
        )
    ]
)
