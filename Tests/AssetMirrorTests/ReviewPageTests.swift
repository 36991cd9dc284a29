import Foundation
import Testing

@testable import AssetMirror

/// ``ReviewPage`` on the demo catalog: which sets are on the page, how each slot is shown in
/// both directions, and which findings are whose. Expected values come from the sets'
/// `Contents.json`, read by hand.
@Suite struct ReviewPageTests {
    static func demoPage() throws -> ReviewPage {
        let catalog = try AssetCatalog(
            reading: TestAssetsFolder.url.appendingPathComponent("Catalogs/Demo.xcassets"), path: "Demo.xcassets")
        let result = Verifier(jobs: 2).verify([catalog])
        return ReviewPage(
            catalogs: [catalog], configurations: [Configuration()],
            targetCatalogs: [TargetCatalogs(target: "Demo", catalogs: [0])], findings: result.findings)
    }

    @Test func theDemoPageHoldsEverySetWithADirectionADirectionalNameOrAFinding() throws {
        let page = try Self.demoPage()
        let sets = page.sets.map { "\($0.qualifiedName) \($0.direction?.rawValue ?? "none")" }
        #expect(sets == Self.expectedSets)
        #expect(page.sets.allSatisfy { $0.targets == ["Demo"] && $0.catalogPath == "Demo.xcassets" })
    }

    static let expectedSets = [
        "bubble left-to-right", "reply left-to-right", "send left-to-right", "share both",
        "Navigation/back left-to-right", "Navigation/custom.arrow.turn left-to-right",
        "Navigation/disclosure left-to-right", "Navigation/forward left-to-right", "arrow-next fixed",
    ]

    @Test func aMirrorsSetShowsEachFileAndTheSystemsMirrorOfIt() throws {
        let back = try #require(try Self.demoPage().sets.first { $0.qualifiedName == "Navigation/back" })
        #expect(back.namespace == "Navigation" && back.name == "back")
        #expect(back.files.map(\.name) == ["back.png", "back@2x.png", "back@3x.png"])
        #expect(back.files.map(\.summary) == ["PNG · 24×24 px", "PNG · 48×48 px", "PNG · 72×72 px"])
        #expect(
            back.rows
                == (0..<3).map { index in
                    ReviewRow(
                        slot: "universal \(index + 1)x",
                        leftToRight: ReviewImage(file: index, mirroredAtRunTime: false),
                        rightToLeft: ReviewImage(file: index, mirroredAtRunTime: true))
                })
        #expect(back.directionalWord == "back" && !back.needsLook)
    }

    @Test func aBothSetShowsItsTwinsAsTheyAre() throws {
        let share = try #require(try Self.demoPage().sets.first { $0.qualifiedName == "share" })
        #expect(share.files.map(\.name) == ["share.png", "share-rtl.png"])
        #expect(
            share.rows == [
                ReviewRow(
                    slot: "universal any scale", leftToRight: ReviewImage(file: 0, mirroredAtRunTime: false),
                    rightToLeft: ReviewImage(file: 1, mirroredAtRunTime: false))
            ])
    }

    @Test func aFixedSetWithADirectionalNameNeedsALookAndShowsTheSameFileBothWays() throws {
        let page = try Self.demoPage()
        let arrow = try #require(page.sets.first { $0.qualifiedName == "arrow-next" })
        #expect(arrow.directionalWord == "arrow" && arrow.needsLook)
        #expect(arrow.findings.map(\.ruleID.rawValue) == ["directional-name-fixed"])
        #expect(
            arrow.rows.map { [$0.leftToRight, $0.rightToLeft] } == [
                [ReviewImage(file: 0, mirroredAtRunTime: false), ReviewImage(file: 0, mirroredAtRunTime: false)]
            ])
    }

    @Test func everyFindingIsOnTheSetItIsAbout() throws {
        let page = try Self.demoPage()
        for set in page.sets {
            for finding in set.findings {
                #expect(finding.location.file.hasPrefix("Demo.xcassets/" + set.relativePath))
            }
        }
        let needsLook = page.sets.filter(\.needsLook).map(\.qualifiedName)
        #expect(needsLook == Self.expectedNeedsLook)
    }

    static let expectedNeedsLook = ["arrow-next"]
}
