import Foundation
import PackagePlugin

/// Verifies a target's asset catalogs on every build and fails the build on an error.
///
/// One build command per catalog, whose inputs are the catalog's files, so a build that changed
/// none of them runs nothing. Findings are printed by the `xcode` reporter
/// (`path:line:column: error: …`), which Xcode shows inline and SwiftPM prints as they are.
/// The command's output is a stamp, an empty Swift file that `verify --build-stamp` writes only
/// when the catalog passed: the build system then knows the catalog is checked, and a failing
/// one runs again next time. Warnings are printed when the catalog changes, not on every build.
@main
struct AssetMirrorVerifyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The stamp is a Swift file, compiled into the target: only Swift targets can take it.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        return try BuildCommands.verify(
            catalogs: CatalogSearch.catalogs(under: target.directoryURL),
            tool: context.tool(named: "assetmirror").url, workFolder: context.pluginWorkDirectoryURL)
    }
}

enum BuildCommands {
    static func verify(catalogs: [URL], tool: URL, workFolder: URL) -> [Command] {
        catalogs.enumerated().map { index, catalog in
            // Two catalogs may share a name in different folders: the index tells their stamps apart.
            let stamp = workFolder.appendingPathComponent(
                "\(index)-\(catalog.deletingPathExtension().lastPathComponent)-verified.swift")
            return .buildCommand(
                displayName: "assetmirror verify \(catalog.lastPathComponent)",
                executable: tool,
                arguments: ["verify", catalog.path, "--reporter", "xcode", "--quiet", "--build-stamp", stamp.path],
                inputFiles: CatalogSearch.files(in: catalog),
                outputFiles: [stamp])
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In an Xcode project: the catalogs are the target's input files named *.xcassets.
extension AssetMirrorVerifyPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try BuildCommands.verify(
            catalogs: target.inputFiles.map(\.url).filter { $0.pathExtension == "xcassets" },
            tool: context.tool(named: "assetmirror").url, workFolder: context.pluginWorkDirectoryURL)
    }
}
#endif
