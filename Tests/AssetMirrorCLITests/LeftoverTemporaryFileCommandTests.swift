import AssetMirror
import Foundation
import Testing

/// The hidden temporary files killed runs left (`.NAME.PID-RANDOM-COUNT.assetmirror-tmp`) are
/// removed by the next `generate` or `flip` that holds the lock where they lie, counted in a
/// note and in JSON; a person's look-alike files, and files outside what the run locks, stay.
@Suite struct LeftoverTemporaryFileCommandTests {
    static let leftovers = [
        "Demo.xcassets/.Contents.json.4242-abc-1.assetmirror-tmp",
        "Demo.xcassets/Chat/bubble.imageset/.bubble-rtl@2x.png.4242-abc-0.assetmirror-tmp",
        ".Demo.rtl-directions.json.4242-abc-2.assetmirror-tmp",
    ]
    /// A file named like a temporary file, not made by assetmirror; another catalog's table's.
    static let lookAlikes = [
        "Demo.xcassets/Chat/.notes.assetmirror-tmp", ".Other.rtl-directions.json.4242-abc-3.assetmirror-tmp",
    ]

    func plant(_ paths: [String], in workspace: Workspace) throws {
        for path in paths { try workspace.write(path, Data([1, 2, 3])) }
    }

    @Test func generateInPlaceRemovesThemAndSaysHowMany() throws {
        let workspace = try Workspace(withCatalog: true)
        try plant(Self.leftovers + Self.lookAlikes, in: workspace)

        let dryRun = try workspace.run("generate", "Demo.xcassets", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(
            dryRun.stdout.hasPrefix(
                "would remove 3 temporary files that an interrupted run left:\n"
                    + Self.leftovers.map { "  remove \($0)\n" }.joined()))
        #expect(Self.leftovers.allSatisfy(workspace.exists))

        let result = try workspace.run("generate", "Demo.xcassets", "--format", "json")
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "assetmirror: note: removed 3 temporary files that an interrupted run left: "
                    + Self.leftovers.joined(separator: ", ") + "\n"), "stderr: \(result.stderr)")
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.split(separator: "\n").last!.utf8))
                as? [String: Any])
        #expect(summary["temporary_files_removed"] as? Int == 3)
        #expect(!Self.leftovers.contains(where: workspace.exists))
        #expect(Self.lookAlikes.allSatisfy(workspace.exists))

        let again = try workspace.run("generate", "Demo.xcassets", "--format", "json", "--quiet")
        #expect(again.stdout.contains("\"temporary_files_removed\":0"))
    }

    /// Into a derived catalog: the derived catalog's and its table's are removed, the source's
    /// stay (the source is never written by a derived run).
    @Test func generateIntoADerivedCatalogRemovesThoseOfTheCopyOnly() throws {
        let workspace = try Workspace(withCatalog: true)
        #expect(try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--quiet").status == 0)
        let derived = Self.leftovers.map { "OUT/" + $0 }
        try plant(derived + Self.leftovers, in: workspace)

        let json = try workspace.run("generate", "Demo.xcassets", "--output", "OUT", "--dry-run", "--format", "json")
        #expect(json.status == 0)
        #expect(
            json.stdout.contains(
                "{\"kind\":\"temporary-file\",\"path\":\"OUT/Demo.xcassets/.Contents.json.4242-abc-1.assetmirror-tmp\",\"type\":\"remove\"}"
            ))
        #expect(json.stdout.contains("\"temporary_files_removed\":3"))

        let result = try workspace.run("generate", "Demo.xcassets", "--output", "OUT")
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "assetmirror: note: removed 3 temporary files that an interrupted run left: "
                    + derived.joined(separator: ", ") + "\n"), "stderr: \(result.stderr)")
        #expect(!derived.contains(where: workspace.exists))
        #expect(Self.leftovers.allSatisfy(workspace.exists))
    }

    /// A run that finds the lock taken removes nothing: the temporary files may be the other run's.
    @Test func aRunThatFindsTheLockTakenRemovesNothing() throws {
        let workspace = try Workspace(withCatalog: true)
        try plant(Self.leftovers, in: workspace)
        let held = try FolderLock(
            writingIn: [(workspace.url.appendingPathComponent("Demo.xcassets").path, "Demo.xcassets")], waiting: false)
        #expect(try workspace.run("generate", "Demo.xcassets").status == 75)
        #expect(Self.leftovers.allSatisfy(workspace.exists))
        withExtendedLifetime(held) {}
    }

    /// `flip --in-place` cleans each folder it mirrors in (not hidden ones, which it never
    /// writes in); `flip --output` its output folder.
    @Test func flipRemovesThemInPlaceAndInItsOutputFolder() throws {
        let workspace = try Workspace()
        let inPlace = [
            "Icons/.back-arrow.png.77-x1-0.assetmirror-tmp", "Icons/Chevrons/.a.png.77-x1-1.assetmirror-tmp",
        ]
        let kept = ["Icons/.hidden/.b.png.77-x1-2.assetmirror-tmp", "Icons/.mine.assetmirror-tmp"]
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Icons/.hidden"), withIntermediateDirectories: true)
        try plant(inPlace + kept, in: workspace)

        #expect(try workspace.run("flip", "Icons", "--output", "out", "--quiet").status == 0)
        #expect(inPlace.allSatisfy(workspace.exists))
        let output = ["out/.back-arrow.png.77-x1-0.assetmirror-tmp", "out/Chevrons/.c.png.78-y-0.assetmirror-tmp"]
        try plant(output, in: workspace)
        let intoOutput = try workspace.run("flip", "Icons", "--output", "out", "--format", "json", "--quiet")
        #expect(intoOutput.status == 0)
        #expect(intoOutput.stdout.contains("\"temporary_files_removed\":2"))
        #expect(!output.contains(where: workspace.exists))

        let result = try workspace.run("flip", "Icons", "--in-place", "--format", "json")
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "assetmirror: note: removed 2 temporary files that an interrupted run left: "
                    + inPlace.joined(separator: ", ") + "\n"), "stderr: \(result.stderr)")
        #expect(result.stdout.contains("\"temporary_files_removed\":2"))
        #expect(!inPlace.contains(where: workspace.exists))
        #expect(kept.allSatisfy(workspace.exists))
    }
}
