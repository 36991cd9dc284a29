import AssetMirror
import Foundation

/// The paths a command was given, searched for catalogs and their targets, with what could not
/// be searched said on stderr. The work is in ``ProjectSearch``.
struct CatalogSearch {
    var scan: ProjectScan
    /// Paths that could not be searched (each named on stderr), and why.
    var errors: [(path: String, error: ProjectSearchError)]
    var failedPaths: Int { errors.count }
    /// Whether a failure was a broken `.assetmirror.yml` (a usage error).
    var brokenConfiguration: Bool

    /// Searches `paths` (the current folder when there are none); prints every problem, every
    /// error unless the caller reports them itself, and unless `quiet` the note naming catalogs
    /// no target builds. `manifests` says whether a `Package.swift` may be evaluated.
    init(_ paths: [String], quiet: Bool, printsErrors: Bool = true, manifests: ManifestEvaluationOption) {
        let evaluates = manifests.allowsEvaluation(ci: ProcessInfo.processInfo.environment["CI"])
        let search = ProjectSearch(
            manifestReader: evaluates ? SwiftPackageDump(timeout: manifests.manifestTimeout) : nil, allowedOutside: manifests.allowedOutside)
        let (scan, errors) = search.scan(paths.isEmpty ? ["."] : paths)
        self.scan = scan
        self.errors = errors
        brokenConfiguration = false
        for (_, error) in errors {
            if printsErrors { StandardStreams.error("assetmirror: error: \(error)\n") }
            if case .configuration = error { brokenConfiguration = true }
        }
        for problem in scan.problems {
            StandardStreams.error("assetmirror: warning: \(problem)\n")
        }
        if !quiet, !scan.unclaimed.isEmpty {
            let names = scan.unclaimed.map { scan.catalogs[$0].path }
            StandardStreams.error(
                "assetmirror: note: no target found builds \(names.count == 1 ? "this catalog, so it is" : "these \(names.count) catalogs, so each is") checked on its own: \(names.joined(separator: ", "))\n"
            )
        }
    }

    /// Ends the run as a usage error (64) when the paths held no catalog, saying so unless a
    /// path that could not be searched was already named.
    func requireCatalogs(in paths: [String]) throws {
        guard scan.catalogs.isEmpty else { return }
        if errors.isEmpty {
            let searched = paths.isEmpty ? "." : paths.joined(separator: ", ")
            StandardStreams.error("assetmirror: error: no asset catalog (*.xcassets) found in \(searched)\n")
        }
        throw ExitStatus.usage.exitCode
    }
}
