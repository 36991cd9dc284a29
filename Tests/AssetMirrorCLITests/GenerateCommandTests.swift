import AssetMirror
import AssetMirrorTestSupport
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
                "assetmirror: note: Demo.xcassets/Navigation/custom.arrow.turn.symbolset: not mirrored: custom.arrow.turn.svg: a symbol set's Contents.json takes no right-to-left file, so the system mirrors this symbol at run time, inside its margins; to ship a mirrored drawing of your own, run `assetmirror flip` on the template and add the result as a symbol set of its own (docs/symbol-templates.md)",
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

    /// No table without `--direction-table`; with `assets` one beside the catalog, named in the
    /// run's output, saying how each asset is served, and written once.
    @Test func theDirectionTableIsWrittenOnlyWhenAskedBesideTheCatalogAndOnce() throws {
        let workspace = try Workspace(withCatalog: true)
        let plain = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(plain.status == 0)
        #expect(!workspace.exists("OUT/Demo.rtl-directions.json"))
        #expect(!plain.stderr.contains("rtl-directions"))

        let asked = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "assets")
        #expect(asked.status == 0)
        #expect(asked.stderr.split(separator: "\n").dropLast().last == "wrote OUT/Demo.rtl-directions.json")
        let table = workspace.url.appendingPathComponent("OUT/Demo.rtl-directions.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: table)) as? [String: Any])
        #expect(json["catalog"] as? String == "Demo.xcassets")
        #expect((json["symbols"] as? [Any])?.isEmpty == true)
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

        // A second run leaves the file alone and does not claim to write it.
        let written = try FileManager.default.attributesOfItem(atPath: table.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "assets")
        #expect(again.status == 0)
        #expect(!again.stderr.contains("rtl-directions"))
        #expect(try FileManager.default.attributesOfItem(atPath: table.path)[.modificationDate] as? Date == written)
    }

    /// `--direction-table PATH` writes that one file (the same bytes as beside the catalog) and
    /// names it in the JSON; with several catalogs it is refused before anything is written.
    @Test func theDirectionTableGoesToTheFileNamedForOneCatalogOnly() throws {
        let workspace = try Workspace(withCatalog: true)
        // The table's folder must exist, as every output file's (docs/cli.md#output-files).
        let missingFolder = try workspace.run(
            "generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "tables/demo.json")
        #expect(missingFolder.status == 64)
        #expect(
            missingFolder.stderr.hasPrefix(
                "Error: cannot write tables/demo.json: the folder tables does not exist"), "\(missingFolder.stderr)")
        #expect(!workspace.exists("OUT") && !workspace.exists("tables"))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("tables"), withIntermediateDirectories: false)
        let result = try workspace.run(
            "generate", "Demo.xcassets", "--output", "OUT", "--direction-table", "tables/demo.json", "--format", "json",
            "--quiet")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!workspace.exists("OUT/Demo.rtl-directions.json"))
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("\"direction-table\"") })
        #expect(
            line
                == #"{"catalog":"OUT/Demo.xcassets","path":"tables/demo.json","status":"written","type":"direction-table"}"#
        )
        #expect(
            try workspace.run("generate", "Demo.xcassets", "--output", "OTHER", "--direction-table", "assets").status
                == 0)
        #expect(try workspace.contents("tables/demo.json") == workspace.contents("OTHER/Demo.rtl-directions.json"))

        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Second.xcassets"), withIntermediateDirectories: true)
        try workspace.write("Second.xcassets/Contents.json", Data(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        let two = try workspace.run(
            "generate", "Demo.xcassets", "Second.xcassets", "--output", "TWO", "--direction-table", "one.json")
        #expect(two.status == 64)
        #expect(
            two.stderr
                == "assetmirror: error: --direction-table one.json names one file, and the run has 2 catalogs; give one catalog, or --direction-table assets to write each catalog's table beside it\n"
        )
        #expect(!workspace.exists("TWO/Demo.xcassets"))
        #expect(!workspace.exists("one.json"))
    }

    /// A catalog without a directional asset gets no table, and a note says so.
    @Test func anEmptyDirectionTableIsNotWrittenAndTheRunSaysSo() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Plain.xcassets/logo.imageset"), withIntermediateDirectories: true)
        try workspace.write("Plain.xcassets/Contents.json", Data(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        try workspace.write(
            "Plain.xcassets/logo.imageset/Contents.json",
            Data(#"{"images":[{"idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#.utf8))
        let result = try workspace.run("generate", "Plain.xcassets", "--direction-table", "assets")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "assetmirror: note: Plain.xcassets: no direction table was written to Plain.rtl-directions.json: the catalog has no directional asset\n"
            ))
        #expect(!workspace.exists("Plain.rtl-directions.json"))
    }

    /// The values the flag took before it was asked for are refused, saying what to do instead.
    @Test func theOldDirectionTableValuesAreRefused() throws {
        let workspace = try Workspace(withCatalog: true)
        for value in ["full", "none"] {
            let result = try workspace.run("generate", "Demo.xcassets", "--direction-table", value)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--direction-table takes a file or assets, not \(value)"))
            #expect(!workspace.exists(value))
        }
    }

    /// A direction table that cannot be written (a folder holds its name) fails the run with
    /// exit status 1, named; the catalog itself is generated in full.
    @Test func aDirectionTableThatCannotBeWrittenExits1() throws {
        let workspace = try Workspace(withCatalog: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("OUT/Demo.rtl-directions.json"), withIntermediateDirectories: true)
        try workspace.write("OUT/Demo.rtl-directions.json/keep", Data())
        let result = try workspace.run(
            "generate", "Demo.xcassets", "--output", "OUT", "--quiet", "--direction-table", "assets")
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
        try ExpectedFile.check(result.stdout, at: Self.expectedDryRun)
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
        let reason = symbol?.first?["reason"] as? String
        #expect(reason?.hasPrefix("a symbol set's Contents.json takes no right-to-left file") == true)
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
