import AssetMirror
import Foundation
import Testing

/// `assetmirror symbols` and `assetmirror audit`, through the built binary.
@Suite struct SymbolsCommandTests {
    static let auditFixtures = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Audit")
    static let catalog = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Directions.xcassets")

    @Test func symbolsWritesJSONByDefault() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("symbols")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(json["symbols"] as? [[String: Any]])
        #expect(rows.count == 1_502)
        let chevron = try #require(rows.first { $0["name"] as? String == "chevron.left" })
        #expect(chevron["direction_aware"] as? String == "chevron.backward")
        #expect(json["deployment_target"] is NSNull)
    }

    @Test func deploymentTargetFiltersSuggestions() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("symbols", "--format", "csv", "--deployment-target", "iOS 13")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let line = result.stdout.split(separator: "\r\n").first { $0.hasPrefix("symbol,chevron.left,") }
        #expect(line == "symbol,chevron.left,13.0,,,swap-pair,interface,chevron.right,13.0,exact,,,,,,")
    }

    @Test func catalogRowsAndAFileOutput() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: false)
        let result = try workspace.run(
            "symbols", "--catalog", Self.catalog.path, "--format", "plist", "--output", "out/table.plist")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        let text = String(decoding: try workspace.contents("out/table.plist"), as: UTF8.self)
        #expect(text.contains("<string>custom.chevron.right</string>"))
        #expect(text.contains("<string>hand-made-variant</string>"))
    }

    @Test(arguments: [
        ["symbols", "--format", "yaml"],
        ["symbols", "--deployment-target", "macOS 12"],
        ["symbols", "--catalog", "Missing.xcassets"],
        ["symbols", "--format", "swift", "--type-name", "1Bad"],
        ["audit"],
        ["audit", "Missing"],
        ["audit", "Sources", "--reporter", "checkstyle"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let workspace = try Workspace(withIcons: false)
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
    }

    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditReportsWarningsAndExitsZeroUnlessStrict() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(at: Self.auditFixtures, to: workspace.url.appendingPathComponent("Sources"))
        let relaxed = try workspace.run("audit", "Sources")
        #expect(relaxed.status == 0, "stderr: \(relaxed.stderr)")
        #expect(relaxed.stdout.split(separator: "\n").count == 39)
        #expect(relaxed.stdout.split(separator: "\n").filter { $0.contains(": note: ") }.count == 8)
        #expect(relaxed.stdout.hasPrefix("Sources/AppKit.swift:3:39: warning: arrow.left does not mirror"))
        let strict = try workspace.run("audit", "Sources", "--strict")
        #expect(strict.status == 2)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditReportersGoToStdoutAndFilesAndMarkdownAppends() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(
            at: Self.auditFixtures.appendingPathComponent("Legacy.m"),
            to: workspace.url.appendingPathComponent("Legacy.m"))
        try workspace.write("summary.md", Data("# Before\n".utf8))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("reports"), withIntermediateDirectories: false)
        let result = try workspace.run(
            "audit", "Legacy.m", "--deployment-target", "iOS 14", "--reporter", "json", "--reporter",
            "sarif:reports/audit.sarif",
            "--reporter", "markdown:summary.md")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String }
                == Array(repeating: "physical-symbol-name", count: 3) + ["symbol-name-literal"])
        #expect(findings.first?["line"] as? Int == 7 && findings.first?["column"] as? Int == 47)
        #expect(workspace.exists("reports/audit.sarif"))
        let summary = String(decoding: try workspace.contents("summary.md"), as: UTF8.self)
        #expect(summary.hasPrefix("# Before\n## assetmirror\n\n0 errors, 3 warnings, 1 note\n"))
    }

    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditFollowsTheNearestConfigurationLikeVerify() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(
            at: Self.auditFixtures, to: workspace.url.appendingPathComponent("App/Sources"))
        try workspace.write("App/.assetmirror.yml", Data("rules:\n  physical-symbol-name: error\n".utf8))
        let rerated = try workspace.run("audit", "App/Sources")
        #expect(rerated.status == 2, "stderr: \(rerated.stderr)")
        #expect(rerated.stdout.hasPrefix("App/Sources/AppKit.swift:3:39: error: arrow.left does not mirror"))

        let allOff = SymbolAuditRules.all.map { "  \($0.id): off\n" }.joined()
        try workspace.write("off.yml", Data("rules:\n\(allOff)".utf8))
        let off = try workspace.run("audit", "App/Sources", "--config", "off.yml", "--strict")
        #expect(off.status == 0, "stderr: \(off.stderr)")
        #expect(off.stdout == "")

        try workspace.write("broken.yml", Data("rules:\n  no-such-rule: off\n".utf8))
        let broken = try workspace.run("audit", "App/Sources", "--config", "broken.yml")
        #expect(broken.status == 64)
        #expect(broken.stderr.contains("broken.yml:2:3"))
    }

    /// Apps that copy a symbol into their catalog load it by name: beside `chevron.left.imageset`
    /// a `"chevron.left"` given to the app's own code is the asset, and only the system image API
    /// is reported.
    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditTakesALiteralNamedLikeACatalogSetAsThatAsset() throws {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("App/Assets.xcassets/chevron.left.imageset"),
            withIntermediateDirectories: true)
        try workspace.write("App/Assets.xcassets/chevron.left.imageset/Contents.json", Data("{}".utf8))
        try workspace.write(
            "App/Stage.swift",
            Data(
                """
                let back = setupButton(imageName: "chevron.left")
                let next = setupButton(imageName: "chevron.right")
                let system = UIImage(systemName: "chevron.left")
                let helper = buildButton(symbolName: "chevron.left")

                """.utf8))
        let result = try workspace.run("audit", "App")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) } == [
                "App/Stage.swift:2:35:", "App/Stage.swift:3:34:", "App/Stage.swift:4:38:",
            ])
    }

    @Test(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
    func auditOfCleanSourcesIsQuiet() throws {
        let workspace = try Workspace(withIcons: false)
        try workspace.write("Clean.swift", Data(#"let back = Image(systemName: "chevron.backward")"#.utf8))
        let result = try workspace.run("audit", "Clean.swift", "--strict")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }
}
