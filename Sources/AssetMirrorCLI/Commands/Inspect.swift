import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror inspect`: reads each catalog, inspects it, prints a table or one JSON document.
/// The work is in ``AssetCatalog`` and ``CatalogInspection``.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "List every set of asset catalogs with its type, direction, files, formats and sizes.",
        discussion: """
            Each set is shown by the name code loads it by (namespaces included), its type and \
            its direction, then each file: the slot it fills, its format (told by its signature, \
            not its name) and its size from its header. Structural problems of the catalog are \
            listed with the set they are about. Nothing is written.

            With --format json, stdout gets one JSON document: an array of catalogs, each with \
            its sets (see docs/cli.md). A catalog that cannot be read is reported on stderr and \
            the others are still listed.

            \(ExitStatus.table)
            """
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Asset catalogs: *.xcassets folders.")
    var catalogs: [String] = []

    @Option(help: "Output on stdout: text (a table) or json (one document).")
    var format: ReportFormat = .text

    func validate() throws {
        if catalogs.isEmpty {
            throw ValidationError("Give at least one asset catalog (a *.xcassets folder) to inspect.")
        }
    }

    func run() throws {
        var results: [InspectedCatalog] = []
        for path in catalogs {
            do {
                let catalog = try AssetCatalog(reading: URL(fileURLWithPath: path), path: path)
                results.append(.inspected(CatalogInspection(inspecting: catalog)))
            } catch {
                StandardStreams.errorLine("assetmirror: error: \(error)")
                results.append(.unreadable(path: path, reason: error.description))
            }
        }
        switch format {
        case .text: StandardStreams.out(InspectTextReport.text(results))
        case .json: StandardStreams.json(InspectJSONReport.document(results))
        }
        if results.contains(where: \.isUnreadable) { throw ExitStatus.fileFailed.exitCode }
    }
}

/// One catalog named on the command line: inspected, or why it could not be read.
enum InspectedCatalog {
    case inspected(CatalogInspection)
    case unreadable(path: String, reason: String)

    var isUnreadable: Bool {
        if case .unreadable = self { true } else { false }
    }
}
