import AssetMirror
import Foundation
import Testing

/// `assetmirror generate`, run as a user runs it: through the built binary.
@Suite struct GenerateCommandTests {
    static let expectedDryRun = TestAssets.repositoryRoot.appendingPathComponent(
        "TestAssets/Catalogs/expected/generate-dry-run.txt")

    @Test func derivedDemoMatchesTheExpectedTreeAndReportsEachSet() throws {
        let workspace = try Workspace(withCatalog: true)
        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.dropLast()) == [
                "Demo.xcassets/Chat/bubble.imageset: generated 1 (bubble-rtl@2x.png), 1 entry added to Contents.json",
                "Demo.xcassets/Chat/reply.imageset: generated 2 (reply-rtl@2x.png, reply-dark-rtl@2x.png), 2 entries added to Contents.json",
                "Demo.xcassets/Chat/send.imageset: generated 1 (send-rtl.jpg), 1 entry added to Contents.json",
                "Demo.xcassets/Chat/share.imageset: left alone: already has images for both directions, made by hand",
                "Demo.xcassets/Navigation/back.imageset: generated 3 (back-rtl.png, back-rtl@2x.png, back-rtl@3x.png), 3 entries added to Contents.json",
                "assetmirror: note: Demo.xcassets/Navigation/custom.arrow.turn.symbolset: not mirrored: custom.arrow.turn.svg: custom symbols are SF Symbols templates, whose glyphs a plain mirror would move against their margin guides; mirror the symbol in the SF Symbols app and export the template again",
                "Demo.xcassets/Navigation/disclosure.imageset: generated 1 (disclosure-rtl.pdf), 1 entry added to Contents.json",
                "Demo.xcassets/Navigation/forward.imageset: generated 2 (forward-rtl@2x.png, forward-rtl@3x.png), 2 entries added to Contents.json",
            ])
        #expect(
            lines.last?.hasPrefix(
                "sets: 6 generated, 0 up to date, 1 not mirrored, 0 refused, 0 failed, 1 left alone; files: 10 written, 0 up to date; copied 26 files; "
            ) == true)
        #expect(
            CatalogTree.differences(
                CatalogTree.files(workspace.url.appendingPathComponent("OUT/Demo.xcassets")),
                CatalogTree.files(CatalogTree.expectedDemo)) == [])

        let again = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(again.status == 0)
        #expect(
            again.stderr.contains(
                "sets: 0 generated, 6 up to date, 1 not mirrored, 0 refused, 0 failed, 1 left alone; files: 0 written, 10 up to date; copied 0 files; "
            ))
    }

    @Test func theDirectionTableIsWrittenBesideEachCatalogOnceAndSaysHowEachAssetIsServed() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(
            try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "full").status == 0)
        let table = workspace.url.appendingPathComponent("OUT/Demo.rtl-directions.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: table)) as? [String: Any])
        #expect(json["catalog"] as? String == "Demo.xcassets")
        let assets = try #require(json["assets"] as? [[String: Any]])
        let serving = Dictionary(
            uniqueKeysWithValues: assets.map { ($0["name"] as! String, $0["served_in_rtl"] as! String) })
        #expect(
            serving == [
                "bubble": "generated-variant", "reply": "generated-variant", "send": "generated-variant",
                "share": "hand-made-variant", "Navigation/back": "generated-variant",
                "Navigation/custom.arrow.turn": "mirrored-at-run-time", "Navigation/disclosure": "generated-variant",
                "Navigation/forward": "generated-variant",
            ])
        let chevron = (json["symbols"] as? [[String: Any]])?.first { $0["name"] as? String == "chevron.left" }
        #expect(chevron?["counterpart"] as? String == "chevron.right")
        #expect(chevron?["direction_aware"] as? String == "chevron.backward")

        // A second run leaves the file alone; the default (assets) leaves out the SF Symbols,
        // none writes no file.
        let written = try FileManager.default.attributesOfItem(atPath: table.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(
            try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "full").status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: table.path)[.modificationDate] as? Date == written)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT").status == 0)
        let small = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: table)) as? [String: Any])
        #expect((small["symbols"] as? [Any])?.isEmpty == true)
        #expect((small["assets"] as? [Any])?.count == assets.count)
        #expect(
            try workspace.run("generate", "Demo.xcassets", "--output", "OTHER", "--direction-table", "none").status == 0
        )
        #expect(
            !FileManager.default.fileExists(
                atPath: workspace.url.appendingPathComponent("OTHER/Demo.rtl-directions.json").path))
    }

    /// A direction table that cannot be written (a folder holds its name) fails the run with
    /// exit status 1, named; the catalog itself is generated in full.
    @Test func aDirectionTableThatCannotBeWrittenExits1() throws {
        let workspace = try Workspace(withCatalog: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("OUT/Demo.rtl-directions.json"), withIntermediateDirectories: true)
        try workspace.write("OUT/Demo.rtl-directions.json/keep", Data())
        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "assetmirror: error: OUT/Demo.xcassets: cannot write its direction table: not a regular file: OUT/Demo.rtl-directions.json is a folder\n"
        )
        #expect(
            CatalogTree.differences(
                CatalogTree.files(workspace.url.appendingPathComponent("OUT/Demo.xcassets")),
                CatalogTree.files(CatalogTree.expectedDemo)) == [])
    }

    /// Set ASSETMIRROR_REGENERATE_EXPECTED=1 to rewrite the expected plan after a deliberate change.
    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let workspace = try Workspace(withCatalog: true)
        let before = CatalogTree.files(workspace.url)
        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--dry-run")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr == "")
        #expect(CatalogTree.files(workspace.url) == before)
        if ProcessInfo.processInfo.environment["ASSETMIRROR_REGENERATE_EXPECTED"] == "1" {
            try Data(result.stdout.utf8).write(to: Self.expectedDryRun)
            return
        }
        #expect(
            result.stdout == String(decoding: try Data(contentsOf: Self.expectedDryRun), as: UTF8.self),
            "differs from TestAssets/Catalogs/expected/generate-dry-run.txt; if deliberate, rerun with ASSETMIRROR_REGENERATE_EXPECTED=1"
        )
    }

    @Test func jsonLinesHaveOneLinePerSetThenASummary() throws {
        let workspace = try Workspace(withCatalog: true)
        let result = try workspace.run("generate", "Demo.xcassets", "--format", "json", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["type"] as? String } == Array(repeating: "set", count: 8) + ["summary"])
        #expect(
            objects.map { $0["status"] as? String }.prefix(8) == [
                "generated", "generated", "generated", "left-alone", "generated", "not-mirrored", "generated",
                "generated",
            ])
        #expect(
            Set(objects[0].keys) == [
                "type", "set", "status", "files", "problems", "reason", "notes", "added_entries", "contents_updated",
            ])
        #expect(objects[0]["added_entries"] as? Int == 1)
        #expect(objects[0]["contents_updated"] as? Bool == true)
        let summary = try #require(objects.last)
        #expect(
            Set(summary.keys) == [
                "type", "generated", "up_to_date", "not_mirrored", "refused", "failed", "left_alone", "files_written",
                "files_up_to_date",
                "copied", "copy_failed", "copy_times_set", "removed", "remove_failed", "temporary_files_removed",
                "seconds", "dry_run",
                "exit_status",
            ])
        #expect(summary["exit_status"] as? Int == 0)
        #expect(summary["files_written"] as? Int == 10)
        #expect(summary["left_alone"] as? Int == 1)
        #expect(summary["dry_run"] as? Bool == false)
        let symbol = objects[5]["problems"] as? [[String: Any]]
        #expect((symbol?.first?["reason"] as? String)?.hasPrefix("custom symbols are SF Symbols templates") == true)
    }

    @Test func aHandMadeFileIsRefusedWithStatus1AndForceReplacesIt() throws {
        let workspace = try Workspace(withCatalog: true)
        try workspace.write("Demo.xcassets/Chat/send.imageset/send-rtl.jpg", Data("hand-made".utf8))
        let refused = try workspace.run("generate", "Demo.xcassets")
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "assetmirror: error: Demo.xcassets/Chat/send.imageset: refused: send-rtl.jpg: exists and was not generated by assetmirror (or was edited since); pass --force to replace it\n"
            ))
        #expect(try workspace.contents("Demo.xcassets/Chat/send.imageset/send-rtl.jpg") == Data("hand-made".utf8))
        let forced = try workspace.run("generate", "Demo.xcassets", "--force")
        #expect(forced.status == 0, "stderr: \(forced.stderr)")
        // The mirror a clean run writes, byte for byte (JPEG bytes do not depend on the system's zlib).
        let expected = try Data(
            contentsOf: CatalogTree.expectedDemo.appendingPathComponent("Chat/send.imageset/send-rtl.jpg"))
        #expect(try workspace.contents("Demo.xcassets/Chat/send.imageset/send-rtl.jpg") == expected)
    }

    @Test func suffixesStartingWithADashAreValues() throws {
        let workspace = try Workspace(withCatalog: true)
        let result = try workspace.run("generate", "Demo.xcassets", "--rtl-suffix", "-RTL", "--ltr-suffix", "-LTR")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(workspace.exists("Demo.xcassets/Navigation/back.imageset/back-RTL@2x.png"))
    }

    @Test func suffixesComeFromTheConfigurationUnlessAFlagIsGiven() throws {
        let workspace = try Workspace(withCatalog: true)
        try workspace.write(
            ".assetmirror.yml",
            Data(
                """
                rules:
                  scale-mismatch: off
                  physical-symbol-name: error
                generate:
                  rtl-suffix: "_r"

                """.utf8))
        let configured = try workspace.run("generate", "Demo.xcassets", "--dry-run")
        #expect(configured.status == 0, "stderr: \(configured.stderr)")
        #expect(configured.stdout.contains("  create back_r@2x.png ← back@2x.png\n"))
        let flagged = try workspace.run("generate", "Demo.xcassets", "--dry-run", "--rtl-suffix", "-x")
        #expect(flagged.stdout.contains("  create back-x@2x.png ← back@2x.png\n"))

        // A rule no command has is a mistake for generate too, named with its line.
        try workspace.write(".assetmirror.yml", Data("rules:\n  scale-mismatch: off\n  no-such-rule: off\n".utf8))
        let unknownRule = try workspace.run("generate", "Demo.xcassets")
        #expect(unknownRule.status == 64)
        #expect(unknownRule.stderr == "assetmirror: error: .assetmirror.yml:3:3: no rule is called \"no-such-rule\"\n")

        try workspace.write(".assetmirror.yml", Data("generate:\n  rtl_suffix: \"_r\"\n".utf8))
        let broken = try workspace.run("generate", "Demo.xcassets")
        #expect(broken.status == 64)
        #expect(broken.stderr.hasPrefix("assetmirror: error: "))
        #expect(!workspace.exists("Demo.xcassets/Navigation/back.imageset/.assetmirror.json"))
    }

    @Test(arguments: [
        ["generate", ""], ["generate", "Demo.xcassets", "--output", ""],
        ["generate", "Demo.xcassets", "--output", "Demo.xcassets/out"],
        ["generate", "Demo.xcassets", "--output", "."],
        ["generate", "Demo.xcassets", "--jobs", "0"],
        ["generate", "Demo.xcassets", "--rtl-suffix", ""],
        ["generate", "Demo.xcassets", "--rtl-suffix", "a/b"],
        ["generate", "Missing.xcassets"],
    ])
    func usageErrorsExit64AndWriteNothing(arguments: [String]) throws {
        let workspace = try Workspace(withCatalog: true)
        let before = CatalogTree.files(workspace.url)
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
        #expect(CatalogTree.files(workspace.url) == before)
    }
}
