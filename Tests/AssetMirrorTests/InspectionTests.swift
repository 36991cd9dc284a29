import Foundation
import Testing

@testable import AssetMirror

/// ``CatalogInspection`` as a value: rows per file, problems in one place each, sizes from
/// headers. The rendered output is checked through the binary in `InspectCommandTests`.
@Suite struct InspectionTests {
    static func inspect(_ name: String) throws -> CatalogInspection {
        let url = TestAssetsFolder.url.appendingPathComponent("Catalogs/\(name)")
        return CatalogInspection(inspecting: try AssetCatalog(reading: url, path: name))
    }

    @Test func filesGetTheirSlotFormatAndSizeFromTheirHeaders() throws {
        let inspection = try Self.inspect("Demo.xcassets")
        let forward = try #require(inspection.sets.first { $0.qualifiedName == "Navigation/forward" })
        // The empty 1x slot has no row.
        #expect(
            forward.files == [
                FileInspection(
                    name: "forward@2x.png", slot: "universal 2x", languageDirection: "left-to-right", format: .png,
                    extent: .pixels(width: 48, height: 48)),
                FileInspection(
                    name: "forward@3x.png", slot: "universal 3x", languageDirection: "left-to-right", format: .png,
                    extent: .pixels(width: 72, height: 72)),
            ])
        let disclosure = try #require(
            inspection.sets.first { $0.qualifiedName == "Navigation/disclosure" }?.files.first)
        #expect(disclosure.format == .pdf && disclosure.isVector && disclosure.extent == .points(width: 24, height: 24))
        #expect(inspection.sets.first { $0.qualifiedName == "send" }?.files.first?.format == .jpeg)
        #expect(inspection.sets.first { $0.qualifiedName == "AccentColor" }?.direction == nil)
        #expect(inspection.problemCount == 0)
    }

    @Test func nestedSetsAndDataFilesAreNotRowsOfTheirContainer() throws {
        let inspection = try Self.inspect("AllTypes.xcassets")
        func files(_ path: String) -> [String]? { inspection.sets.first { $0.relativePath == path }?.files.map(\.name) }
        #expect(files("TV/Poster.imagestack") == [])
        #expect(files("Vision/AppIcon.solidimagestack") == [])
        #expect(files("Stickers.stickerpack") == [])
        #expect(files("Stickers.stickerpack/dance.stickersequence") == ["1.png", "2.png"])
        #expect(files("Mac.iconset") == ["icon_16x16.png"])
        let config = try #require(inspection.sets.first { $0.type == .dataSet }?.files.first)
        #expect(config.format == nil && config.error == nil)
        let duplicate = try #require(inspection.sets.first { $0.qualifiedName == "Duplicated" }?.files.first)
        #expect(duplicate.name == "Contents 2.json" && duplicate.slot == nil)
        #expect(duplicate.error == "not an image (checked the file's signature, not its name)")
        let symbol = try #require(inspection.sets.first { $0.type == .symbolSet }?.files.first)
        #expect(symbol.format == .svg && symbol.isVector && symbol.extent == .points(width: 10, height: 10))
    }

    @Test func eachProblemIsListedOnceWithTheSetItIsAbout() throws {
        let inspection = try Self.inspect("Malformed.xcassets")
        let catalog = try AssetCatalog(
            reading: TestAssetsFolder.url.appendingPathComponent("Catalogs/Malformed.xcassets"))
        // The nine CatalogFixtureTests lists, each counted once.
        #expect(catalog.problems.count == 9)
        #expect(inspection.problemCount == 9)
        #expect(inspection.problems.map(\.path) == ["Broken Group/Contents.json"])
        let escape = try #require(inspection.sets.first { $0.qualifiedName == "escape" })
        #expect(escape.problems.count == 2)
        #expect(
            escape.files.map(\.error)
                == Array(repeating: "names a path outside the set's folder, so it is not read", count: 2))
        #expect(
            inspection.sets.first { $0.qualifiedName == "no-contents" }?.problems == [
                .missingContents(setPath: "no-contents.imageset")
            ])
        // An entry naming a nested set that is gone is a missing set, not a missing file.
        let stale = try #require(inspection.sets.first { $0.qualifiedName == "Stale" })
        #expect(stale.files.map(\.name) == ["gone.sticker"])
        #expect(stale.files.map(\.error) == ["missing: the set's folder has no such set"])
    }

    @Test func aProblemBelongsToTheInnermostSet() {
        let sets = ["S.imagestack": 0, "S.imagestack/F.imagestacklayer": 1]
        #expect(CatalogInspection.owner(of: "S.imagestack", sets: sets) == 0)
        #expect(CatalogInspection.owner(of: "S.imagestack/out.png", sets: sets) == 0)
        #expect(CatalogInspection.owner(of: "S.imagestack/F.imagestacklayer", sets: sets) == 1)
        #expect(CatalogInspection.owner(of: "S.imagestack/F.imagestacklayer/Contents.json", sets: sets) == 1)
        #expect(CatalogInspection.owner(of: "S.imagestacks/Contents.json", sets: sets) == nil)
        #expect(CatalogInspection.owner(of: "Group/Contents.json", sets: sets) == nil)
        #expect(CatalogInspection.owner(of: "Contents.json", sets: sets) == nil)
    }

    /// Vector sizes come from the adapters' headers: a PDF's first page as displayed (its
    /// visible box, turned by /Rotate), an SVG's width and height.
    @Test(arguments: [
        ("PDF/rotate-90.pdf", 32.0, 48.0),
        ("PDF/cropbox.pdf", 48.0, 32.0),
        ("SVG/viewbox.svg", 96.0, 64.0),
    ])
    func vectorSizesAreInPointsAsDisplayed(fixture: String, width: Double, height: Double) {
        let result = FileHeaderReading.read(
            TestAssetsFolder.url.appendingPathComponent(fixture), displayPath: fixture, dataAllowed: false)
        #expect(result.extent == .points(width: width, height: height))
        #expect(result.error == nil)
    }

    @Test func headersOfManyFilesAreReadInParallelInOrder() throws {
        let folder = try TemporaryFolder()
        let png = try TestAssetsFolder.contents("Catalogs/Demo.xcassets/Navigation/back.imageset/back@2x.png")
        let entries = (0..<200).map { #"{"filename":"f\#($0).png","idiom":"universal"}"# }.joined(separator: ",")
        try folder.write("A.xcassets/many.imageset/Contents.json", Array(#"{"images":[\#(entries)]}"#.utf8))
        for index in 0..<200 where index % 7 != 0 {
            try folder.write("A.xcassets/many.imageset/f\(index).png", index % 5 == 0 ? Array(png.prefix(30)) : png)
        }
        let inspection = CatalogInspection(
            inspecting: try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets"))
        let files = try #require(inspection.sets.first?.files)
        #expect(files.map(\.name) == (0..<200).map { "f\($0).png" })
        for (index, file) in files.enumerated() {
            if index % 7 == 0 {
                #expect(file.error == "missing: the set's folder has no such file")
            } else if index % 5 == 0 {
                #expect(
                    file.format == .png && file.extent == nil && file.error?.hasPrefix("truncated PNG file") == true)
            } else {
                #expect(file.extent == .pixels(width: 48, height: 48) && file.error == nil)
            }
        }
    }
}
