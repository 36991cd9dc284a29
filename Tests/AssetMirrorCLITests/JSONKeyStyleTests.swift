import AssetMirror
import Foundation
import Testing

/// Every JSON document assetmirror prints or writes for users has its keys in snake_case
/// (docs/cli.md, "JSON keys"), run through the built binary. SARIF keeps the camelCase its
/// specification fixes, and the files a catalog holds keep Xcode's kebab-case; neither is here.
@Suite struct JSONKeyStyleTests {
    /// The outputs checked, each by the command that makes it.
    static let outputs = [
        "flip --format json", "generate --dry-run --format json", "generate --format json", "NAME.rtl-directions.json",
        "inspect --format json", "symbols --format json", "verify --reporter json", "audit --reporter json",
        "set-direction --format json",
    ].filter { !$0.hasPrefix("audit") || SymbolAudit.readsSwift } // audit: only in a build with the Audit trait

    @Test(arguments: outputs)
    func everyKeyIsSnakeCase(output: String) throws {
        var keys: Set<String> = []
        for document in try Self.documents(of: output) { Self.collectKeys(of: document, into: &keys) }
        #expect(!keys.isEmpty, "no object in the output, so nothing was checked")
        #expect(keys.filter { !Self.isSnakeCase($0) }.sorted() == [])
    }

    @Test(arguments: [
        ("bytes_in", true), ("exit_status", true), ("introduced_ios", true), ("type", true), ("sha256", true),
        ("bytesIn", false), ("source-sha256", false), ("_private", false), ("double__underscore", false),
        ("trailing_", false), ("", false),
    ])
    func snakeCaseIsLowercaseWordsJoinedByOneUnderscore(key: String, expected: Bool) {
        #expect(Self.isSnakeCase(key) == expected)
    }

    /// `[a-z][a-z0-9]*(_[a-z0-9]+)*`.
    static func isSnakeCase(_ key: String) -> Bool {
        let words = key.split(separator: "_", omittingEmptySubsequences: false)
        return words.first?.first.map { ("a"..."z").contains($0) } == true
            && words.allSatisfy {
                !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }

    static func collectKeys(of value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                keys.insert(key)
                collectKeys(of: member, into: &keys)
            }
        } else if let array = value as? [Any] {
            for element in array { collectKeys(of: element, into: &keys) }
        }
    }

    /// The parsed documents of one output: one per line for JSON Lines, else one.
    static func documents(of output: String) throws -> [Any] {
        func parse(_ text: some StringProtocol) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(text.utf8))
        }
        func succeeded(_ result: AssetMirrorBinary.Result, status: Int32 = 0) throws -> String {
            try #require(result.status == status, "exit \(result.status), stderr: \(result.stderr)")
            return result.stdout
        }
        switch output {
        case "flip --format json":
            let workspace = try Workspace()
            return try succeeded(workspace.run("flip", "Icons", "--output", "out", "--format", "json", "--quiet"))
                .split(separator: "\n").map(parse)
        case "generate --dry-run --format json", "generate --format json", "NAME.rtl-directions.json":
            let workspace = try Workspace(withCatalog: true)
            let dryRun = output.contains("--dry-run") ? ["--dry-run"] : []
            let stdout = try succeeded(
                AssetMirrorBinary.run(
                    ["generate", "Demo.xcassets", "--output", "OUT", "--format", "json", "--direction-table", "assets"]
                        + dryRun, in: workspace.url))
            if output == "NAME.rtl-directions.json" {
                return [try parse(String(decoding: workspace.contents("OUT/Demo.rtl-directions.json"), as: UTF8.self))]
            }
            return try stdout.split(separator: "\n").map(parse)
        case "inspect --format json":
            let workspace = try Workspace(withCatalog: true)
            return [try parse(succeeded(workspace.run("inspect", "Demo.xcassets", "--format", "json")))]
        case "symbols --format json":
            let workspace = try Workspace(withCatalog: true)
            return [try parse(succeeded(workspace.run("symbols", "--catalog", "Demo.xcassets", "--format", "json")))]
        case "verify --reporter json":
            let workspace = try VerifyCommandTests.workspace("format-mismatch")
            return [
                try parse(
                    succeeded(
                        workspace.run("verify", "format-mismatch/A.xcassets", "--reporter", "json", "--quiet"),
                        status: 2))
            ]
        case "audit --reporter json":
            let workspace = try Workspace(withIcons: false)
            try FileManager.default.copyItem(
                at: SymbolsCommandTests.auditFixtures, to: workspace.url.appendingPathComponent("Sources"))
            return [try parse(succeeded(workspace.run("audit", "Sources", "--reporter", "json")))]
        case "set-direction --format json":
            // A catalog that cannot be read (a file) and a pattern naming nothing too, so that
            // every kind of line is checked.
            let workspace = try Workspace(withCatalog: true)
            try workspace.write("file.xcassets", Data([1]))
            let arguments = [
                "set-direction", "fixed", "Demo.xcassets", "file.xcassets", "--set", "back", "--set", "nothing",
                "--format", "json",
            ]
            return try succeeded(AssetMirrorBinary.run(arguments, in: workspace.url), status: 1).split(separator: "\n")
                .map(parse)
        default:
            Issue.record("no command for \(output)")
            return []
        }
    }
}
