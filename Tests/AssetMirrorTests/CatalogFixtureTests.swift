import Foundation
import Testing

@testable import AssetMirror

/// The reader on the fixture catalogs written by `Scripts/make-catalog-fixtures`: every set type,
/// nesting, namespaces, both writer styles, malformed files.
@Suite struct CatalogFixtureTests {
    static let catalogs = TestAssetsFolder.url.appendingPathComponent("Catalogs")

    static func read(_ name: String) throws -> AssetCatalog {
        try AssetCatalog(reading: catalogs.appendingPathComponent(name), path: name)
    }

    @Test func everySetTypeIsReadWithItsQualifiedNameTypeAndDirection() throws {
        let catalog = try Self.read("AllTypes.xcassets")
        let summary = catalog.sets.map { "\($0.relativePath): \($0.qualifiedName) \($0.type) \($0.direction.rawValue)" }
        #expect(
            summary == [
                "AccentColor.colorset: AccentColor colorset fixed",
                "AppIcon.appiconset: AppIcon appiconset fixed",
                "Complication.complicationset: Complication complicationset fixed",
                "Complication.complicationset/Circular.imageset: Circular imageset fixed",
                "Config.dataset: Config dataset fixed",
                "Directions/both.imageset: both imageset both",
                "Directions/fixed.imageset: fixed imageset fixed",
                "Directions/inconsistent.imageset: inconsistent imageset inconsistent",
                "Directions/left-to-right.imageset: left-to-right imageset left-to-right",
                "Directions/right-to-left.imageset: right-to-left imageset right-to-left",
                "Duplicated.imageset: Duplicated imageset fixed",
                "Game/Characters.spriteatlas: Characters spriteatlas fixed",
                "Game/Characters.spriteatlas/hero.imageset: Characters/hero imageset fixed",
                "Game/Tiles.spriteatlas: Tiles spriteatlas fixed",
                "Game/Tiles.spriteatlas/grass.imageset: grass imageset fixed",
                "LaunchImage.launchimage: LaunchImage launchimage fixed",
                "Mac.iconset: Mac iconset fixed",
                "Onboarding/Steps/step.imageset: Onboarding/step imageset fixed",
                "Onboarding/Welcome/hero.imageset: Onboarding/Welcome/hero imageset fixed",
                "Posters.arresourcegroup: Posters arresourcegroup fixed",
                "Posters.arresourcegroup/poster.arreferenceimage: poster arreferenceimage fixed",
                "Stickers.stickerpack: Stickers stickerpack fixed",
                "Stickers.stickerpack/dance.stickersequence: dance stickersequence fixed",
                "Stickers.stickerpack/wave.sticker: wave sticker fixed",
                "Symbols/chevron.symbolset: chevron symbolset left-to-right",
                "TV/App Icon & Top Shelf Image.brandassets: App Icon & Top Shelf Image brandassets fixed",
                "TV/App Icon & Top Shelf Image.brandassets/App Icon.imagestack: App Icon imagestack fixed",
                "TV/App Icon & Top Shelf Image.brandassets/App Icon.imagestack/Front.imagestacklayer: Front imagestacklayer fixed",
                "TV/App Icon & Top Shelf Image.brandassets/App Icon.imagestack/Front.imagestacklayer/Content.imageset: Content imageset fixed",
                "TV/App Icon & Top Shelf Image.brandassets/Top Shelf Image.imageset: Top Shelf Image imageset fixed",
                "TV/Poster.imagestack: Poster imagestack fixed",
                "TV/Poster.imagestack/Back.imagestacklayer: Back imagestacklayer fixed",
                "TV/Poster.imagestack/Back.imagestacklayer/Content.imageset: Content imageset fixed",
                "TV/Poster.imagestack/Front.imagestacklayer: Front imagestacklayer fixed",
                "TV/Poster.imagestack/Front.imagestacklayer/Content.imageset: Content imageset fixed",
                "Vision/AppIcon.solidimagestack: AppIcon solidimagestack fixed",
                "Vision/AppIcon.solidimagestack/Back.solidimagestacklayer: Back solidimagestacklayer fixed",
                "Vision/AppIcon.solidimagestack/Back.solidimagestacklayer/Content.imageset: Content imageset fixed",
                "Vision/AppIcon.solidimagestack/Front.solidimagestacklayer: Front solidimagestacklayer fixed",
                "Vision/AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset: Content imageset fixed",
                "Widget.futureset: Widget futureset fixed",
            ])
        #expect(catalog.sets.allSatisfy { $0.type.isKnown == ($0.name != "Widget") })
        // The unknown type is kept, with its JSON, and reported; nothing else is wrong.
        #expect(catalog.problems == [.unknownFolderType(path: "Widget.futureset", folderExtension: "futureset")])
        #expect(catalog.set(at: "Widget.futureset")?.contents != nil)
    }

    @Test func nestedSetsNameTheSetTheyAreIn() throws {
        let catalog = try Self.read("AllTypes.xcassets")
        let nested = catalog.sets.filter { $0.enclosingSet != nil }.map { "\($0.relativePath) in \($0.enclosingSet!)" }
        let stack = "TV/Poster.imagestack"
        let brand = "TV/App Icon & Top Shelf Image.brandassets"
        let solid = "Vision/AppIcon.solidimagestack"
        #expect(
            nested == [
                "Complication.complicationset/Circular.imageset in Complication.complicationset",
                "Game/Characters.spriteatlas/hero.imageset in Game/Characters.spriteatlas",
                "Game/Tiles.spriteatlas/grass.imageset in Game/Tiles.spriteatlas",
                "Posters.arresourcegroup/poster.arreferenceimage in Posters.arresourcegroup",
                "Stickers.stickerpack/dance.stickersequence in Stickers.stickerpack",
                "Stickers.stickerpack/wave.sticker in Stickers.stickerpack",
                "\(brand)/App Icon.imagestack in \(brand)",
                "\(brand)/App Icon.imagestack/Front.imagestacklayer in \(brand)/App Icon.imagestack",
                "\(brand)/App Icon.imagestack/Front.imagestacklayer/Content.imageset in \(brand)/App Icon.imagestack/Front.imagestacklayer",
                "\(brand)/Top Shelf Image.imageset in \(brand)",
                "\(stack)/Back.imagestacklayer in \(stack)",
                "\(stack)/Back.imagestacklayer/Content.imageset in \(stack)/Back.imagestacklayer",
                "\(stack)/Front.imagestacklayer in \(stack)",
                "\(stack)/Front.imagestacklayer/Content.imageset in \(stack)/Front.imagestacklayer",
                "\(solid)/Back.solidimagestacklayer in \(solid)",
                "\(solid)/Back.solidimagestacklayer/Content.imageset in \(solid)/Back.solidimagestacklayer",
                "\(solid)/Front.solidimagestacklayer in \(solid)",
                "\(solid)/Front.solidimagestacklayer/Content.imageset in \(solid)/Front.solidimagestacklayer",
            ])
        // The entries of container sets name their nested sets' folders.
        #expect(catalog.set(at: stack)?.entries.map(\.filename) == ["Front.imagestacklayer", "Back.imagestacklayer"])
        #expect(
            catalog.set(at: solid)?.entries.map(\.filename) == [
                "Front.solidimagestacklayer", "Back.solidimagestacklayer",
            ])
        #expect(
            catalog.set(at: "Stickers.stickerpack")?.entries.map(\.filename) == [
                "wave.sticker", "dance.stickersequence",
            ])
        #expect(
            catalog.set(at: "Stickers.stickerpack/dance.stickersequence")?.entries.map(\.filename) == [
                "1.png", "2.png",
            ])
    }

    @Test func groupsProvideNamespacesOnlyWhenTheySaySo() throws {
        let catalog = try Self.read("AllTypes.xcassets")
        #expect(
            catalog.groups.map { "\($0.relativePath) \($0.providesNamespace)" } == [
                "Directions false", "Game false", "Onboarding true", "Onboarding/Steps false",
                "Onboarding/Welcome true",
                "Symbols false", "TV false", "Vision false",
            ])
        #expect(catalog.groups.first { $0.relativePath == "Directions" }?.contents == nil)
        #expect(catalog.contents != nil)
    }

    @Test func filesAreListedWithoutContentsJSONAndHiddenFiles() throws {
        let catalog = try Self.read("AllTypes.xcassets")
        #expect(catalog.set(at: "Duplicated.imageset")?.files == ["Contents 2.json"])
        #expect(catalog.set(at: "Mac.iconset")?.files == ["icon_16x16.png"])
        #expect(catalog.set(at: "Mac.iconset")?.contents == nil)
        #expect(catalog.set(at: "Directions/both.imageset")?.files == ["back-rtl.png", "back.png"])
        #expect(catalog.set(at: "Stickers.stickerpack/wave.sticker")?.files == ["wave.png"])
    }

    @Test func malformedFilesAreEachReportedAndTheRestIsRead() throws {
        let catalog = try Self.read("Malformed.xcassets")
        #expect(
            catalog.problems.map { "\($0.path): \($0)" } == [
                #"Broken Group/Contents.json: malformed JSON at line 1, column 42: the file ends where ',' or '}' should be; it may have been cut short"#,
                #"array-root.imageset/Contents.json: not the shape of a Contents.json: the top level is not an object"#,
                #"entry-string.imageset/Contents.json: not the shape of a Contents.json: entry 1 of "images" is not an object"#,
                #"escape.imageset/Contents.json: entry 1 names "../escape.png", which is not a file in the set's folder; it is never read or written"#,
                #"escape.imageset/Contents.json: entry 2 names "/etc/hosts", which is not a file in the set's folder; it is never read or written"#,
                #"filename-number.imageset/Contents.json: not the shape of a Contents.json: the "filename" of entry 1 of "images" is not a string"#,
                #"images-object.imageset/Contents.json: not the shape of a Contents.json: "images" is not an array"#,
                #"no-contents.imageset: no Contents.json, which this set type needs; Xcode shows its files as unassigned"#,
                #"trailing-comma.imageset/Contents.json: malformed JSON at line 5, column 6: trailing comma before ']' (JSON does not allow one; Xcode may tolerate it, other tools do not): delete the comma"#,
            ])
        guard case .malformedJSON(_, let error) = catalog.problems.last else {
            Issue.record("expected the trailing comma last")
            return
        }
        #expect(error.reason == .trailingComma(before: "]"))
        // A malformed group loses its namespace (as in SwiftGen), never its sets.
        #expect(catalog.set(at: "Broken Group/inside.imageset")?.qualifiedName == "inside")
        #expect(catalog.sets.count == 10) // with Stale.stickerpack and its one sticker left
        #expect(catalog.set(at: "trailing-comma.imageset")?.contents == nil)
        #expect(catalog.set(at: "no-contents.imageset")?.files == ["orphan.png"])
        #expect(catalog.set(at: "entry-string.imageset")?.entries.map(\.index) == [1])
    }

    @Test func filenamesThatLeaveTheSetAreNeverResolved() throws {
        let escape = try #require(try Self.read("Malformed.xcassets").set(at: "escape.imageset"))
        #expect(escape.entries.map(\.filename) == ["../escape.png", "/etc/hosts"])
        #expect(escape.entries.compactMap { $0.filename.flatMap(escape.relativePath(ofFile:)) } == [])
        #expect(escape.relativePath(ofFile: "ok.png") == "escape.imageset/ok.png")
    }

    /// Every `Contents.json` of every fixture catalog, read and serialized unchanged, gives its
    /// own bytes; and written afresh in its detected style too, since every fixture is in one of
    /// Xcode's two layouts. Files the reader reports as malformed are the only ones without a
    /// document.
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: catalogs.path).filter {
            $0.hasSuffix(".xcassets")
        }.sorted())
    func unchangedCatalogsSerializeToTheirOwnBytes(name: String) throws {
        let catalog = try Self.read(name)
        var documents: [String: JSONDocument] = [:]
        documents["Contents.json"] = catalog.contents
        for group in catalog.groups { documents[group.relativePath + "/Contents.json"] = group.contents }
        for set in catalog.sets { documents[set.contentsPath] = set.contents }
        let malformed = Set(
            catalog.problems.compactMap { problem -> String? in
                if case .malformedJSON(let path, _) = problem { path } else { nil }
            })
        let onDisk = try contentsFiles(in: Self.catalogs.appendingPathComponent(name))
        #expect(Set(documents.keys).union(malformed) == Set(onDisk))
        #expect(!onDisk.isEmpty)
        for path in onDisk where !malformed.contains(path) {
            let bytes = [UInt8](try Data(contentsOf: catalog.url(of: path)))
            let document = try #require(documents[path])
            #expect(!document.isModified)
            #expect(document.serialized() == bytes, "\(name)/\(path)")
            #expect(
                JSONDocument(root: document.root, style: document.style).serialized() == bytes,
                "\(name)/\(path) rewritten")
        }
    }

    @Test func bothWriterStylesAreAmongTheFixtures() throws {
        let catalog = try Self.read("AllTypes.xcassets")
        let legacy = try #require(catalog.set(at: "Directions/left-to-right.imageset")?.contents)
        let current = try #require(catalog.set(at: "Directions/right-to-left.imageset")?.contents)
        #expect(legacy.serialized().last == UInt8(ascii: "}"))
        #expect(current.serialized().last == UInt8(ascii: "\n"))
        #expect(legacy.style != current.style)
    }
}

/// Every `Contents.json` below `folder`, hidden folders left out, as sorted relative paths.
private func contentsFiles(in folder: URL) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return enumerator.compactMap { entry -> String? in
        let path = entry as! String
        guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
        return (path as NSString).lastPathComponent == "Contents.json" ? path : nil
    }.sorted()
}
