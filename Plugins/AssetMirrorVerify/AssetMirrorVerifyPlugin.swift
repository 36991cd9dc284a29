import Foundation
import PackagePlugin

/// Verifies a target's asset catalogs on every build and fails the build on an error.
///
/// One build command per catalog, whose inputs are the catalog's files and folders, the folders
/// above it up to the package's and the `.assetmirror.yml` files above it, so a build that
/// changed none of them runs nothing. Findings are printed by the `xcode` reporter
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
            catalogs: CatalogSearch.catalogs(under: target.directoryURL), root: context.package.directoryURL,
            tool: context.tool(named: "assetmirror").url, workFolder: context.pluginWorkDirectoryURL)
    }
}

enum BuildCommands {
    static func verify(catalogs: [URL], root: URL, tool: URL, workFolder: URL) -> [Command] {
        catalogs.enumerated().map { index, catalog in
            // Two catalogs may share a name in different folders: the index tells their stamps apart.
            let stamp = workFolder.appendingPathComponent(
                "\(index)-\(catalog.deletingPathExtension().lastPathComponent)-verified.swift")
            return .buildCommand(
                displayName: "assetmirror verify \(catalog.lastPathComponent)",
                executable: tool,
                arguments: ["verify", catalog.path, "--reporter", "xcode", "--quiet", "--build-stamp", stamp.path],
                inputFiles: [catalog] + CatalogSearch.entries(in: catalog) + folders(from: catalog, upTo: root)
                    + configurations(governing: catalog),
                outputFiles: [stamp])
        }
    }

    /// The folders from the catalog's up to the package's: a folder's modification time changes
    /// when an entry is added to it or removed, so a new `.assetmirror.yml` in any of them (or a
    /// new set in the catalog, whose folders are inputs too) verifies the catalog again.
    static func folders(from catalog: URL, upTo root: URL) -> [URL] {
        let top = root.standardizedFileURL.path
        var found: [URL] = []
        var folder = (catalog.standardizedFileURL.path as NSString).deletingLastPathComponent
        while folder.hasPrefix(top) {
            found.append(URL(fileURLWithPath: folder))
            if folder == top || folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return found
    }

    /// Every `.assetmirror.yml` from the catalog's folder up to the root: the nearest one sets
    /// the rules' severities, so editing it (or one above it, which may become the nearest)
    /// must verify the catalog again. A file added later changes this list, which does too.
    static func configurations(governing catalog: URL) -> [URL] {
        var found: [URL] = []
        var folder = catalog.standardizedFileURL.path
        while !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(".assetmirror.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return found
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In an Xcode project: the catalogs are the target's input files named *.xcassets.
extension AssetMirrorVerifyPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try BuildCommands.verify(
            catalogs: target.inputFiles.map(\.url).filter { $0.pathExtension == "xcassets" },
            root: context.xcodeProject.directoryURL, tool: context.tool(named: "assetmirror").url,
            workFolder: context.pluginWorkDirectoryURL)
    }
}
#endif
