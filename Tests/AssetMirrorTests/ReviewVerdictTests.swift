import Foundation
import Testing

@testable import AssetMirror

/// One verdict (issue 25.5): the review page's "needs a look" is exactly `verify`'s findings
/// under the same configuration, each with its reason, and the sets `verify` left alone on
/// purpose are shown as such, on a catalog with several rules' findings.
@Suite struct ReviewVerdictTests {
    /// A catalog with a finding of three rules (`directional-name-fixed`, `missing-file`,
    /// `scale-mismatch`), a counterpart pair and a symmetric PDF named `arrow` (both left alone),
    /// and a mirroring set whose name looks directional (no finding).
    static func catalog(_ folder: TemporaryFolder) throws -> AssetCatalog {
        typealias Drawing = DirectionalDrawingTests
        try Drawing.writeSet(folder, "next_arrow", file: "next.pdf", Drawing.rightward)
        try Drawing.writeSet(folder, "tooltip_arrow", file: "tip.pdf", Drawing.upward)
        try Drawing.writeSet(folder, "chevron-left", file: "l.pdf", Drawing.rightward)
        try Drawing.writeSet(folder, "chevron-right", file: "r.pdf", Drawing.rightward)
        _ = try folder.write(
            "A.xcassets/logo.imageset/Contents.json",
            Array(
                #"{"images":[{"idiom":"universal","filename":"gone.png"}],"info":{"author":"xcode","version":1}}"#.utf8)
        )
        _ = try folder.write(
            "A.xcassets/badge.imageset/Contents.json",
            Array(
                #"{"images":[{"idiom":"universal","filename":"b.png","scale":"1x"},{"idiom":"universal","filename":"b@2x.png","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
                    .utf8))
        _ = try folder.write("A.xcassets/badge.imageset/b.png", try square(10))
        _ = try folder.write("A.xcassets/badge.imageset/b@2x.png", try square(30))
        _ = try folder.write(
            "A.xcassets/back.imageset/Contents.json",
            Array(
                #"{"images":[{"idiom":"universal","filename":"back.pdf","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
                    .utf8))
        _ = try folder.write("A.xcassets/back.imageset/back.pdf", Drawing.rightward)
        return try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
    }

    /// A transparent PNG `side` pixels square.
    static func square(_ side: Int) throws -> [UInt8] {
        let pixels = PixelBuffer(
            width: side, height: side, format: .rgba8, packedRows: [UInt8](repeating: 0, count: side * side * 4))
        return try PNGCodec().encodeRGBA8(pixels)
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func needsALookIsExactlyVerifysFindings() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(folder)
        let result = Verifier(jobs: 2).verify([catalog])
        #expect(
            Set(result.findings.map(\.ruleID.rawValue)) == ["directional-name-fixed", "missing-file", "scale-mismatch"])
        let page = ReviewPage(
            catalogs: [catalog], configurations: [Configuration()], targetCatalogs: [], findings: result.findings,
            leftAlone: result.leftAlone)
        let looks = page.sets.filter(\.needsLook)
        #expect(Set(looks.map(\.qualifiedName)) == Set(result.findings.compactMap(\.assetName)))
        #expect(Set(looks.map(\.qualifiedName)) == ["badge", "logo", "next_arrow"])
        // Each with its reason: every finding is on its set, and none is lost.
        #expect(
            looks.flatMap(\.findings).sorted { $0.message < $1.message }
                == result.findings.sorted { $0.message < $1.message })

        let alone = page.sets.filter { !$0.leftAlone.isEmpty }
        #expect(alone.map(\.qualifiedName) == ["chevron-left", "chevron-right", "tooltip_arrow"])
        #expect(alone.allSatisfy { !$0.needsLook })
        // A directional name on a set that mirrors is on the page, and needs no look.
        let back = try #require(page.sets.first { $0.qualifiedName == "back" })
        #expect(back.directionalWord == "back" && !back.needsLook)
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func thePageCountsTheSameLooksAndShowsWhatWasLeftAlone() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(folder)
        let result = Verifier(jobs: 2).verify([catalog])
        let page = ReviewPage(
            catalogs: [catalog], configurations: [Configuration()], targetCatalogs: [], findings: result.findings,
            leftAlone: result.leftAlone)
        let html = ReviewPageRenderer.html(page, toolVersion: "1.0")
        #expect(html.contains("3 need a look."))
        #expect(html.components(separatedBy: "data-look=\"1\"").count - 1 == 3)
        #expect(html.components(separatedBy: "<dt>Left alone on purpose</dt>").count - 1 == 3)
        #expect(
            html.contains(
                "<dt>Left alone on purpose</dt><dd>directional-name-fixed: named like a directional image (“arrow”)"
                    .replacingOccurrences(of: "“", with: "&quot;").replacingOccurrences(of: "”", with: "&quot;")))
    }
}
