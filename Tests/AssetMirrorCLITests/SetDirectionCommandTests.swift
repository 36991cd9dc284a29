import AssetMirror
import Foundation
import Testing

/// `assetmirror set-direction`, run through the built binary on a copy of the demo catalog.
@Suite struct SetDirectionCommandTests {
    static let clock = "Demo.xcassets/Onboarding/clock.imageset/Contents.json"
    static let share = "Demo.xcassets/Chat/share.imageset/Contents.json"

    @Test func changesTheNamedSetsAndReportsEachWithItsOldDirection() throws {
        let workspace = try Workspace(withCatalog: true)
        let result = try workspace.run(
            "set-direction", "left-to-right", "Demo.xcassets", "--set", "clock", "--set", "arrow-*")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Demo.xcassets/Onboarding/arrow-next.imageset: fixed → left-to-right
                Demo.xcassets/Onboarding/clock.imageset: fixed → left-to-right
                2 sets changed

                """)
        #expect(
            String(decoding: try workspace.contents(Self.clock), as: UTF8.self) == """
                {
                  "images" : [
                    {
                      "filename" : "clock.png",
                      "idiom" : "universal",
                      "language-direction" : "left-to-right"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
        // Run again: nothing left to do, and nothing is rewritten.
        let again = try workspace.run("set-direction", "left-to-right", "Demo.xcassets", "--set", "clock")
        #expect(again.status == 0)
        #expect(again.stderr == "0 sets changed, 1 already so\n")
    }

    @Test func refusalsAndPatternsThatNameNothingExit1AfterTheOtherSetsAreChanged() throws {
        let workspace = try Workspace(withCatalog: true)
        let shareBefore = try workspace.contents(Self.share)
        let result = try workspace.run(
            "set-direction", "fixed", "Demo.xcassets", "--set", "share", "--set", "bak", "--set", "send", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                assetmirror: error: Demo.xcassets/Chat/share.imageset: not set to fixed: it is a Both set, whose right-to-left entries name files of their own; remove one side's entries and files first
                assetmirror: error: Demo.xcassets: no image or symbol set matches --set bak

                """)
        #expect(try workspace.contents(Self.share) == shareBefore)
        let send = String(
            decoding: try workspace.contents("Demo.xcassets/Chat/send.imageset/Contents.json"), as: UTF8.self)
        #expect(!send.contains("language-direction"))
        #expect(send.contains("\"filename\" : \"send.jpg\""))
    }

    @Test func jsonLinesNameEverySetAndADryRunWritesNothing() throws {
        let workspace = try Workspace(withCatalog: true)
        let before = CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets"))
        let result = try workspace.run(
            "set-direction", "right-to-left", "Demo.xcassets", "--set", "Navigation/*", "--set", "nothing", "--dry-run",
            "--format", "json")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"after":"right-to-left","before":"left-to-right","reason":null,"set":"Demo.xcassets/Navigation/back.imageset","status":"changed","type":"set"}"#,
                #"{"after":"right-to-left","before":"left-to-right","reason":null,"set":"Demo.xcassets/Navigation/custom.arrow.turn.symbolset","status":"changed","type":"set"}"#,
                #"{"after":"right-to-left","before":"left-to-right","reason":null,"set":"Demo.xcassets/Navigation/disclosure.imageset","status":"changed","type":"set"}"#,
                #"{"after":"right-to-left","before":"left-to-right","reason":null,"set":"Demo.xcassets/Navigation/forward.imageset","status":"changed","type":"set"}"#,
                #"{"catalog":"Demo.xcassets","pattern":"nothing","type":"unmatched-pattern"}"#,
                #"{"catalogs_failed":0,"changed":4,"dry_run":true,"exit_status":1,"failed":0,"refused":0,"type":"summary","unchanged":0,"unmatched_patterns":1}"#,
            ])
        #expect(result.stderr.hasSuffix("dry run: 4 sets would change, 1 pattern matched nothing; nothing written\n"))
        #expect(CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets")) == before)
    }

    @Test(arguments: [
        ["set-direction", "left-to-right", "Demo.xcassets"],
        ["set-direction", "left-to-right", "", "--set", "clock"],
        ["set-direction", "both", "Demo.xcassets", "--set", "clock"],
        ["set-direction", "left-to-right", "Demo.xcassets", "--set", ""],
    ])
    func usageErrorsExit64AndWriteNothing(arguments: [String]) throws {
        let workspace = try Workspace(withCatalog: true)
        let before = CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets"))
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets")) == before)
    }

    /// A mistyped path is a usage error, as in every command: nothing is changed.
    @Test func aCatalogThatIsNotThereIsAUsageErrorAndNothingIsDone() throws {
        let workspace = try Workspace(withCatalog: true)
        let before = try workspace.contents(Self.clock)
        let result = try workspace.run(
            "set-direction", "left-to-right", "Missing.xcassets", "Demo.xcassets", "--set", "clock")
        #expect(result.status == 64)
        #expect(result.stderr == "assetmirror: error: no such file or folder: Missing.xcassets\n")
        #expect(try workspace.contents(Self.clock) == before)
    }

    /// A pattern is an error only when no catalog of the run has a set it names: in a
    /// repository of several catalogs, `--set clock` names a set of one of them.
    @Test func aPatternIsAnErrorOnlyWhenItNamesNothingInEveryCatalog() throws {
        let workspace = try Workspace(withCatalog: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Other.xcassets"), withIntermediateDirectories: true)
        try workspace.write("Other.xcassets/Contents.json", Data(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        let found = try workspace.run(
            "set-direction", "left-to-right", "Demo.xcassets", "Other.xcassets", "--set", "clock", "--dry-run")
        #expect(found.status == 0, "stderr: \(found.stderr)")
        #expect(
            found.stderr == """
                Demo.xcassets/Onboarding/clock.imageset: fixed → left-to-right (dry run)
                dry run: 1 set would change; nothing written

                """)
        let typo = try workspace.run(
            "set-direction", "left-to-right", "Demo.xcassets", "Other.xcassets", "--set", "clock", "--set", "bak",
            "--set", "bak", "--dry-run", "--quiet", "--format", "json")
        #expect(typo.status == 1)
        #expect(
            typo.stderr
                == "assetmirror: error: Demo.xcassets, Other.xcassets: no image or symbol set matches --set bak\n")
        #expect(
            typo.stdout.split(separator: "\n").suffix(3) == [
                #"{"catalog":"Demo.xcassets","pattern":"bak","type":"unmatched-pattern"}"#,
                #"{"catalog":"Other.xcassets","pattern":"bak","type":"unmatched-pattern"}"#,
                #"{"catalogs_failed":0,"changed":1,"dry_run":true,"exit_status":1,"failed":0,"refused":0,"type":"summary","unchanged":0,"unmatched_patterns":1}"#,
            ])
    }

    /// A run holding the catalog's lock (here, this test process, as a `generate` would) keeps
    /// set-direction out: exit 75, nothing written; once it is released the edit is made.
    @Test func aCatalogAnotherRunIsWorkingInIsLeftAlone() throws {
        let workspace = try Workspace(withCatalog: true)
        let before = try workspace.contents(Self.clock)
        var held: FolderLock? = try FolderLock(
            writingIn: [(workspace.url.appendingPathComponent("Demo.xcassets").path, "Demo.xcassets")], waiting: false)
        let refused = try workspace.run("set-direction", "left-to-right", "Demo.xcassets", "--set", "clock")
        #expect(refused.status == 75)
        #expect(refused.stderr.hasPrefix("assetmirror: error: another assetmirror run is working in Demo.xcassets"))
        #expect(try workspace.contents(Self.clock) == before)
        withExtendedLifetime(held) {}
        held = nil
        #expect(try workspace.run("set-direction", "left-to-right", "Demo.xcassets", "--set", "clock").status == 0)
        #expect(try workspace.contents(Self.clock) != before)
    }
}
