import Foundation
import Testing

@testable import AssetMirror

/// `duplicate-asset-name` holds within a target: the verifier checks each group of catalogs on
/// its own, and its findings name the group's target.
@Suite struct VerifierTargetTests {
    static let classic = TestAssetsFolder.url.appendingPathComponent("Projects/Classic")

    static func catalog(_ path: String) throws -> AssetCatalog {
        try AssetCatalog(reading: classic.appendingPathComponent(path), path: path)
    }

    @Test func duplicatesAreFoundWithinEachGroupAndNameItsTarget() throws {
        let catalogs = try ["App/Assets.xcassets", "Shared/Shared.xcassets", "Widget/Widget.xcassets"].map(Self.catalog)
        let result = Verifier().verify(
            catalogs, configurations: Array(repeating: Configuration(), count: 3),
            groups: [CatalogGroup(target: "App", catalogs: [0, 1]), CatalogGroup(target: "Widget", catalogs: [2, 1])])
        #expect(result.findings.map(\.ruleID) == [Rules.duplicateAssetName.id])
        #expect(result.findings.map(\.target) == ["App"])
        #expect(result.findings.map(\.location.file) == ["Shared/Shared.xcassets/Logo.colorset"])
    }

    /// Without groups, every catalog given is one group, as before targets were known.
    @Test func catalogsGivenTogetherAreOneGroup() throws {
        let catalogs = try ["App/Assets.xcassets", "Widget/Widget.xcassets"].map(Self.catalog)
        let result = Verifier().verify(catalogs, configurations: [Configuration(), Configuration()])
        #expect(result.findings.map(\.location.file) == ["Widget/Widget.xcassets/AppIcon.colorset"])
        #expect(result.findings.map(\.target) == [nil])
    }
}
