import AssetMirror
import Foundation
import Testing

/// `assetmirror review` and `verify --reporter html:PATH` through the built binary.
@Suite struct ReviewCommandTests {
    static func demoWorkspace() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(
            at: TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Demo.xcassets"),
            to: workspace.url.appendingPathComponent("Demo.xcassets"))
        return workspace
    }

    @Test func reviewWritesOnePageAndSaysHowManySetsNeedALook() throws {
        let workspace = try Self.demoWorkspace()
        let result = try workspace.run("review", "Demo.xcassets", "--output", "review.html")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("Wrote review.html: 9 sets, 1 needs a look.\n"))
        let html = try #require(String(data: try workspace.contents("review.html"), encoding: .utf8))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for name in [
            "bubble", "reply", "send", "share", "back", "custom.arrow.turn", "disclosure", "forward", "arrow-next",
        ] {
            #expect(html.contains(">\(name)</h2>"), "\(name) is not on the page")
        }
        #expect(!html.contains(">clock</h2>") && !html.contains(">AccentColor</h2>"))
        #expect(html.components(separatedBy: "<article class=\"set look\"").count == 2)
    }

    @Test func verifyWritesTheSamePageAndMarkdownNamesIt() throws {
        let workspace = try Self.demoWorkspace()
        #expect(try workspace.run("review", "Demo.xcassets", "-o", "review.html", "--quiet").status == 0)
        let result = try workspace.run(
            "verify", "Demo.xcassets", "--reporter", "html:page.html", "--reporter", "markdown:summary.md",
            "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(try workspace.contents("page.html") == workspace.contents("review.html"))
        let summary = try #require(String(data: try workspace.contents("summary.md"), encoding: .utf8))
        #expect(
            summary.hasSuffix(
                "\nThe review page, every directional image beside its mirror: page.html (one HTML file; open it from the job's artifacts or from disk).\n"
            ))
    }

    @Test func markdownAloneDoesNotMentionAPage() throws {
        let workspace = try Self.demoWorkspace()
        _ = try workspace.run("verify", "Demo.xcassets", "--reporter", "markdown:summary.md", "--quiet")
        let summary = try #require(String(data: try workspace.contents("summary.md"), encoding: .utf8))
        #expect(!summary.contains("review page"))
    }

    @Test(arguments: [
        ["verify", "Demo.xcassets", "--reporter", "html"], ["verify", "Demo.xcassets", "--reporter", "html:-"],
    ])
    func thePageGoesOnlyToAFile(_ arguments: [String]) throws {
        let workspace = try Self.demoWorkspace()
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64)
        #expect(workspace.files(under: ".").filter { $0.hasSuffix(".html") || $0 == "-" }.isEmpty)
    }

    /// Audit's findings are lines of source code: it has no page, and says so before it reads a file.
    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditRefusesTheReviewPageAtParsing() throws {
        let workspace = try Workspace(withIcons: false)
        try workspace.write("View.swift", Data("let image = Image(systemName: \"chevron.left\")\n".utf8))
        let result = try workspace.run(
            "audit", "View.swift", "--reporter", "html:page.html", "--reporter", "json:a.json")
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "--reporter html: audit reports on source code, which has no review page; its reporters are xcode, json, "
            ))
        #expect(!workspace.exists("page.html") && !workspace.exists("a.json"))
    }

    @Test func anOutputThatIsALinkIsRefused() throws {
        let workspace = try Self.demoWorkspace()
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("review.html").path, withDestinationPath: "elsewhere.html")
        let result = try workspace.run("review", "Demo.xcassets", "--output", "review.html")
        #expect(result.status == 64)
        #expect(!workspace.exists("elsewhere.html"))
    }

    @Test func reviewWithoutOutputIsAUsageError() throws {
        #expect(try Self.demoWorkspace().run("review", "Demo.xcassets").status == 64)
    }
}
