import Foundation
import Testing

@testable import AssetMirror

@Suite struct CatalogReaderTests {
    static let demo = TestAssetsFolder.url.appendingPathComponent("Catalogs/Demo.xcassets")

    @Test func readsEverySetOfTheDemoCatalogWithItsTypeNamespaceAndDirection() throws {
        let catalog = try AssetCatalog(reading: Self.demo, path: "Demo.xcassets")
        let summary = catalog.sets.map { "\($0.qualifiedName) \($0.type) \($0.direction.rawValue)" }
        #expect(
            summary == [
                "AccentColor colorset fixed",
                "AppIcon appiconset fixed",
                "bubble imageset left-to-right",
                "reply imageset left-to-right",
                "send imageset left-to-right",
                "share imageset both",
                "Navigation/back imageset left-to-right",
                "Navigation/custom.arrow.turn symbolset left-to-right",
                "Navigation/disclosure imageset left-to-right",
                "Navigation/forward imageset left-to-right",
                "arrow-next imageset fixed",
                "clock imageset fixed",
                "progress imageset fixed",
            ])
        #expect(catalog.groups.map(\.relativePath) == ["Chat", "Navigation", "Onboarding"])
        #expect(catalog.groups.map(\.providesNamespace) == [false, true, false])
        #expect(catalog.problems.isEmpty)
        let forward = try #require(catalog.set(at: "Navigation/forward.imageset"))
        #expect(forward.files == ["forward@2x.png", "forward@3x.png"])
        #expect(forward.entries.map(\.filename) == [nil, "forward@2x.png", "forward@3x.png"])
        #expect(forward.entries.map(\.scaleFactor) == [1, 2, 3])
        #expect(
            catalog.displayPath(of: forward.contentsPath) == "Demo.xcassets/Navigation/forward.imageset/Contents.json")
    }

    @Test func setDirectionFollowsXcodesSerialization() {
        #expect(SetDirectionState(entryValues: []) == .fixed)
        #expect(SetDirectionState(entryValues: [nil, nil]) == .fixed)
        #expect(SetDirectionState(entryValues: ["left-to-right", "left-to-right"]) == .leftToRight)
        #expect(SetDirectionState(entryValues: ["right-to-left"]) == .rightToLeft)
        #expect(SetDirectionState(entryValues: ["left-to-right", "right-to-left"]) == .both)
        #expect(SetDirectionState(entryValues: ["left-to-right", nil]) == .inconsistent)
        #expect(SetDirectionState(entryValues: ["leftToRight"]) == .inconsistent)
    }

    @Test func twinsShareASlotWhateverTheirKeyOrder() throws {
        let a = try JSONDocument(
            parsing: Array(
                #"{"idiom":"universal","scale":"2x","filename":"a.png","language-direction":"left-to-right"}"#.utf8))
        let b = try JSONDocument(
            parsing: Array(
                #"{"scale":"2x","filename":"b.png","idiom":"universal","language-direction":"right-to-left","alignment-insets":{"left":2,"right":0},"resizing":{"mode":"9-part"}}"#
                    .utf8))
        let dark = try JSONDocument(
            parsing: Array(
                #"{"scale":"2x","idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}]}"#.utf8))
        let entries = [a, b, dark].enumerated().map {
            AssetEntry(index: $0.offset, object: $0.element.root.objectValue!)
        }
        #expect(entries[0].slot == entries[1].slot)
        #expect(entries[0].slot != entries[2].slot)
        #expect(entries[2].slotLabel == "universal 2x dark")
        #expect(entries[1].slot == #"idiom="universal";scale="2x""#)
        #expect(
            entries[2].slot == #"appearances=[{appearance:"luminosity",value:"dark"}];idiom="universal";scale="2x""#)
    }

    /// The slot text, built without interpolation, is the text the first formula gave, on every
    /// entry of every fixture catalog and on values of every kind (numbers by their `Double`).
    @Test func slotTextIsTheFirstFormulasOnEveryFixtureEntry() throws {
        func text(_ value: JSONValue) -> String {
            switch value {
            case .object(let object):
                "{" + object.members.map { "\($0.key.value):\(text($0.value))" }.sorted().joined(separator: ",") + "}"
            case .array(let elements): "[" + elements.map(text).joined(separator: ",") + "]"
            case .string(let string): "\"" + string.value + "\""
            case .number(let number): number.doubleValue.map { "\($0)" } ?? number.text
            case .bool(let bool): bool ? "true" : "false"
            case .null: "null"
            }
        }
        func firstFormula(_ entry: AssetEntry) -> String {
            entry.object.members
                .filter { !AssetEntry.drawingKeys.contains($0.key.value) }
                .map { "\($0.key.value)=\(text($0.value))" }
                .sorted()
                .joined(separator: ";")
        }
        var entries: [AssetEntry] = []
        for name in ["AllTypes", "Demo", "Directions"] {
            let catalog = try AssetCatalog(
                reading: TestAssetsFolder.url.appendingPathComponent("Catalogs/\(name).xcassets"))
            entries += catalog.sets.flatMap(\.entries)
        }
        let odd = try JSONDocument(
            parsing: Array(
                #"{"width":1,"height":2.50,"n":-1e2,"on":true,"none":null,"Z":[],"a":{"b":{"d":1,"c":"\u00e9"}},"idiom":"mac"}"#
                    .utf8))
        entries.append(AssetEntry(index: 0, object: try #require(odd.root.objectValue)))
        #expect(entries.count > 50)
        for entry in entries { #expect(entry.slot == firstFormula(entry)) }
    }

    @Test func malformedUnsafeAndUnknownThingsAreProblemsAndTheRestIsStillRead() throws {
        let folder = try TemporaryFolder()
        let imageSet =
            #"{"images":[{"filename":"../../secret.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        try folder.write("A.xcassets/broken.imageset/Contents.json", Array("{\n  \"images\" : [],\n}\n".utf8))
        try folder.write("A.xcassets/escape.imageset/Contents.json", Array(imageSet.utf8))
        try folder.write("A.xcassets/thing.futureset/Contents.json", Array("{}".utf8))
        try folder.write("A.xcassets/nojson.imageset/x.png", [1, 2, 3])
        try folder.write("A.xcassets/fine.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
        try folder.write("outside.png", [1])
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("A.xcassets/fine.imageset/link.png").path, withDestinationPath: "../../outside.png")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.sets.map(\.name) == ["broken", "escape", "fine", "nojson", "thing"])
        guard case .malformedJSON(let path, let error)? = catalog.problems.first else {
            Issue.record("expected a malformed-JSON problem first, got \(catalog.problems)")
            return
        }
        #expect(path == "broken.imageset/Contents.json")
        #expect(error.line == 2 && error.column == 16)
        #expect(
            Array(catalog.problems.dropFirst()) == [
                .unsafeFilename(contentsPath: "escape.imageset/Contents.json", entry: 0, filename: "../../secret.png"),
                .linkOutsideCatalog(
                    path: "fine.imageset/link.png", target: canonicalPath(folder.url("outside.png").path)),
                .missingContents(setPath: "nojson.imageset"),
                .unknownFolderType(path: "thing.futureset", folderExtension: "futureset"),
            ])
        #expect(catalog.set(at: "fine.imageset")?.unsafeFiles == ["link.png"])
        #expect(catalog.set(at: "fine.imageset")?.relativePath(ofFile: "link.png") == nil)
        #expect(catalog.set(at: "escape.imageset")?.relativePath(ofFile: "../../secret.png") == nil)
    }

    /// A named pipe where a set's file should be is listed with the files, so that `verify`
    /// and `inspect` say what it is when they read it, instead of calling the file missing; a
    /// `Contents.json` that is a pipe or a folder is a problem that says which.
    @Test func aNamedPipeInASetIsOneOfItsFilesAndAContentsJSONPipeIsAProblem() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "A.xcassets/back.imageset/Contents.json",
            Array(#"{"images":[{"filename":"back.png","idiom":"universal"}]}"#.utf8))
        #expect(mkfifo(folder.url("A.xcassets/back.imageset/back.png").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: folder.url("A.xcassets/pipe.imageset"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.url("A.xcassets/pipe.imageset/Contents.json").path, 0o644) == 0)
        try folder.write("A.xcassets/dir.imageset/Contents.json/x", [1])
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.set(at: "back.imageset")?.files == ["back.png"])
        #expect(
            catalog.problems == [
                .unreadable(
                    path: "dir.imageset/Contents.json",
                    error: FileIOError(.notARegularFile, path: "dir.imageset/Contents.json", code: 0, kind: .folder)),
                .unreadable(
                    path: "pipe.imageset/Contents.json",
                    error: FileIOError(.notARegularFile, path: "pipe.imageset/Contents.json", code: 0, kind: .namedPipe)
                ),
            ])
    }

    @Test func aMissingCatalogOrAFileIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("file.xcassets", [1])
        #expect(throws: CatalogReadError.notFound(path: "nope.xcassets")) {
            try AssetCatalog(reading: folder.url("nope.xcassets"), path: "nope.xcassets")
        }
        #expect(throws: CatalogReadError.notAFolder(path: "file.xcassets")) {
            try AssetCatalog(reading: folder.url("file.xcassets"), path: "file.xcassets")
        }
    }
}
