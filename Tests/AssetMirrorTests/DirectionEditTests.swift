import Foundation
import Testing

@testable import AssetMirror

/// `set-direction`'s core: which sets a pattern names, and the `Contents.json` each gets.
@Suite struct DirectionEditTests {
    /// A catalog in a fresh folder, one set per entry of `sets` (path inside the catalog →
    /// `Contents.json` text).
    static func catalog(_ sets: [String: String], in folder: TemporaryFolder) throws -> AssetCatalog {
        for (path, contents) in sets { try folder.write("A.xcassets/\(path)/Contents.json", Array(contents.utf8)) }
        return try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
    }

    static func contents(_ catalog: AssetCatalog, _ setPath: String) throws -> String {
        String(decoding: try Data(contentsOf: catalog.url(of: setPath + "/Contents.json")), as: UTF8.self)
    }

    static let fixedSet = """
        {
          "images" : [
            {
              "filename" : "back.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "idiom" : "universal",
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    @Test func leftToRightGoesOnEveryEntryEmptySlotsIncludedInXcodesKeyOrder() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(["back.imageset": Self.fixedSet], in: folder)
        let plan = DirectionEdit(setting: .leftToRight, patterns: [SetPattern("back")!]).plan(catalog)
        #expect(plan.sets.map(\.relativePath) == ["back.imageset"])
        #expect(plan.sets.map(\.before) == [.fixed])
        #expect(plan.changedCount == 1)
        #expect(plan.apply().isEmpty)
        #expect(
            try Self.contents(catalog, "back.imageset") == """
                {
                  "images" : [
                    {
                      "filename" : "back.png",
                      "idiom" : "universal",
                      "language-direction" : "left-to-right",
                      "scale" : "1x"
                    },
                    {
                      "idiom" : "universal",
                      "language-direction" : "left-to-right",
                      "scale" : "2x"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
        let reread = try AssetCatalog(reading: catalog.url, path: "A.xcassets")
        #expect(reread.set(at: "back.imageset")?.direction == .leftToRight)
    }

    @Test func fixedRemovesTheKeyAndGivesBackTheOriginalBytes() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(["back.imageset": Self.fixedSet], in: folder)
        let edit = DirectionEdit(setting: .rightToLeft, patterns: [SetPattern("back")!])
        #expect(edit.plan(catalog).apply().isEmpty)
        #expect(try Self.contents(catalog, "back.imageset").components(separatedBy: "\"right-to-left\"").count == 3)
        let directional = try AssetCatalog(reading: catalog.url, path: "A.xcassets")
        #expect(directional.set(at: "back.imageset")?.direction == .rightToLeft)
        let plan = DirectionEdit(setting: .fixed, patterns: [SetPattern("back")!]).plan(directional)
        #expect(plan.sets.map(\.before) == [.rightToLeft])
        #expect(plan.apply().isEmpty)
        #expect(try Self.contents(catalog, "back.imageset") == Self.fixedSet)
    }

    @Test func aSetWithTheDirectionAlreadyIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        // Odd spacing that a rewrite would change: the file must not be written at all.
        let odd = #"{"images":[{"idiom":"universal","filename":"a.png"}],  "info":{"version":1,"author":"xcode"}}"#
        let catalog = try Self.catalog(["a.imageset": odd], in: folder)
        let plan = DirectionEdit(setting: .fixed, patterns: [SetPattern("a")!]).plan(catalog)
        #expect(plan.sets.map(\.outcome) == [.unchanged])
        #expect(plan.changedCount == 0 && plan.unchangedCount == 1)
        #expect(plan.apply().isEmpty)
        #expect(try Self.contents(catalog, "a.imageset") == odd)
    }

    @Test func aLegacyFileKeepsItsMemberOrderAndHasNoNewlineAdded() throws {
        let folder = try TemporaryFolder()
        let legacy = """
            {
              "info" : {
                "version" : 1,
                "author" : "xcode"
              },
              "images" : [
                {
                  "idiom" : "universal",
                  "filename" : "a.pdf"
                }
              ]
            }
            """
        let catalog = try Self.catalog(["a.imageset": legacy], in: folder)
        #expect(DirectionEdit(setting: .leftToRight, patterns: [SetPattern("a")!]).plan(catalog).apply().isEmpty)
        #expect(
            try Self.contents(catalog, "a.imageset") == """
                {
                  "info" : {
                    "version" : 1,
                    "author" : "xcode"
                  },
                  "images" : [
                    {
                      "idiom" : "universal",
                      "filename" : "a.pdf",
                      "language-direction" : "left-to-right"
                    }
                  ]
                }
                """)
    }

    @Test func anInconsistentSetIsMadeWholeAndAnInvalidValueReplaced() throws {
        let folder = try TemporaryFolder()
        let mixed =
            #"{"images":[{"idiom":"universal","language-direction":"rtl","scale":"1x"},{"idiom":"universal","scale":"2x"}]}"#
        let catalog = try Self.catalog(["a.imageset": mixed], in: folder)
        let plan = DirectionEdit(setting: .rightToLeft, patterns: [SetPattern("a")!]).plan(catalog)
        #expect(plan.sets.map(\.before) == [.inconsistent])
        #expect(plan.apply().isEmpty)
        let reread = try AssetCatalog(reading: catalog.url, path: "A.xcassets")
        let set = try #require(reread.set(at: "a.imageset"))
        #expect(set.entries.map(\.languageDirectionValue) == ["right-to-left", "right-to-left"])
        #expect(set.entries.map(\.scale) == ["1x", "2x"])
    }

    @Test func setsThatCannotTakeADirectionAreRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let both = """
            {"images":[{"filename":"a.png","idiom":"universal","language-direction":"left-to-right"},\
            {"filename":"a-rtl.png","idiom":"universal","language-direction":"right-to-left"}]}
            """
        let catalog = try Self.catalog(
            [
                "both.imageset": both,
                "empty.imageset": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
                "noarray.imageset": #"{"info":{"author":"xcode","version":1}}"#,
                "broken.imageset": #"{"images":[}"#,
                "scalar.imageset": #"{"images":[3]}"#,
            ], in: folder)
        let plan = DirectionEdit(setting: .fixed, patterns: [SetPattern("**")!]).plan(catalog)
        let reasons = Dictionary(
            uniqueKeysWithValues: plan.sets.map { edit -> (String, String) in
                guard case .refused(let reason) = edit.outcome else { return (edit.relativePath, "not refused") }
                return (edit.relativePath, reason)
            })
        #expect(reasons["both.imageset"]?.hasPrefix("it is a Both set") == true)
        #expect(reasons["empty.imageset"]?.hasPrefix("it has no entries") == true)
        #expect(
            reasons["noarray.imageset"]
                == #"its Contents.json has no "images" array, so it has no entries to carry a direction"#)
        #expect(reasons["broken.imageset"]?.hasPrefix("its Contents.json is missing or is not a JSON object") == true)
        #expect(reasons["scalar.imageset"] == #"entry 0 of "images" is not a JSON object"#)
        #expect(plan.refusedCount == 5)
        #expect(plan.apply().isEmpty)
        #expect(try Self.contents(catalog, "both.imageset") == both)
    }

    @Test func patternsNameSetsByNameAnywhereOrByPathAndNeverOtherTypes() throws {
        let catalog = try AssetCatalog(
            reading: TestAssetsFolder.url.appendingPathComponent("Catalogs/Demo.xcassets"), path: "Demo.xcassets")
        func named(_ patterns: String...) -> [String] {
            DirectionEdit(setting: .fixed, patterns: patterns.map { SetPattern($0)! }).plan(catalog).sets.map(
                \.relativePath)
        }
        #expect(named("back") == ["Navigation/back.imageset"])
        #expect(named("back.imageset") == ["Navigation/back.imageset"])
        #expect(named("Navigation/back") == ["Navigation/back.imageset"])
        #expect(named("/Navigation/back.imageset") == ["Navigation/back.imageset"])
        #expect(named("*.symbolset") == ["Navigation/custom.arrow.turn.symbolset"])
        #expect(named("Navigation/f*", "clock") == ["Navigation/forward.imageset", "Onboarding/clock.imageset"])
        #expect(
            named("Chat/*") == [
                "Chat/bubble.imageset", "Chat/reply.imageset", "Chat/send.imageset", "Chat/share.imageset",
            ])
        #expect(named("back/x", "Navigation").isEmpty)
        #expect(named("**").count == 11) // every image and symbol set; no colour set, no app icon
        let plan = DirectionEdit(setting: .fixed, patterns: [SetPattern("AccentColor")!, SetPattern("cl?ck")!]).plan(
            catalog)
        #expect(plan.unmatchedPatterns.map(\.text) == ["AccentColor"])
        #expect(SetPattern("") == nil && SetPattern("//") == nil)
    }

    /// `Game/Characters.spriteatlas` provides a namespace: its `hero` is loaded as `Characters/hero`.
    @Test func aPatternWithASlashAlsoNamesASetByTheNameCodeLoadsItBy() throws {
        let catalog = try AssetCatalog(
            reading: TestAssetsFolder.url.appendingPathComponent("Catalogs/AllTypes.xcassets"),
            path: "AllTypes.xcassets")
        func named(_ pattern: String) -> [String] {
            DirectionEdit(setting: .fixed, patterns: [SetPattern(pattern)!]).plan(catalog).sets.map(\.relativePath)
        }
        let hero = ["Game/Characters.spriteatlas/hero.imageset"]
        #expect(named("Characters/hero") == hero)
        #expect(named("Characters/*") == hero)
        #expect(named("Game/Characters.spriteatlas/*") == hero)
        #expect(named("Tiles/*").isEmpty) // Tiles.spriteatlas provides no namespace: its images load as `grass`
        #expect(named("Game/Tiles.spriteatlas/*") == ["Game/Tiles.spriteatlas/grass.imageset"])
    }
}
