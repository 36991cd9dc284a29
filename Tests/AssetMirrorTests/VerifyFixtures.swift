import Foundation

@testable import AssetMirror

/// The verify fixtures in `TestAssets/Catalogs/Verify/<case>/` (made by
/// `Scripts/make-verify-catalogs`), verified as a user in that folder would: catalogs named
/// by their relative paths, each under the nearest `.assetmirror.yml`.
enum VerifyFixtures {
    static let folder = TestAssetsFolder.url.appendingPathComponent("Catalogs/Verify")

    /// Every case folder's name, sorted.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The catalogs of a case, in name order.
    static func catalogs(_ name: String) throws -> [AssetCatalog] {
        try catalogs(in: folder.appendingPathComponent(name))
    }

    /// The catalogs directly in `caseFolder`, in name order.
    static func catalogs(in caseFolder: URL) throws -> [AssetCatalog] {
        try FileManager.default.contentsOfDirectory(atPath: caseFolder.path)
            .filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { try AssetCatalog(reading: caseFolder.appendingPathComponent($0), path: $0) }
    }

    /// A case holding a `project.yml` is verified target by target, as a search of its folder
    /// groups its catalogs; any other case as catalogs named together.
    static func verify(_ name: String, jobs: Int = 2) throws -> VerificationResult {
        try verify(folder: folder.appendingPathComponent(name), jobs: jobs)
    }

    /// The same for any folder laid out as a case.
    static func verify(folder caseFolder: URL, jobs: Int = 2) throws -> VerificationResult {
        let catalogs = try catalogs(in: caseFolder)
        let configurations = try catalogs.map { try Configuration.find(for: $0.url, path: $0.path) }
        guard FileManager.default.fileExists(atPath: caseFolder.appendingPathComponent("project.yml").path) else {
            return Verifier(jobs: jobs).verify(catalogs, configurations: configurations)
        }
        let scan = ProjectSearch().scan([caseFolder.path]).scan
        let indexByPath = Dictionary(
            uniqueKeysWithValues: catalogs.enumerated().map { (canonicalPath($1.url.path), $0) })
        let targetCatalogs = scan.targetCatalogs.map { list in
            TargetCatalogs(
                target: list.target,
                catalogs: list.catalogs.compactMap { indexByPath[canonicalPath(scan.catalogs[$0].url.path)] })
        }
        return Verifier(jobs: jobs).verify(catalogs, configurations: configurations, targetCatalogs: targetCatalogs)
    }
}
