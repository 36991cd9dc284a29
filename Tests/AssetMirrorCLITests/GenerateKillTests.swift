import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// `generate` killed (SIGKILL) at random moments: the catalog must stay consistent after every
/// kill, and one more run must complete it to exactly what a clean run gives.
///
/// The delays come from a seeded generator, so a failure reproduces: the seed is in the
/// failure message, and `ASSETMIRROR_KILL_SEED=<n>` reruns with it.
@Suite struct GenerateKillTests {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["ASSETMIRROR_KILL_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
    static let rounds = 8

    @Test(arguments: [false, true])
    func killedRunsLeaveAConsistentCatalogAndARerunCompletesIt(derived: Bool) throws {
        let arguments = ["generate", "Demo.xcassets", "--jobs", "2", "--quiet"] + (derived ? ["--output", "OUT"] : [])
        let result = derived ? "OUT/Demo.xcassets" : "Demo.xcassets"

        // A clean run: the tree every interrupted series must end at, and how long a run takes.
        let clean = try Workspace(withCatalog: true)
        let start = ContinuousClock.now
        #expect(try AssetMirrorBinary.run(arguments, in: clean.url).status == 0)
        let cleanDuration = ContinuousClock.now - start
        let cleanTree = CatalogTree.files(clean.url.appendingPathComponent(result))

        var random = SplitMix64(seed: Self.seed &+ (derived ? 1 : 0))
        let workspace = try Workspace(withCatalog: true)
        let longest = max(Int(cleanDuration.seconds * 1_000_000 * 1.2), 2_000)
        for round in 0..<Self.rounds {
            let delay = Int(random.next() % UInt64(longest))
            try Self.runAndKill(arguments, in: workspace.url, afterMicroseconds: delay)
            let problems =
                Self.inconsistencies(in: workspace.url.appendingPathComponent(result))
                + (derived ? Self.inconsistencies(in: workspace.url.appendingPathComponent("Demo.xcassets")) : [])
            #expect(problems == [], "seed \(Self.seed), round \(round), killed after \(delay) µs")
        }
        let rerun = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(rerun.status == 0, "seed \(Self.seed): \(rerun.stderr)")
        #expect(
            CatalogTree.differences(CatalogTree.files(workspace.url.appendingPathComponent(result)), cleanTree) == [],
            "seed \(Self.seed)")
        // The kills' temporary files, which every run used to ignore for good, are gone.
        #expect(Self.temporaryFiles(in: workspace.url) == [], "seed \(Self.seed)")
        if derived {
            #expect(
                CatalogTree.differences(
                    CatalogTree.files(workspace.url.appendingPathComponent("Demo.xcassets")),
                    CatalogTree.files(CatalogTree.demo)) == [])
        }
    }

    /// The same for a derived run that removes a set the source dropped: after every kill the
    /// derived catalog is consistent, and one more run gives a clean derived run's tree.
    @Test func killedRunsRemovingADroppedSetLeaveAConsistentCatalog() throws {
        let arguments = ["generate", "Demo.xcassets", "--jobs", "2", "--quiet", "--output", "OUT"]
        var random = SplitMix64(seed: Self.seed &+ 2)
        for round in 0..<Self.rounds {
            let workspace = try Workspace(withCatalog: true)
            #expect(try AssetMirrorBinary.run(arguments, in: workspace.url).status == 0)
            try FileManager.default.removeItem(
                at: workspace.url.appendingPathComponent("Demo.xcassets/Chat/bubble.imageset"))
            let start = ContinuousClock.now
            #expect(try AssetMirrorBinary.run(arguments + ["--dry-run"], in: workspace.url).status == 0)
            let longest = max(Int((ContinuousClock.now - start).seconds * 1_000_000 * 1.5), 2_000)
            let delay = Int(random.next() % UInt64(longest))
            try Self.runAndKill(arguments, in: workspace.url, afterMicroseconds: delay)
            let derived = workspace.url.appendingPathComponent("OUT/Demo.xcassets")
            #expect(
                Self.inconsistencies(in: derived) == [], "seed \(Self.seed), round \(round), killed after \(delay) µs")
            let rerun = try AssetMirrorBinary.run(arguments, in: workspace.url)
            #expect(rerun.status == 0, "seed \(Self.seed): \(rerun.stderr)")
            #expect(
                Self.temporaryFiles(in: workspace.url) == [],
                "seed \(Self.seed), round \(round), killed after \(delay) µs")
            #expect(try AssetMirrorBinary.run(arguments.dropLast() + ["CLEAN"], in: workspace.url).status == 0)
            #expect(
                CatalogTree.differences(
                    CatalogTree.files(derived),
                    CatalogTree.files(workspace.url.appendingPathComponent("CLEAN/Demo.xcassets"))) == [],
                "seed \(Self.seed), round \(round), killed after \(delay) µs")
            // Folders too: a run killed between emptying a set's folder and removing it used to
            // leave the empty folder for good.
            #expect(
                Self.folders(in: derived)
                    == Self.folders(in: workspace.url.appendingPathComponent("CLEAN/Demo.xcassets")),
                "seed \(Self.seed), round \(round), killed after \(delay) µs")
        }
    }

    /// Every temporary file of assetmirror's below `root`, as relative paths.
    static func temporaryFiles(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { entry -> String? in
            let path = entry as! String
            return path.hasSuffix(AtomicFile.temporarySuffix) ? path : nil
        }.sorted()
    }

    /// Every folder below `root`, as relative paths.
    static func folders(in root: URL) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return Set(
            enumerator.compactMap { entry -> String? in
                let path = entry as! String
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
                return isFolder.boolValue ? path : nil
            })
    }

    /// Starts the binary and sends it SIGKILL after `delay` microseconds (or lets it finish,
    /// when it is quicker).
    static func runAndKill(_ arguments: [String], in folder: URL, afterMicroseconds delay: Int) throws {
        let process = Process()
        process.executableURL = AssetMirrorBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(delay))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// What is wrong with the catalog at `catalog`: a `Contents.json` or record (a set's, or a
    /// derived catalog's) that does not parse, a file named in a `Contents.json` that is missing or does not decode, an image
    /// under a real name that does not decode (half-written).
    static func inconsistencies(in catalog: URL) -> [String] {
        var problems: [String] = []
        for (path, data) in CatalogTree.files(catalog) {
            let bytes = [UInt8](data)
            let name = (path as NSString).lastPathComponent
            if name == "Contents.json" {
                guard let document = try? JSONDocument(parsing: bytes) else {
                    problems.append("\(path): does not parse")
                    continue
                }
                let folder = (path as NSString).deletingLastPathComponent
                for entry in document.root["images"]?.arrayValue ?? [] {
                    guard let filename = entry["filename"]?.stringValue else { continue }
                    let file = catalog.appendingPathComponent(folder).appendingPathComponent(filename)
                    guard let named = FileManager.default.contents(atPath: file.path) else {
                        problems.append("\(path) names \(filename), which is missing")
                        continue
                    }
                    if let problem = decodingProblem([UInt8](named)) {
                        problems.append("\(folder)/\(filename): \(problem)")
                    }
                }
            } else if name == SetRecord.fileName {
                if (try? SetRecord(parsing: bytes)) == nil {
                    problems.append("\(path): record does not parse")
                }
            } else if path == DerivedRecord.fileName {
                if (try? DerivedRecord(parsing: bytes)) == nil {
                    problems.append("\(path): derived record does not parse")
                }
            } else if let problem = decodingProblem(bytes) {
                problems.append("\(path): \(problem)")
            }
        }
        return problems.sorted()
    }

    /// Why `bytes` is not a whole image, or `nil`: raster images must decode, vector ones (PDF,
    /// SVG), which have no pixels, must parse whole.
    static func decodingProblem(_ bytes: [UInt8]) -> String? {
        guard let format = ImageFormat.sniff(bytes) else { return "not an image (half-written?)" }
        guard let codec = ImageCodecs.codec(for: format) else { return nil }
        do {
            if try !codec.header(of: bytes).isVector { _ = try codec.decode(bytes, limits: .default) }
            return nil
        } catch {
            return "does not decode: \(error)"
        }
    }
}
