import Foundation
import Testing

@testable import AssetMirror

/// `duplicate-asset-name` holds within a target: the verifier checks each target's catalogs
/// (``TargetCatalogs``) on their own, and its findings name the target.
@Suite struct VerifierTargetTests {
    static let classic = TestAssetsFolder.url.appendingPathComponent("Projects/Classic")

    static func catalog(_ path: String) throws -> AssetCatalog {
        try AssetCatalog(reading: classic.appendingPathComponent(path), path: path)
    }

    @Test func duplicatesAreFoundWithinEachGroupAndNameItsTarget() throws {
        let catalogs = try ["App/Assets.xcassets", "Shared/Shared.xcassets", "Widget/Widget.xcassets"].map(Self.catalog)
        let result = Verifier().verify(
            catalogs, configurations: Array(repeating: Configuration(), count: 3),
            targetCatalogs: [
                TargetCatalogs(target: "App", catalogs: [0, 1]), TargetCatalogs(target: "Widget", catalogs: [2, 1]),
            ])
        #expect(result.findings.map(\.ruleID) == [DuplicateAssetNameRule.rule.id])
        #expect(result.findings.map(\.target) == ["App"])
        #expect(result.findings.map(\.location.file) == ["Shared/Shared.xcassets/Logo.colorset"])
    }

    /// Without targets, every catalog given is checked together, as before targets were known.
    @Test func catalogsGivenTogetherAreOneGroup() throws {
        let catalogs = try ["App/Assets.xcassets", "Widget/Widget.xcassets"].map(Self.catalog)
        let result = Verifier().verify(catalogs, configurations: [Configuration(), Configuration()])
        #expect(result.findings.map(\.location.file) == ["Widget/Widget.xcassets/AppIcon.colorset"])
        #expect(result.findings.map(\.target) == [nil])
    }
}

/// Names that may repeat: an app icon beside a set of another type, and a name in another
/// target, which only the opt-in `cross-target-duplicate` reports.
@Suite struct AssetNameSharingTests {
    /// `AppIcon.appiconset` beside `AppIcon.imageset` in one catalog (jellyfin/Swiftfin's icon
    /// previews) is no duplicate; the two image sets named `AppIcon` still are.
    @Test func anAppIconSharesItsNameWithAnImageSet() throws {
        let result = try VerifyFixtures.verify("duplicate-asset-name")
        let findings = result.findings.filter { $0.assetName == "AppIcon" }
        #expect(findings.map(\.location.file) == ["B.xcassets/AppIcon.imageset"])
        #expect(findings.allSatisfy { $0.message.contains("name of A.xcassets/AppIcon.imageset;") })
    }

    /// `logo.imageset` beside `logo.colorset` (AlphaWallet's `LaunchScreen` image and colour, both
    /// used by its launch storyboard) is no duplicate, nor an app icon set that names no file
    /// beside a full one (duckduckgo/iOS's widget catalog, built with the app's); the image sets
    /// named `logo` in B still collide with A's `logo.imageset`.
    @Test func aColourAndAnEmptyPlaceholderShareTheirNames() throws {
        let result = try VerifyFixtures.verify("duplicate-asset-name")
        #expect(
            result.findings.map { "\($0.location.file) \($0.message.contains("name of A.xcassets/logo.imageset;"))" }
                == [
                    "B.xcassets/AppIcon.imageset false", "B.xcassets/Brand.spriteatlas/logo.imageset false",
                    "B.xcassets/Other/logo.imageset true",
                ])
    }

    @Test func aNameInAnotherTargetIsReportedOnlyWhenTheRuleIsOn() throws {
        let result = try VerifyFixtures.verify("cross-target-duplicate")
        #expect(result.findings.map(\.ruleID) == [CrossTargetDuplicateRule.rule.id])
        #expect(result.findings.map(\.location.file) == ["B.xcassets/logo.colorset"])
        #expect(result.findings.map(\.target) == ["Widget"])
        #expect(result.findings.map(\.severity) == [.warning])

        let catalogs = try VerifyFixtures.catalogs("cross-target-duplicate")
        let targetCatalogs = [
            TargetCatalogs(target: "App", catalogs: [0, 2]), TargetCatalogs(target: "Widget", catalogs: [1, 2]),
        ]
        let byDefault = Verifier().verify(
            catalogs, configurations: Array(repeating: Configuration(), count: catalogs.count),
            targetCatalogs: targetCatalogs)
        #expect(byDefault.findings.isEmpty)
    }
}
