import Foundation
import PackagePlugin

/// `swift package assetmirror verify|generate|set-direction [--target NAME]… [flags]`: runs the
/// command on every asset catalog of the package's targets (or of the named ones), passing every
/// other argument through.
///
///     swift package assetmirror verify --strict
///     swift package --allow-writing-to-package-directory assetmirror generate --target App
///     swift package --allow-writing-to-package-directory assetmirror set-direction left-to-right --set back
///
/// The plugin declares no permission, so `verify`, which writes nothing, needs no flag; on macOS
/// SwiftPM's sandbox then keeps the package read-only unless the user passes
/// `--allow-writing-to-package-directory`, which `generate` and `set-direction` need.
@main
struct AssetMirrorCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        let root = context.package.directoryURL
        let catalogs = targets.compactMap(Self.folder).flatMap(CatalogSearch.catalogs)
            .map { CatalogSearch.relativePath(of: $0, under: root) }
        try CatalogCommand.run(
            tool: context.tool(named: "assetmirror").url, arguments: extractor.remainingArguments,
            catalogs: catalogs, in: root)
    }

    /// A source target's folder; other kinds of targets hold no catalogs.
    static func folder(of target: Target) -> URL? {
        switch target {
        case let target as SwiftSourceModuleTarget: target.directoryURL
        case let target as ClangSourceModuleTarget: target.directoryURL
        default: nil
        }
    }
}

enum CatalogCommand {
    /// Runs `assetmirror SUBCOMMAND [DIRECTION] CATALOG… REST…` in `folder`; its output goes
    /// straight to the user's terminal.
    static func run(tool: URL, arguments: [String], catalogs: [String], in folder: URL) throws {
        guard let subcommand = arguments.first, ["verify", "generate", "set-direction"].contains(subcommand) else {
            throw PluginFailure(
                "give a command: swift package assetmirror verify|generate|set-direction [--target NAME] [flags]")
        }
        guard !catalogs.isEmpty else { throw PluginFailure("no asset catalog (*.xcassets) in the targets searched") }
        var rest = Array(arguments.dropFirst())
        // set-direction's direction comes before the catalogs.
        let leading =
            subcommand == "set-direction" && !rest.isEmpty && !rest[0].hasPrefix("-") ? [rest.removeFirst()] : []
        let process = Process()
        process.executableURL = tool
        process.arguments = [subcommand] + leading + catalogs + rest
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure("assetmirror \(subcommand) exited with status \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In Xcode (File ▸ Packages, or a project's context menu): the same commands on the catalogs of
// the project's targets, named by --target as in a package.
extension AssetMirrorCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let root = context.xcodeProject.directoryURL
        let catalogs = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .flatMap { $0.inputFiles.filter { $0.url.pathExtension == "xcassets" }.map(\.url) }
            .map { CatalogSearch.relativePath(of: $0, under: root) }
        try CatalogCommand.run(
            tool: context.tool(named: "assetmirror").url, arguments: extractor.remainingArguments,
            catalogs: catalogs, in: root)
    }
}
#endif
