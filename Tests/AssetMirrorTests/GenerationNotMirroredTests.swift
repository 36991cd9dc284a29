import Foundation
import Testing

@testable import AssetMirror

/// Files that are fine but are not mirrored: a format without an adapter, an SF Symbols
/// template. Their sets are notes, not failures, and stay exactly as they were.
@Suite struct GenerationNotMirroredTests {
    /// HEIF: `ftyp` at byte 4 with the `heic` brand is all the signature check reads.
    static let heic: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 12)

    static func imageSet(_ files: [String]) -> [UInt8] {
        let images = files.map { #"{"filename":"\#($0)","idiom":"universal","language-direction":"left-to-right"}"# }
        return Array(#"{"images":[\#(images.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#.utf8)
    }

    @Test func aFormatWithoutAnAdapterIsANoteAndItsSetIsLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/photo.imageset/Contents.json", Self.imageSet(["photo.heic"]))
        try folder.write("A.xcassets/photo.imageset/photo.heic", Self.heic)
        let before = GenerationTestSupport.tree(folder.url("A.xcassets"))
        let (_, summary) = try GenerationTestSupport.generate(folder.url("A.xcassets"))
        #expect(
            summary.results.map(\.outcome) == [
                .notMirrored([SetProblem(file: "photo.heic", reason: "HEIF files cannot be mirrored yet")])
            ])
        #expect(!summary.hasFailures)
        #expect(GenerationTestSupport.tree(folder.url("A.xcassets")) == before)
    }

    @Test func aSetIsAllOrNothing() throws {
        let folder = try TemporaryFolder()
        let png = try TestAssetsFolder.contents("Catalogs/Demo.xcassets/Navigation/back.imageset/back.png")
        try folder.write("A.xcassets/mixed.imageset/Contents.json", Self.imageSet(["back.png", "photo.heic"]))
        try folder.write("A.xcassets/mixed.imageset/back.png", png)
        try folder.write("A.xcassets/mixed.imageset/photo.heic", Self.heic)
        let before = GenerationTestSupport.tree(folder.url("A.xcassets"))
        let (_, summary) = try GenerationTestSupport.generate(folder.url("A.xcassets"))
        guard case .notMirrored(let problems) = summary.results.first?.outcome else {
            Issue.record("expected a not-mirrored set, got \(summary.results)")
            return
        }
        #expect(problems.map(\.file) == ["photo.heic"])
        #expect(GenerationTestSupport.tree(folder.url("A.xcassets")) == before, "no variant of back.png may be written")
    }

    /// A template whose glyphs cannot be mirrored inside their margins (here: it has none).
    @Test func anSFSymbolsTemplateInAnImageSetIsANoteFoundWhileMirroring() throws {
        let folder = try TemporaryFolder()
        let template = try TestAssetsFolder.contents("SymbolTemplates/refuse-no-margins.svg")
        try folder.write("A.xcassets/turn.imageset/Contents.json", Self.imageSet(["turn.svg"]))
        try folder.write("A.xcassets/turn.imageset/turn.svg", template)
        let before = GenerationTestSupport.tree(folder.url("A.xcassets"))
        let (_, summary) = try GenerationTestSupport.generate(folder.url("A.xcassets"))
        guard case .notMirrored(let problems) = summary.results.first?.outcome else {
            Issue.record("expected a not-mirrored set, got \(summary.results)")
            return
        }
        #expect(problems.first?.reason.contains("SF Symbols template") == true)
        #expect(!summary.hasFailures)
        #expect(GenerationTestSupport.tree(folder.url("A.xcassets")) == before)
    }
}
