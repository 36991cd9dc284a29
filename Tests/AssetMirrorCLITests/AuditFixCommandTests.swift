import AssetMirror
import Foundation
import Testing

/// `assetmirror audit --fix`, through the built binary, on copies of `TestAssets/Audit`.
@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct AuditFixCommandTests {
    static let fixtures = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Audit")

    static func workspaceWithFixtures() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(at: fixtures, to: workspace.url.appendingPathComponent("Sources"))
        return workspace
    }

    static func text(_ workspace: Workspace, _ path: String) throws -> String {
        String(decoding: try workspace.contents(path), as: UTF8.self)
    }

    static func original(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test func fixRewritesLiteralsAndWholeTernariesAndASecondRunChangesNothing() throws {
        let workspace = try Self.workspaceWithFixtures()
        let first = try workspace.run("audit", "Sources", "--fix", "--quiet")
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let changes = first.stderr.split(separator: "\n")
        #expect(changes.count == 22)
        #expect(changes.allSatisfy { $0.hasPrefix("assetmirror: fixed Sources/") })
        #expect(
            changes.contains(
                #"assetmirror: fixed Sources/Ternaries.swift:17:29: isRTL ? "arrow.uturn.right" : "arrow.uturn.left" → "arrow.uturn.backward""#
            ))
        let ternaries = try Self.text(workspace, "Sources/Ternaries.swift")
        #expect(ternaries.contains(#"            Image(systemName: "chevron.backward")"# + "\n"))
        #expect(ternaries.contains(#"Label("Reply", systemImage: "arrowshape.turn.up.backward")"#))
        #expect(
            ternaries.contains(#"Image(systemName: layoutDirection == direction ? "chevron.left" : "chevron.right")"#))
        #expect(ternaries.contains(#"Image(systemName: isCollapsed ? "sidebar.left" : "sidebar.right")"#))
        #expect(!ternaries.contains("forward\" : "))
        let names = try Self.text(workspace, "Sources/Names.swift")
        #expect(names.contains(#"let arrow = "arrow.forward""#))
        #expect(names.contains(#"iconButton(name: "arrow.left")"#))
        let objectiveC = try Self.text(workspace, "Sources/Conditionals.m")
        #expect(objectiveC.contains(#"return [UIImage systemImageNamed:@"chevron.backward"];"#))
        // `isRTL` is a parameter there: nothing proves it is the layout direction (issue 29 point 7).
        #expect(objectiveC.contains(#"NSString *name = isRTL ? @"arrow.left" : @"arrow.right";"#))
        // if/else and switch are the app's shape: left alone.
        #expect(try Self.text(workspace, "Sources/Branches.swift") == Self.original("Branches.swift"))
        #expect(workspace.files(under: "Sources").allSatisfy { !CatalogTree.isTemporary($0) })

        let second = try workspace.run("audit", "Sources", "--fix", "--quiet")
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(second.stdout == first.stdout)
        // The report after the fix covers what is left.
        #expect(!first.stdout.contains("Ternaries.swift:13:"))
        #expect(
            first.stdout.contains("Ternaries.swift:20:31: warning: This ternary picks chevron.left or chevron.right"))
    }

    /// What `--fix` wrote is still Swift: `swiftc -parse` accepts every file.
    @Test func fixedSwiftFilesStillParseWithSwiftc() throws {
        let workspace = try Self.workspaceWithFixtures()
        #expect(try workspace.run("audit", "Sources", "--fix", "--quiet").status == 0)
        let files = workspace.files(under: "Sources").filter { $0.hasSuffix(".swift") }
        #expect(files.count == 5)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", "Sources/" + file]
            process.currentDirectoryURL = workspace.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "swiftc -parse failed on \(file)")
        }
    }

    /// Below iOS 14 no direction-aware name exists, so nothing is provably better: no change.
    @Test func fixChangesNothingTheDeploymentTargetLacks() throws {
        let workspace = try Self.workspaceWithFixtures()
        let result = try workspace.run("audit", "Sources", "--fix", "--deployment-target", "iOS 13", "--quiet")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr == "")
        for name in ["Ternaries.swift", "Names.swift", "Views.swift", "Conditionals.m", "Legacy.m"] {
            #expect(try Self.text(workspace, "Sources/" + name) == Self.original(name))
        }
    }

    @Test func sarifCarriesTheFixAsAFixesEntry() throws {
        let workspace = try Self.workspaceWithFixtures()
        let result = try workspace.run("audit", "Sources/Ternaries.swift", "--reporter", "sarif")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 10)
        let fixes = try #require(results.first?["fixes"] as? [[String: Any]])
        let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Ternaries.swift")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(region == ["startLine": 13, "startColumn": 31, "endLine": 13, "endColumn": 97])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == #""chevron.backward""#)
        #expect((fixes.first?["description"] as? [String: Any])?["text"] as? String == "Replace with chevron.backward.")
        // Only what --fix would rewrite carries a fix.
        #expect(results.filter { $0["fixes"] != nil }.count == 8)
    }
}
