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
            Each path is an asset catalog, an Xcode project, or a folder (default: the current \
            one), searched for catalogs and the targets that build them, as for verify; each \
            catalog is shown with its targets. Each set is shown by the name code loads it by (namespaces included), its type and \
            its direction, then each file: the slot it fills, its format (told by its signature, \
            not its name) and its size from its header. Structural problems of the catalog are \
            listed with the set they are about. Nothing is written.

            With --format json, stdout gets one JSON document: an array of catalogs, each with \
            its sets (see docs/cli.md). A catalog that cannot be read is reported on stderr and \
            the others are still listed.
            """ + ExitStatus.helpSection
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs, Xcode projects or folders to search. (default: the current folder)", valueName: "path"))
    var catalogs: [String] = []

    @OptionGroup var manifests: ManifestEvaluationOption

    @Option(help: "Output on stdout: text (a table) or json (one document).")
    var format: ReportFormat = .text

    @Flag(help: "Print no summary on stderr; only the listing and errors.")
    var quiet = false

    func validate() throws {
        try EmptyPath.refuse(catalogs, "path")
    }

    func run() throws {
        try MissingPath.refuse(catalogs)
        let search = CatalogSearch(catalogs, quiet: true, manifests: manifests)
        if search.brokenConfiguration { throw ExitStatus.usage.exitCode }
        try search.requireCatalogs(in: catalogs)
        var results: [InspectedCatalog] = search.errors.map {
            .unreadable(path: $0.path, reason: $0.error.description, targets: [])
        }
        var unreadableFiles = 0
        for found in search.scan.catalogs {
            let path = found.path
            do {
                let catalog = try AssetCatalog(reading: URL(fileURLWithPath: path), path: path)
                results.append(.inspected(CatalogInspection(inspecting: catalog), targets: found.targets))
                // Shown in its set's row too; named here as every command names what it cannot read.
                for case .unreadable(let inside, let error) in catalog.problems {
                    StandardStreams.errorLine("assetmirror: error: \(error.naming(catalog.displayPath(of: inside)))")
                    unreadableFiles += 1
                }
            } catch {
                StandardStreams.errorLine("assetmirror: error: \(error)")
                results.append(.unreadable(path: path, reason: error.description, targets: found.targets))
            }
        }
        switch format {
        case .text: StandardStreams.out(InspectTextReport.text(results))
        case .json: StandardStreams.json(InspectJSONReport.document(results))
        }
        if !quiet { StandardStreams.error(Self.summary(results)) }
        if search.failedPaths > 0 || unreadableFiles > 0 || results.contains(where: \.isUnreadable) {
            throw ExitStatus.fileFailed.exitCode
        }
    }
}

extension Inspect {
    /// `Inspected 2 catalogs, 120 sets.`, or `Inspected 2 catalogs, 120 sets; 1 catalog unreadable.`
    static func summary(_ results: [InspectedCatalog]) -> String {
        var sets = 0
        var unreadable = 0
        for result in results {
            switch result {
            case .inspected(let inspection, _): sets += inspection.sets.count
            case .unreadable: unreadable += 1
            }
        }
        let inspected = results.count - unreadable
        return "Inspected \(Verify.counted(inspected, "catalog")), \(Verify.counted(sets, "set"))"
            + (unreadable > 0 ? "; \(Verify.counted(unreadable, "catalog")) unreadable.\n" : ".\n")
    }
}

/// One catalog named on the command line: inspected, or why it could not be read.
enum InspectedCatalog {
    /// A catalog read, and the targets that build it.
    case inspected(CatalogInspection, targets: [String])
    case unreadable(path: String, reason: String, targets: [String])

    var isUnreadable: Bool {
        if case .unreadable = self { true } else { false }
    }
}
