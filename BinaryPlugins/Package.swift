// swift-tools-version:6.0
// assetmirror's two plugins on the prebuilt tool: the same AssetMirrorCommand and
// AssetMirrorVerify as the main package's, running the executable of the release's artifact
// bundle instead of building assetmirror (and swift-syntax, and against seven C libraries)
// inside the client's build (docs/plugins.md#prebuilt). The release workflow fills in the two
// constants below in the commit it tags, and publishes this folder as the package
// assetmirror-plugins.
import PackageDescription

let releaseURL = "https://github.com/OWNER/assetmirror/releases/download/v0.1.0/assetmirror.artifactbundle.zip"
let releaseChecksum = "filled-in-by-the-release-workflow"

// ASSETMIRROR_ARTIFACT_BUNDLE names a local bundle instead, relative to this folder: the tests'
// bundle of the debug build (PluginTests), or one Scripts/package wrote.
let tool: Target =
    if let bundle = Context.environment["ASSETMIRROR_ARTIFACT_BUNDLE"] {
        .binaryTarget(name: "assetmirror", path: bundle)
    } else {
        .binaryTarget(name: "assetmirror", url: releaseURL, checksum: releaseChecksum)
    }

let package = Package(
    name: "assetmirror-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "AssetMirrorCommand", targets: ["AssetMirrorCommand"]),
        .plugin(name: "AssetMirrorVerify", targets: ["AssetMirrorVerify"]),
    ],
    targets: [
        tool,
        .plugin(
            name: "AssetMirrorCommand",
            capability: .command(
                intent: .custom(
                    verb: "assetmirror",
                    description: "Run assetmirror verify, generate or set-direction on the package's asset catalogs.")),
            dependencies: ["assetmirror"]
        ),
        .plugin(name: "AssetMirrorVerify", capability: .buildTool(), dependencies: ["assetmirror"]),
    ]
)
