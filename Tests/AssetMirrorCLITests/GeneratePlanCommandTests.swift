import Foundation
import Testing

/// `generate --dry-run` lists every item of the plan, and the real run writes and removes
/// exactly those files: nothing more, nothing less.
@Suite struct GeneratePlanCommandTests {
    /// How the workspace is prepared before the dry run and the real run.
    enum Scenario: String, CaseIterable, CustomTestStringConvertible {
        /// The first derived run: copies, variants, Contents.json, records, the table.
        case firstDerivedRun
        /// A derived run after the source changed: a set deleted, a source edited, a file added.
        case derivedRunAfterChanges
        /// A second derived run with nothing to do.
        case derivedNoOp
        /// The first run in place.
        case firstRunInPlace

        var testDescription: String { rawValue }

        var arguments: [String] {
            self == .firstRunInPlace
                ? ["generate", "Demo.xcassets"] : ["generate", "Demo.xcassets", "--output", "OUT"]
        }

        func prepare(_ workspace: Workspace) throws {
            switch self {
            case .firstDerivedRun, .firstRunInPlace: return
            case .derivedNoOp, .derivedRunAfterChanges:
                let run = try AssetMirrorBinary.run(
                    arguments + ["--direction-table", "assets", "--quiet"], in: workspace.url)
                #expect(run.status == 0)
            }
            guard self == .derivedRunAfterChanges else { return }
            try FileManager.default.removeItem(
                at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"))
            try workspace.write(
                "Demo.xcassets/Navigation/back.imageset/back.png",
                try workspace.contents("Demo.xcassets/Onboarding/clock.imageset/clock.png"))
            try workspace.write("Demo.xcassets/Navigation/README.md", Data("notes".utf8))
        }
    }

    /// What tells a file written again from one left alone: every write is a rename of a new
    /// file over the old name, so a new inode with a new change time (an inode number alone can
    /// be reused by the next file created), whatever its bytes.
    struct Identity: Equatable {
        var inode: UInt64, seconds: Int, nanoseconds: Int
    }

    /// Each file below the workspace, by its path.
    private func identities(_ workspace: Workspace) throws -> [String: Identity] {
        var files: [String: Identity] = [:]
        for path in workspace.files(under: ".") where !CatalogTree.isTemporary(path) {
            var status = stat()
            #expect(lstat(workspace.url.appendingPathComponent(path).path, &status) == 0)
            #if canImport(Darwin)
            let changed = status.st_ctimespec
            #else
            let changed = status.st_ctim
            #endif
            files[path] = Identity(
                inode: UInt64(status.st_ino), seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec))
        }
        return files
    }

    @Test(arguments: Scenario.allCases)
    func theRealRunWritesExactlyWhatTheDryRunListed(scenario: Scenario) throws {
        let workspace = try Workspace(withCatalog: true)
        try scenario.prepare(workspace)
        let dry = try AssetMirrorBinary.run(
            scenario.arguments + ["--dry-run", "--format", "json", "--direction-table", "assets"], in: workspace.url)
        #expect(dry.status == 0, "stderr: \(dry.stderr)")
        var writes: Set<String> = []
        var removes: Set<String> = []
        var kinds: Set<String> = []
        for line in dry.stdout.split(separator: "\n") {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let type = object["type"] as? String, type == "write" || type == "remove" else { continue }
            let path = try #require(object["path"] as? String)
            let kind = try #require(object["kind"] as? String)
            kinds.insert(kind)
            if type == "write" { #expect(writes.insert(path).inserted, "\(path) listed twice") }
            if type == "remove" && kind != "folder" { removes.insert(path) }
        }
        let text = try AssetMirrorBinary.run(
            scenario.arguments + ["--dry-run", "--direction-table", "assets"], in: workspace.url)
        for path in writes where path.hasSuffix(".rtl-directions.json") || path.hasSuffix("-derived.json") {
            #expect(text.stdout.contains("would write \(path)\n"))
        }

        let before = try identities(workspace)
        let run = try AssetMirrorBinary.run(
            scenario.arguments + ["--direction-table", "assets", "--quiet"], in: workspace.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let after = try identities(workspace)
        let written = Set(after.filter { before[$0.key] != $0.value }.keys)
        let removed = Set(before.keys).subtracting(after.keys)
        #expect(written.sorted() == writes.sorted())
        #expect(removed.sorted() == removes.sorted())

        switch scenario {
        case .firstDerivedRun:
            #expect(kinds == ["copy", "variant", "contents", "manifest", "derived-record", "direction-table"])
        case .derivedRunAfterChanges:
            #expect(removes.contains("OUT/Demo.xcassets/Chat/bubble.imageset/bubble-rtl@2x.png"))
            #expect(writes.contains("OUT/Demo.xcassets/Navigation/back.imageset/back-rtl.png"))
            #expect(writes.contains("OUT/Demo.xcassets/Navigation/README.md"))
        case .derivedNoOp:
            #expect(writes.isEmpty && removes.isEmpty)
        case .firstRunInPlace:
            #expect(kinds == ["variant", "contents", "manifest", "direction-table"])
        }
    }
}
