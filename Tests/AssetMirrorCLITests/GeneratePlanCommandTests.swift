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
        /// A second derived run after a copy was given another modification time, its bytes
        /// unchanged (restored from a cache): only its time is set.
        case derivedRunAfterACopysTimeChanged
        /// The first run in place.
        case firstRunInPlace

        var testDescription: String { rawValue }

        /// The copy whose time ``derivedRunAfterACopysTimeChanged`` changes.
        static let restoredCopy = "OUT/Demo.xcassets/AppIcon.appiconset/icon-1024.png"

        var arguments: [String] {
            self == .firstRunInPlace
                ? ["generate", "Demo.xcassets"] : ["generate", "Demo.xcassets", "--output", "OUT"]
        }

        func prepare(_ workspace: Workspace) throws {
            switch self {
            case .firstDerivedRun, .firstRunInPlace: return
            case .derivedNoOp, .derivedRunAfterChanges, .derivedRunAfterACopysTimeChanged:
                let run = try AssetMirrorBinary.run(
                    arguments + ["--direction-table", "assets", "--quiet"], in: workspace.url)
                #expect(run.status == 0)
            }
            if self == .derivedRunAfterACopysTimeChanged {
                let time = timespec(tv_sec: 1_000_000_000, tv_nsec: 0)
                let copy = workspace.url.appendingPathComponent(Self.restoredCopy)
                #expect(utimensat(AT_FDCWD, copy.path, [time, time], 0) == 0)
                return
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

    /// The modification time of `path`, seconds and nanoseconds.
    private func modificationTime(_ path: String, in workspace: Workspace) throws -> [Int] {
        var status = stat()
        try #require(lstat(workspace.url.appendingPathComponent(path).path, &status) == 0)
        #if canImport(Darwin)
        return [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
        #else
        return [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        #endif
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
        var timesSet: Set<String> = []
        var kinds: Set<String> = []
        // The kinds of the writes in the order listed, which is the run's.
        var order: [String] = []
        var recordsListed: [String: Int] = [:]
        var setOrder: [(kind: String, path: String)] = []
        for line in dry.stdout.split(separator: "\n") {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let type = object["type"] as? String, ["write", "remove", "set-time"].contains(type) else { continue }
            let path = try #require(object["path"] as? String)
            let kind = try #require(object["kind"] as? String)
            if type == "set-time" {
                #expect(kind == "copy")
                timesSet.insert(path)
                continue
            }
            kinds.insert(kind)
            if type == "write" { order.append(kind) }
            // Each file written once, but a set record written again once its set is written,
            // when the first listed the files its variants replace.
            if type == "write" {
                let again = kind == "set-record" && recordsListed[path] == 1
                #expect(writes.insert(path).inserted || again, "\(path) listed twice")
                if kind == "set-record" { recordsListed[path, default: 0] += 1 }
                if kind == "variant" || kind == "set-record" { setOrder.append((kind, path)) }
            }
            if type == "remove" && kind != "folder" { removes.insert(path) }
        }
        let text = try AssetMirrorBinary.run(
            scenario.arguments + ["--dry-run", "--direction-table", "assets"], in: workspace.url)
        for path in writes where path.hasSuffix(".rtl-directions.json") || path.hasSuffix("-derived.json") {
            #expect(text.stdout.contains("would write \(path)\n"))
        }
        for path in timesSet {
            #expect(text.stdout.contains("  time \(path.dropFirst("OUT/Demo.xcassets/".count))\n"))
        }

        let before = try identities(workspace)
        let run = try AssetMirrorBinary.run(
            scenario.arguments + ["--direction-table", "assets", "--quiet"], in: workspace.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let after = try identities(workspace)
        let changed = Set(after.filter { before[$0.key] != $0.value }.keys)
        let removed = Set(before.keys).subtracting(after.keys)
        #expect(changed.sorted() == writes.union(timesSet).sorted())
        // A copy given its time is not written: the same inode, its change time moved.
        for path in timesSet { #expect(before[path]?.inode == after[path]?.inode) }
        #expect(removed.sorted() == removes.sorted())

        switch scenario {
        case .firstDerivedRun:
            #expect(kinds == ["copy", "variant", "contents", "set-record", "derived-record", "direction-table"])
            // The copies first; each set's record, then its variants, then its Contents.json; the
            // derived record and the table last.
            let sets = try #require(order.firstIndex(of: "set-record"))
            #expect(order[..<sets].allSatisfy { $0 == "copy" })
            #expect(order.suffix(2) == ["derived-record", "direction-table"])
            let perSet = order[sets..<(order.count - 2)].split(separator: "contents").map(Array.init)
            #expect(perSet.count == 6)
            #expect(perSet.allSatisfy { $0.first == "set-record" && $0.dropFirst().allSatisfy { $0 == "variant" } })
        case .derivedRunAfterChanges:
            #expect(removes.contains("OUT/Demo.xcassets/Chat/bubble.imageset/bubble-rtl@2x.png"))
            #expect(writes.contains("OUT/Demo.xcassets/Navigation/back.imageset/back-rtl.png"))
            #expect(writes.contains("OUT/Demo.xcassets/Navigation/README.md"))
            // back-rtl.png replaces a variant of ours: the record lists it as being replaced,
            // then the variant, then the record without it.
            let record = "OUT/Demo.xcassets/Navigation/back.imageset/.assetmirror.json"
            #expect(recordsListed[record] == 2)
            #expect(
                setOrder.filter { $0.path.hasPrefix("OUT/Demo.xcassets/Navigation/back.imageset/") }.map(\.kind) == [
                    "set-record", "variant", "set-record",
                ])
        case .derivedNoOp:
            #expect(writes.isEmpty && removes.isEmpty && timesSet.isEmpty)
        case .derivedRunAfterACopysTimeChanged:
            #expect(writes.isEmpty && removes.isEmpty)
            #expect(timesSet == [Scenario.restoredCopy])
            let source = "Demo.xcassets/AppIcon.appiconset/icon-1024.png"
            #expect(
                try modificationTime(Scenario.restoredCopy, in: workspace) == modificationTime(source, in: workspace))
        case .firstRunInPlace:
            #expect(kinds == ["variant", "contents", "set-record", "direction-table"])
        }
    }
}
