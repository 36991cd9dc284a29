import Foundation
import Testing

@testable import AssetMirror

/// Who owns a file at a variant's name, and what each set shape gets.
@Suite struct GenerationOwnershipTests {
    @Test(arguments: [
        ("back@2x.png", "back-rtl@2x.png"), ("back.png", "back-rtl.png"), ("chevron.pdf", "chevron-rtl.pdf"),
        ("back@3x~ipad.png", "back-rtl@3x~ipad.png"), ("icon~iphone.png", "icon-rtl~iphone.png"),
        ("README", "README-rtl"),
        ("a.b@2x.png", "a.b-rtl@2x.png"), ("name@x.png", "name@x-rtl.png"), ("@2x.png", "@2x-rtl.png"),
    ])
    func variantNames(source: String, variant: String) {
        #expect(VariantNaming.default.variantName(of: source, for: .rightToLeft) == variant)
    }

    @Test func suffixesAreConfigurableAndChecked() throws {
        let naming = try VariantNaming(rightToLeftSuffix: "_RTL", leftToRightSuffix: "_LTR")
        #expect(naming.variantName(of: "back@2x.png", for: .rightToLeft) == "back_RTL@2x.png")
        #expect(naming.variantName(of: "back@2x.png", for: .leftToRight) == "back_LTR@2x.png")
        #expect(throws: GenerationError.invalidSuffix("")) { try VariantNaming(rightToLeftSuffix: "") }
        #expect(throws: GenerationError.invalidSuffix("a/b")) { try VariantNaming(leftToRightSuffix: "a/b") }
        #expect(throws: GenerationError.invalidSuffix("-x")) {
            try VariantNaming(rightToLeftSuffix: "-x", leftToRightSuffix: "-x")
        }
    }

    @Test func insetsSwapLeftAndRightInPlace() throws {
        let entry = AssetEntry(
            index: 0,
            object: try #require(
                JSONDocument(
                    parsing: Array(
                        """
                        {"filename":"a.png","alignment-insets":{"top":1,"left":2,"bottom":3,"right":4},
                         "resizing":{"mode":"3-part-horizontal","cap-insets":{"left":5}}}
                        """.utf8)
                ).root.objectValue))
        let twin = entry.twinObject(filename: "a-rtl.png", direction: .rightToLeft)
        #expect(twin.keys == ["filename", "alignment-insets", "resizing", "language-direction"])
        #expect(twin["alignment-insets"]?.objectValue?.keys == ["top", "left", "bottom", "right"])
        #expect(twin["alignment-insets"]?["left"]?.numberValue?.intValue == 4)
        #expect(twin["alignment-insets"]?["right"]?.numberValue?.intValue == 2)
        #expect(twin["resizing"]?["cap-insets"]?.objectValue?.keys == ["right"])
        #expect(twin["resizing"]?["cap-insets"]?["right"]?.numberValue?.intValue == 5)
    }

    /// A set folder with one LTR PNG entry (and an empty slot), with the real PNG adapter.
    private func oneSet(_ folder: TemporaryFolder, direction: LanguageDirection = .leftToRight) throws -> URL {
        let set = folder.url("A.xcassets/a.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let png = try Data(
            contentsOf: GenerationTestSupport.demo.appendingPathComponent("Navigation/back.imageset/back.png"))
        try png.write(to: set.appendingPathComponent("a.png"))
        try Data(
            """
            {"images":[{"filename":"a.png","idiom":"universal","language-direction":"\(direction.rawValue)","scale":"1x"},
            {"idiom":"universal","language-direction":"\(direction.rawValue)","scale":"2x"}],"info":{"author":"xcode","version":1}}
            """.utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        return folder.url("A.xcassets")
    }

    private func entries(_ catalog: URL) throws -> [[String: String]] {
        let data = try Data(contentsOf: catalog.appendingPathComponent("a.imageset/Contents.json"))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return (root["images"] as! [[String: Any]]).map { $0.compactMapValues { $0 as? String } }
    }

    @Test func rightToLeftSetsGetLeftToRightTwinsAndEmptySlotsNone() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder, direction: .rightToLeft)
        try GenerationTestSupport.generate(catalog)
        let result = try entries(catalog)
        #expect(result.map { $0["filename"] } == ["a.png", "a-ltr.png", nil])
        #expect(result.map { $0["language-direction"] } == ["right-to-left", "left-to-right", "right-to-left"])
        #expect(result[1]["scale"] == "1x")
    }

    @Test func aHandMadeFileIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        let handMade = catalog.appendingPathComponent("a.imageset/a-rtl.png")
        try Data("drawn by a person".utf8).write(to: handMade)
        let contentsBefore = try Data(contentsOf: catalog.appendingPathComponent("a.imageset/Contents.json"))
        let (plan, summary) = try GenerationTestSupport.generate(catalog)
        guard case .refused(let problems) = plan.sets[0].status else {
            Issue.record("not refused: \(plan.sets[0].status)")
            return
        }
        #expect(problems.map(\.file) == ["a-rtl.png"])
        #expect(summary.hasFailures)
        #expect(try Data(contentsOf: handMade) == Data("drawn by a person".utf8))
        #expect(try Data(contentsOf: catalog.appendingPathComponent("a.imageset/Contents.json")) == contentsBefore)
        #expect(
            !FileManager.default.fileExists(atPath: catalog.appendingPathComponent("a.imageset/.assetmirror.json").path)
        )

        let (forced, _) = try GenerationTestSupport.generate(catalog, force: true)
        #expect(forced.sets[0].variants.map(\.action) == [.replace])
        let source = try PNGCodec().decode(
            [UInt8](Data(contentsOf: catalog.appendingPathComponent("a.imageset/a.png"))), limits: .default)
        #expect(
            try PNGCodec().decode([UInt8](Data(contentsOf: handMade)), limits: .default) == source.flippedHorizontally()
        )
        #expect(try entries(catalog).map { $0["filename"] } == ["a.png", "a-rtl.png", nil])
    }

    @Test func anEditedVariantIsNoLongerOurs() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        try GenerationTestSupport.generate(catalog)
        try Data("retouched".utf8).write(to: catalog.appendingPathComponent("a.imageset/a-rtl.png"))
        let (plan, _) = try GenerationTestSupport.generate(catalog)
        #expect(plan.sets[0].variants.map(\.action) == [.refuse])
    }

    /// A run killed after writing the record but before replacing a regenerated variant: the
    /// old file is still known as ours, through `replacing-sha256`, and is regenerated.
    @Test func aVariantBeingReplacedIsStillOurs() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        try GenerationTestSupport.generate(catalog)
        let setRecordURL = catalog.appendingPathComponent("a.imageset/.assetmirror.json")
        var setRecord = try SetRecord(parsing: [UInt8](Data(contentsOf: setRecordURL)))
        var record = try #require(setRecord["a-rtl.png"])
        record.replacingSHA256 = record.sha256
        record.sha256 = String(repeating: "0", count: 64)
        record.sourceSHA256 = String(repeating: "1", count: 64)
        setRecord.add(record)
        try Data(setRecord.serialized()).write(to: setRecordURL)
        let (plan, summary) = try GenerationTestSupport.generate(catalog)
        #expect(plan.sets[0].variants.map(\.action) == [.regenerate])
        #expect(!summary.hasFailures)
        let final = try SetRecord(parsing: [UInt8](Data(contentsOf: setRecordURL)))
        #expect(final.files.allSatisfy { $0.replacingSHA256 == nil })
        #expect(
            final["a-rtl.png"]?.sha256
                == SHA256.hexDigest(
                    [UInt8](try Data(contentsOf: catalog.appendingPathComponent("a.imageset/a-rtl.png")))))
    }

    @Test func anEntryAddedToAGeneratedBothSetGetsItsTwin() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        try GenerationTestSupport.generate(catalog)
        let set = catalog.appendingPathComponent("a.imageset")
        try Data(contentsOf: set.appendingPathComponent("a.png")).write(to: set.appendingPathComponent("a@2x.png"))
        let contentsURL = set.appendingPathComponent("Contents.json")
        var document = try JSONDocument(parsing: [UInt8](Data(contentsOf: contentsURL)))
        var images = try #require(document.root["images"]?.arrayValue)
        var slot = try #require(images[2].objectValue)
        slot["filename"] = .string("a@2x.png")
        images[2] = .object(slot)
        var root = try #require(document.root.objectValue)
        root["images"] = .array(images)
        document.root = .object(root)
        try Data(document.serialized()).write(to: contentsURL)

        let (plan, _) = try GenerationTestSupport.generate(catalog)
        #expect(plan.sets[0].variants.map(\.file) == ["a-rtl.png", "a-rtl@2x.png"])
        #expect(plan.sets[0].variants.map(\.action) == [.upToDate, .create])
        #expect(try entries(catalog).map { $0["filename"] } == ["a.png", "a-rtl.png", "a@2x.png", "a-rtl@2x.png"])
    }

    @Test func aSetOfEmptySlotsGetsNoTwinAndNoRecord() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "A.xcassets/a.imageset/Contents.json",
            Array(
                """
                {"images":[{"idiom":"universal","language-direction":"left-to-right","scale":"1x"}],"info":{"author":"xcode","version":1}}
                """.utf8))
        let before = GenerationTestSupport.tree(folder.url("A.xcassets"))
        let (plan, _) = try GenerationTestSupport.generate(folder.url("A.xcassets"))
        #expect(plan.sets[0].status == .upToDate)
        #expect(GenerationTestSupport.tree(folder.url("A.xcassets")) == before)
    }

    @Test func aHandMadeBothSetIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        let set = catalog.appendingPathComponent("a.imageset")
        try Data(contentsOf: set.appendingPathComponent("a.png")).write(to: set.appendingPathComponent("mine.png"))
        try Data(
            """
            {"images":[{"filename":"a.png","idiom":"universal","language-direction":"left-to-right"},
            {"filename":"mine.png","idiom":"universal","language-direction":"right-to-left"},
            {"filename":"a.png","idiom":"iphone","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1}}
            """.utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let before = GenerationTestSupport.tree(catalog)
        let (plan, _) = try GenerationTestSupport.generate(catalog)
        #expect(plan.sets[0].status == .leftAlone(reason: "already has images for both directions, made by hand"))
        #expect(GenerationTestSupport.tree(catalog) == before)
    }

    @Test func aCorruptSourceLeavesTheSetUnchanged() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        let source = catalog.appendingPathComponent("a.imageset/a.png")
        let png = try Data(contentsOf: source)
        try png.prefix(60).write(to: source)
        let before = GenerationTestSupport.tree(catalog)
        let (_, summary) = try GenerationTestSupport.generate(catalog)
        guard case .failed(let problems) = summary.results[0].outcome else {
            Issue.record("\(summary.results[0].outcome)")
            return
        }
        #expect(problems.map(\.file) == ["a.png"])
        #expect(GenerationTestSupport.tree(catalog) == before)
    }

    @Test func aManifestIsXcodeStyleJSON() {
        let setRecord = SetRecord(files: [
            GeneratedFile(file: "b-rtl.png", source: "b.png", sourceSHA256: "s", sha256: "h")
        ])
        #expect(
            String(decoding: setRecord.serialized(), as: UTF8.self) == """
                {
                  "generated" : [
                    {
                      "file" : "b-rtl.png",
                      "sha256" : "h",
                      "source" : "b.png",
                      "source-sha256" : "s"
                    }
                  ],
                  "generator" : "assetmirror",
                  "version" : 1
                }

                """)
    }

    /// A record's fingerprints are compared in lower case, whatever case a hand or another tool
    /// wrote them in; a lowercase one is kept as it is.
    @Test func aRecordsFingerprintsAreReadInLowerCase() throws {
        let record = try SetRecord(
            parsing: Array(
                """
                {"generated": [{"file": "b-rtl.png", "source": "b.png", "source-sha256": "ABCdef",
                "sha256": "0a1b", "replacing-sha256": "FF\\u00C9"}], "generator": "assetmirror", "version": 1}
                """.utf8))
        #expect(record["b-rtl.png"]?.sourceSHA256 == "abcdef")
        #expect(record["b-rtl.png"]?.sha256 == "0a1b")
        #expect(record["b-rtl.png"]?.replacingSHA256 == "ff\u{E9}")
    }

    @Test func anOutputInsideTheCatalogIsRefusedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        let catalog = try oneSet(folder)
        let inside = catalog.appendingPathComponent("out").path + "/A.xcassets"
        #expect(throws: GenerationError.outputOverlapsInput(output: inside, catalog: "A.xcassets")) {
            try GenerationPlan(
                catalogs: [(catalog, "A.xcassets")], output: .derived(folder: catalog.appendingPathComponent("out")))
        }
        // Derived into the folder that holds it: the derived catalog would be the catalog itself.
        #expect(throws: GenerationError.outputOverlapsInput(output: catalog.path, catalog: "A.xcassets")) {
            try GenerationPlan(catalogs: [(catalog, "A.xcassets")], output: .derived(folder: folder.url))
        }
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("out").path))
    }

    /// `Icons.xcassets` and `icons.xcassets` derived into one folder would be one catalog on
    /// macOS's default (case-insensitive) volumes: refused on every system alike.
    @Test func catalogsWhoseNamesDifferOnlyInCaseAreNotDerivedIntoOneFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/Icons.xcassets/Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        try folder.write("b/icons.xcassets/Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        let output = folder.url("OUT")
        #expect(
            throws: GenerationError.duplicateOutput(
                output: output.relativePath + "/icons.xcassets", catalogs: ["a/Icons.xcassets", "b/icons.xcassets"])
        ) {
            try GenerationPlan(
                catalogs: [
                    (folder.url("a/Icons.xcassets"), "a/Icons.xcassets"),
                    (folder.url("b/icons.xcassets"), "b/icons.xcassets"),
                ],
                output: .derived(folder: output))
        }
    }
}
