import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

@Suite struct VerifierTests {
    /// Each case's findings, in the xcode reporter's words, against `<case>/expected.txt`.
    /// Set ASSETMIRROR_REGENERATE_EXPECTED=1 to rewrite them after a deliberate change.
    @Test(arguments: VerifyFixtures.cases)
    func findingsMatchTheExpectedFile(name: String) throws {
        let result = try VerifyFixtures.verify(name)
        #expect(result.failures.isEmpty)
        let text = XcodeReporter.report(result.findings, rules: Rules.all, toolVersion: "0.0.0-test")
        try ExpectedFile.check(text, at: VerifyFixtures.folder.appendingPathComponent("\(name)/expected.txt"))
    }

    /// `names-differ-only-in-case` is the exception, tested in `CaseRuleTests`: its case would be
    /// two paths that differ only in case, which no checkout on a Mac can hold.
    @Test func everyRuleHasACaseThatTripsItAndOnlyTheCleanCaseIsClean() throws {
        let rules = Rules.all.filter { $0.id != NamesDifferOnlyInCaseRule.rule.id }
        for rule in rules {
            let result = try VerifyFixtures.verify(rule.id.rawValue)
            #expect(result.findings.contains { $0.ruleID == rule.id }, "case \(rule.id) does not trip its rule")
        }
        #expect(try VerifyFixtures.verify("clean").findings.isEmpty)
        #expect(Set(VerifyFixtures.cases) == Set(rules.map(\.id.rawValue) + ["clean"]))
    }

    @Test func ruleIDsAreKebabCaseUniqueAndTheIssuesList() {
        let ids = Rules.all.map(\.id.rawValue)
        #expect(Rules.all.allSatisfy { $0.id.isKebabCase })
        #expect(Set(ids).count == ids.count)
        #expect(
            Set(ids) == [
                "malformed-json", "missing-file", "unreferenced-file", "duplicate-asset-name", "invalid-direction",
                "inconsistent-direction", "missing-rtl-twin", "twin-size-mismatch", "stale-variant", "scale-mismatch",
                "undecodable-image", "format-mismatch", "directional-name-fixed", "symmetric-mirrored-set",
                "missing-contents", "unsafe-path", "unknown-folder-type", "unexpected-structure",
                "names-differ-only-in-case",
                "cross-target-duplicate", "duplicate-key",
            ])
    }

    /// actool warns about a file in a set's folder that no entry names ("has an unassigned
    /// child") without being asked, and only warns: so do `unreferenced-file` and `missing-contents`.
    @Test func defaultsMatchActool() throws {
        #expect(!UnreferencedFileRule.rule.isOptIn)
        #expect(Configuration().severity(of: UnreferencedFileRule.rule) == .warning)
        #expect(Configuration().severity(of: MissingContentsRule.rule) == .warning)
        let catalogs = try VerifyFixtures.catalogs("unreferenced-file")
        let findings = Verifier().verify(catalogs, configuration: Configuration()).findings
        #expect(
            findings.map { "\($0.severity) \($0.ruleID) \($0.location.file)" } == [
                "warning unreferenced-file A.xcassets/Legacy/old.imageset/unused.png",
                "warning unreferenced-file A.xcassets/icon.imageset/icon-old.png",
            ])
    }

    /// All six reporters over every case's findings at once, against files in
    /// `TestAssets/Reporters/expected/verify/`.
    @Test(arguments: FindingReporters.all.map { $0.identifier })
    func reportersOverTheFixturesMatchTheExpectedFiles(identifier: String) throws {
        let reporter = try #require(FindingReporters.reporter(named: identifier))
        var findings: [Finding] = []
        for name in VerifyFixtures.cases {
            findings += try VerifyFixtures.verify(name).findings.map { finding in
                var finding = finding
                finding.location.file = name + "/" + finding.location.file
                return finding
            }
        }
        let text = reporter.report(findings.sortedForReporting(), rules: Rules.all, toolVersion: "0.0.0-test")
        try ExpectedFile.check(
            text,
            at: TestAssetsFolder.url.appendingPathComponent(
                "Reporters/expected/verify/\(identifier).\(ReporterFixtures.fileExtensions[identifier]!)"))
    }

    @Test func resultsDoNotDependOnTheNumberOfWorkers() throws {
        for name in VerifyFixtures.cases {
            #expect(try VerifyFixtures.verify(name, jobs: 1) == VerifyFixtures.verify(name, jobs: 4))
        }
    }

    @Test func configurationReratesAndSwitchesRulesOff() throws {
        let catalogs = try VerifyFixtures.catalogs("scale-mismatch") + VerifyFixtures.catalogs("invalid-direction")
        let yaml = "rules:\n  scale-mismatch: error\n  invalid-direction: off\n"
        let configuration = try Configuration(yaml: yaml, file: nil)
        let findings = Verifier().verify(catalogs, configuration: configuration).findings
        #expect(findings.map(\.ruleID) == ["scale-mismatch", "scale-mismatch"])
        #expect(findings.map(\.severity) == [.error, .error])
    }

    @Test func excludedPathsAreSkipped() throws {
        let result = try VerifyFixtures.verify("unreferenced-file")
        #expect(result.findings.map(\.location.file) == ["A.xcassets/icon.imageset/icon-old.png"])
        #expect(Glob.matches(Array("A/**".utf8)[...], Array("A/b/c".utf8)[...]))
        #expect(Glob.matches(Array("*.xcassets/Legacy".utf8)[...], Array("A.xcassets/Legacy".utf8)[...]))
        #expect(!Glob.matches(Array("*/Legacy".utf8)[...], Array("A/b/Legacy".utf8)[...]))
        #expect(Glob.matches(Array("a/**/b".utf8)[...], Array("a/b".utf8)[...]))
        #expect(Glob.matches(Array("icon?.png".utf8)[...], Array("icon2.png".utf8)[...]))
    }

    @Test func imagesAreDecodedOnlyForThePixelRules() throws {
        let contexts = try ["clean", "symmetric-mirrored-set", "scale-mismatch", "directional-name-fixed"].flatMap(
            VerifyFixtures.catalogs
        )
        .map { CatalogContext(catalog: $0, configuration: Configuration()) }
        func read(as deep: ImageFacts.Depth) -> [String] {
            Verifier.plan(contexts).compactMap { item -> String? in
                guard case .image(let key, let file, let depth) = item, depth == deep else { return nil }
                return contexts[key.catalog].catalog.sets[key.set].name + "/" + file
            }
        }
        let decoded = read(as: .pixels)
        // Only directional-name-fixed's sets (fixed, named with a direction word) are looked at.
        #expect(
            read(as: .drawing) == [
                "nextButton/next.png", "next-arrow/next-arrow.png", "next-arrow/next-arrow@2x.png",
                "next-dot/next-dot.png",
                "next-dot/next-dot@2x.png", "arrow-up-right/arrow-up-right.pdf", "chevron_right/chevron_right.png",
                "icBackArrow/icBackArrow.png",
            ])
        // Only the sets that mirror at run time and hold nothing but PNGs and JPEGs (`reply` is
        // one, beside directional-name-fixed's fixed sets).
        #expect(
            decoded == [
                "back/back.png", "back/back@2x.png", "dot/dot.png", "dot/dot@2x.png", "next/next.png",
                "next/next@2x.png", "reply/reply.png",
            ])

        var off = Configuration()
        for rule in Rules.all where rule.id != MissingFileRule.rule.id { off.ruleSeverities[rule.id] = .some(nil) }
        #expect(Verifier.plan(contexts.map { CatalogContext(catalog: $0.catalog, configuration: off) }).isEmpty)
    }

    @Test func linksOutOfTheCatalogAreUnsafePaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("A.xcassets/icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{"images":[{"filename":"icon.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8
        )
        .write(to: set.appendingPathComponent("Contents.json"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(
            atPath: set.appendingPathComponent("icon.png").path, withDestinationPath: "../../outside.png")
        let catalog = try AssetCatalog(reading: folder.appendingPathComponent("A.xcassets"), path: "A.xcassets")
        let findings = Verifier().verify([catalog]).findings
        #expect(findings.map(\.ruleID) == ["unsafe-path"])
        #expect(findings.first?.location.file == "A.xcassets/icon.imageset/icon.png")
    }

    /// A file verify cannot read is a failure of the run, not a finding, named by its path as
    /// the catalog was named: here a Contents.json that is a folder.
    @Test func aFileThatCannotBeReadIsAFailureNotAFinding() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/broken.imageset/Contents.json/x", [1])
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        let result = Verifier().verify([catalog])
        #expect(
            result.failures == [
                VerificationFailure(
                    path: "A.xcassets/broken.imageset/Contents.json",
                    error: FileIOError(.notARegularFile, path: "broken.imageset/Contents.json", code: 0, kind: .folder))
            ])
        #expect(result.findings.map(\.ruleID) == [])
    }

    /// A black gray8 PNG of `width`×`height` pixels: signature, IHDR, one stored zlib block, IEND.
    static func png(width: Int, height: Int) -> [UInt8] {
        let ihdr = PNGFixture.bigEndian(UInt32(width)) + PNGFixture.bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        let rows = [UInt8](repeating: 0, count: (width + 1) * height)
        return PNGFile.signature + PNGFixture.encodeChunk("IHDR", ihdr)
            + PNGFixture.encodeChunk("IDAT", PNGSimpleDecodeTests.storedZlibStream(rows))
            + PNGFixture.encodeChunk("IEND", [])
    }

    /// A set folder in `folder`'s A.xcassets: a Contents.json naming `images` (file, scale,
    /// direction), and each file a PNG of the size given.
    static func writeSet(
        _ name: String, in folder: TemporaryFolder,
        _ images: [(file: String, scale: String, direction: String?, width: Int, height: Int)]
    ) throws {
        let entries = images.map { image in
            #"{"filename":"\#(image.file)","idiom":"universal","#
                + (image.direction.map { #""language-direction":"\#($0)","# } ?? "") + #""scale":"\#(image.scale)"}"#
        }
        try folder.write(
            "A.xcassets/\(name).imageset/Contents.json",
            Array(#"{"images":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#.utf8))
        for image in images {
            try folder.write(
                "A.xcassets/\(name).imageset/\(image.file)", Self.png(width: image.width, height: image.height))
        }
    }

    /// `scale-mismatch` by geometry (issues 13.4, 25.2): sizes agree when one point size is within
    /// a pixel of each (13.5 points is 27 pixels at 2x, 40 or 41 at 3x; 10.5 points is 10 at 1x, a
    /// pixel off 21 at 2x, and 22), and an image more than a pixel off every point size the others
    /// share is a finding, in width or height.
    @Test func scalesAgreeWhenOnePointSizeRoundsToEach() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet("rounded", in: folder, [("r@2x.png", "2x", nil, 27, 27), ("r@3x.png", "3x", nil, 41, 40)])
        try Self.writeSet("quarter", in: folder, [("q.png", "1x", nil, 10, 10), ("q@2x.png", "2x", nil, 22, 20)])
        try Self.writeSet("wide", in: folder, [("w.png", "1x", nil, 10, 10), ("w@2x.png", "2x", nil, 24, 20)])
        try Self.writeSet("tall", in: folder, [("t.png", "1x", nil, 10, 10), ("t@2x.png", "2x", nil, 20, 24)])
        let findings = Verifier().verify([try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")])
            .findings
        #expect(
            findings.map { "\($0.location.file) \($0.ruleID)" } == [
                "A.xcassets/tall.imageset/t@2x.png scale-mismatch", "A.xcassets/wide.imageset/w@2x.png scale-mismatch",
            ])
        #expect(
            findings.first?.message
                == "t@2x.png is 20×24 pixels at 2x, more than a pixel off every size the other images of its slot agree on: t.png 10×10 at 1x is 9–11 × 9–11 points, which is 17–23 × 17–23 pixels at 2x, a pixel of rounding either way; export it again at 20×20"
        )
    }

    /// `twin-size-mismatch` compares both sides of a raster twin: the same width and another
    /// height is a finding too.
    @Test func twinsOfTheSameWidthButAnotherHeightMismatch() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(
            "back", in: folder, [("b.png", "1x", "left-to-right", 8, 8), ("b-rtl.png", "1x", "right-to-left", 8, 10)])
        try Self.writeSet(
            "same", in: folder, [("s.png", "1x", "left-to-right", 8, 8), ("s-rtl.png", "1x", "right-to-left", 8, 8)])
        let findings = Verifier().verify([try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")])
            .findings
        #expect(
            findings.map { "\($0.location.file) \($0.ruleID)" } == [
                "A.xcassets/back.imageset/b-rtl.png twin-size-mismatch"
            ])
        #expect(
            findings.first?.message
                == "b-rtl.png is 8×10 pixels but its left-to-right twin b.png is 8×8, so the layout shifts when the direction changes; make them the same size"
        )
    }

    @Test func directionalWordsAreWholeWordsAfterSplitting() {
        #expect(DirectionalWords.split("icBackArrow") == ["ic", "Back", "Arrow"])
        #expect(
            DirectionalWords.split("URLBack_button-2x.v2 final") == [
                "URL", "Back", "button", "2", "x", "v", "2", "final",
            ])
        let words = DirectionalWords(Configuration())
        #expect(words.firstMatch(in: "icBackArrow") == "Back")
        #expect(words.firstMatch(in: "chevron_right") == "chevron")
        #expect(words.firstMatch(in: "copyright") == nil)
        #expect(words.firstMatch(in: "bright-star") == nil)
        #expect(words.firstMatch(in: "playButton") == nil)
        var custom = Configuration()
        custom.directionalWords = ["caret"]
        custom.additionalDirectionalWords = ["Disclosure"]
        let configured = DirectionalWords(custom)
        #expect(configured.firstMatch(in: "back") == nil)
        #expect(configured.firstMatch(in: "caretOpen") == "caret")
        #expect(configured.firstMatch(in: "disclosure") == "disclosure")
    }

    /// Real catalogs are full of vertical arrows (`arrow-down-12`, `chevron.up`), which must not
    /// mirror: a shape word does not count next to up or down, other directional words still do.
    @Test func arrowsThatPointUpOrDownAreNotDirectional() {
        let words = DirectionalWords(Configuration())
        #expect(words.firstMatch(in: "arrow-down-12") == nil)
        #expect(words.firstMatch(in: "ArrowUpLightMode") == nil)
        #expect(words.firstMatch(in: "chevron.up.chevron.down") == nil)
        #expect(words.firstMatch(in: "arrow-up-right") == "right")
        #expect(words.firstMatch(in: "backUp") == nil, "a backup, not a way")
        #expect(words.firstMatch(in: "dropdownArrow") == "Arrow")
        var custom = Configuration()
        custom.additionalDirectionalWords = ["caret"]
        #expect(DirectionalWords(custom).firstMatch(in: "caretDown") == nil)
    }
}
