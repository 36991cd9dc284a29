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
        let caseFolder = folder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: caseFolder.path)
            .filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { try AssetCatalog(reading: caseFolder.appendingPathComponent($0), path: $0) }
    }

    static func verify(_ name: String, jobs: Int = 2) throws -> VerificationResult {
        let catalogs = try catalogs(name)
        let configurations = try catalogs.map { try Configuration.find(for: $0.url, path: $0.path) }
        return Verifier(jobs: jobs).verify(catalogs, configurations: configurations)
    }

    /// Compares `text` with the expected file, or writes it with `ASSETMIRROR_REGENERATE_EXPECTED=1`.
    static func expect(_ text: String, matches file: URL) throws -> (matches: Bool, expected: String) {
        if ReporterFixtures.regenerating {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return (true, text)
        }
        let expected = try String(decoding: Data(contentsOf: file), as: UTF8.self)
        return (text == expected, expected)
    }
}
