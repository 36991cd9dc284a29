import Foundation
import Testing

/// macOS's temporary folders are under `/var`, a link to `/private/var`: a path a user types
/// and the same path resolved differ. Simulated here with `var` → `private-var` in a workspace:
/// comparisons must see through the link, and messages must name paths as the user gave them.
@Suite struct SymlinkedFolderCommandTests {
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        let real = workspace.url.appendingPathComponent("private-var")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("var").path, withDestinationPath: "private-var")
        try FileManager.default.copyItem(
            at: TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Demo.xcassets"),
            to: real.appendingPathComponent("Demo.xcassets"))
        try FileManager.default.copyItem(at: TestAssets.icons, to: real.appendingPathComponent("Icons"))
        return workspace
    }

    /// The output named through the real folder is the source named through the link.
    @Test(arguments: [false, true])
    func generateRefusesAnOutputThatIsTheSourceThroughALink(absolute: Bool) throws {
        let workspace = try Self.workspace()
        let base = absolute ? workspace.url.path + "/" : ""
        let before = workspace.files(under: "private-var")
        let result = try workspace.run("generate", "\(base)var/Demo.xcassets", "--output", "\(base)private-var")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "assetmirror: error: the derived catalog \(base)private-var/Demo.xcassets would overlap its source \(base)var/Demo.xcassets; choose an --output folder outside the catalog\n"
        )
        #expect(workspace.files(under: "private-var") == before)
    }

    @Test func verifyNamesFilesByThePathGiven() throws {
        let workspace = try Self.workspace()
        let catalog = workspace.url.path + "/var/Demo.xcassets"
        let result = try workspace.run("verify", catalog)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(catalog)/Onboarding/arrow-next.imageset/Contents.json:3:5: warning: "))
        #expect(!result.stdout.contains("private-var"))
    }

    /// An output folder inside the input, named through the other path, is not an input.
    @Test func flipSkipsItsOutputInsideTheInputThroughALink() throws {
        let workspace = try Self.workspace()
        for _ in 0..<2 {
            let result = try workspace.run("flip", "var/Icons", "--output", "private-var/Icons/rtl")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("flipped 10 (9 lossless, 1 re-encoded), skipped 1, failed 0"))
        }
        #expect(!workspace.files(under: "private-var/Icons/rtl").contains { $0.hasPrefix("rtl/") })
    }
}
