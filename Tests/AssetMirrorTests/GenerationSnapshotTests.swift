import Foundation
import Testing

@testable import AssetMirror

/// A plan reads each file once, whatever asks for it (a set's planner, the copy, the removals,
/// the direction table), and the runner works from what the plan read.
@Suite struct GenerationSnapshotTests {
    /// Counts the reads of each path, then reads the disk.
    final class CountingReader: GenerationFileReader, @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func bytesIfPresent(at path: String) throws(FileIOError) -> [UInt8]? {
            lock.withLock { counts[path, default: 0] += 1 }
            return try FileContents.readIfPresent(path)
        }

        var readMoreThanOnce: [String] { lock.withLock { counts.filter { $0.value > 1 }.keys.sorted() } }
        func count(of path: String) -> Int { lock.withLock { counts[path] ?? 0 } }
    }

    @Test(arguments: [false, true], [false, true])
    func eachFileIsReadOnceAndTheRunnerReadsNone(secondRun: Bool, inPlace: Bool) throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let output = inPlace ? GenerationPlan.Output.inPlace : .derived(folder: folder.url("OUT"))
        if secondRun { try GenerationTestSupport.generate(source, output: output) }
        let reader = CountingReader()
        let plan = try GenerationPlan(
            catalogs: [(source, "Demo.xcassets")], output: output, directionTable: .besideEachCatalog, reader: reader)
        #expect(reader.readMoreThanOnce == [])
        let back = source.appendingPathComponent("Navigation/back.imageset/back@2x.png").path
        // Contents.json files come from the catalog reader, which parsed them already.
        #expect(reader.count(of: source.appendingPathComponent("Navigation/back.imageset/Contents.json").path) == 0)
        #expect(reader.count(of: back) == 1)

        let summary = GenerationRunner(jobs: 2).run(plan)
        #expect(!summary.hasFailures)
        #expect(reader.readMoreThanOnce == [])
        #expect(reader.count(of: back) == 1)
        #expect(summary.filesWritten == (secondRun ? 0 : 10))
        #expect(summary.tables.map(\.outcome) == [.written])
    }

    /// The variant is made from the bytes the plan read and fingerprinted: a source changed
    /// between the plan and the run does not slip in under the old fingerprint.
    @Test func theRunnerMirrorsTheBytesThePlanRead() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        let plan = try GenerationPlan(catalogs: [(source, "Demo.xcassets")], output: .inPlace)
        let set = source.appendingPathComponent("Navigation/back.imageset")
        let planned = try FileContents.read(set.appendingPathComponent("back@2x.png").path)
        try FileContents.read(set.appendingPathComponent("back.png").path).withUnsafeBytes {
            try Data($0).write(to: set.appendingPathComponent("back@2x.png"))
        }
        _ = GenerationRunner().run(plan)
        let record = try SetRecord(
            parsing: FileContents.read(set.appendingPathComponent(SetRecord.fileName).path))
        #expect(record["back-rtl@2x.png"]?.sourceSHA256 == SHA256.hexDigest(planned))
        let variant = try FileContents.read(set.appendingPathComponent("back-rtl@2x.png").path)
        #expect(record["back-rtl@2x.png"]?.sha256 == SHA256.hexDigest(variant))
    }
}
