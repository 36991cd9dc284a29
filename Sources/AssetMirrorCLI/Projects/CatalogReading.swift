import AssetMirror
import Foundation

/// The catalogs the paths of `verify` or `review` lead to, read, each with the configuration
/// that governs it, and the targets that build them. A catalog that cannot be read is named on
/// stderr and counted in ``missing``; the others are still read.
struct CatalogReading {
    var search: CatalogSearch
    var catalogs: [AssetCatalog] = []
    var configurations: [Configuration] = []
    /// Targets as indices into ``catalogs``.
    var targetCatalogs: [TargetCatalogs] = []
    /// Paths that could not be searched and catalogs that could not be read.
    var missing: Int

    /// Ends the run as a usage error (64) for a broken configuration or when no catalog was found.
    /// `jobs`: the workers each catalog is read on (the catalogs read are the same whatever it is).
    init(
        _ paths: [String], fixedConfiguration: Configuration?, quiet: Bool, manifests: ManifestEvaluationOption,
        jobs: Int = 1
    ) throws {
        search = CatalogSearch(paths, quiet: quiet, manifests: manifests)
        if search.brokenConfiguration { throw ExitStatus.usage.exitCode }
        missing = search.failedPaths
        var readIndex: [Int: Int] = [:]
        for (index, found) in search.scan.catalogs.enumerated() {
            let path = found.path
            let catalog: AssetCatalog
            do {
                catalog = try AssetCatalog(reading: URL(fileURLWithPath: path), path: path, jobs: jobs)
            } catch {
                StandardStreams.errorLine("assetmirror: error: \(error)")
                missing += 1
                continue
            }
            let configuration: Configuration
            if let fixedConfiguration {
                configuration = fixedConfiguration
            } else {
                do {
                    configuration = try Configuration.find(for: catalog.url, path: catalog.path)
                } catch {
                    StandardStreams.errorLine("assetmirror: error: \(error)")
                    throw ExitStatus.usage.exitCode
                }
            }
            readIndex[index] = catalogs.count
            catalogs.append(catalog)
            configurations.append(configuration)
        }
        try search.requireCatalogs(in: paths)
        if catalogs.isEmpty { throw ExitStatus.usage.exitCode }
        targetCatalogs = search.scan.targetCatalogs.map { list in
            TargetCatalogs(target: list.target, catalogs: list.catalogs.compactMap { readIndex[$0] })
        }
    }
}
