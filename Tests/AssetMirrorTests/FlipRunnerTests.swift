import Foundation
import Testing

@testable import AssetMirror

@Suite struct FlipRunnerTests {
    private func runner(jobs: Int = 3) -> FlipRunner { FlipRunner(jobs: jobs, codecs: ReversingCodec.both) }

    @Test(arguments: [1, 4])
    func aFailedFileDoesNotStopTheOthers(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("in/a.png", Signature.png + Array("abc".utf8))
        try folder.write("in/b.png", Signature.png + Array("CORRUPT".utf8))
        try folder.write("in/c/d.jpg", Signature.jpeg + Array("xyz".utf8))
        try folder.write("in/e.jpg", Signature.jpeg + Array("REENCODE".utf8))
        try folder.write("in/notes.txt", Array("hello".utf8))
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))

        let summary = runner(jobs: jobs).run(plan)

        #expect(try folder.contents("out/a.png") == Signature.png + Array("cba".utf8))
        #expect(try folder.contents("out/c/d.jpg") == Signature.jpeg + Array("zyx".utf8))
        #expect(try folder.contents("out/e.jpg") == Signature.jpeg + Array("EDOCNEER".utf8))
        #expect(
            folder.allFiles() == [
                "in/a.png", "in/b.png", "in/c/d.jpg", "in/e.jpg", "in/notes.txt", "out/a.png", "out/c/d.jpg",
                "out/e.jpg",
            ])

        #expect(summary.results.map(\.source.lastPathComponent) == ["a.png", "b.png", "d.jpg", "e.jpg", "notes.txt"])
        #expect(
            summary.failures == [
                FileFailure(
                    path: folder.url("in/b.png").path, reason: .codec(.malformed(.png, message: "fake corruption")))
            ])
        #expect(summary.flippedLossless == 2)
        #expect(summary.reencoded == [FlipSummary.Reencoded(source: folder.url("in/e.jpg"), reason: "fake reason")])
        #expect(summary.flipped == 3)
        #expect(summary.skipped == 1)
        #expect(summary.failed == 1)
        #expect(summary.bytesIn == 11 + 7 + 12) // flipped files only
        #expect(summary.bytesOut == summary.bytesIn)
        #expect(summary.results[1].bytesIn == 15 && summary.results[1].bytesOut == 0)
    }

    @Test func reportsEveryRecordOnceThroughTheCallback() throws {
        let folder = try TemporaryFolder()
        for index in 0..<40 { try folder.write("in/\(index).png", Signature.png + [UInt8(index)]) }
        try folder.write("in/skip.txt", [1, 2, 3])
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        let seen = Locked<[String]>([])

        let summary = runner(jobs: 4).run(plan) { index, result in
            seen.update { $0.append("\(index) \(result.source.lastPathComponent)") }
        }

        #expect(seen.value.sorted() == plan.items.enumerated().map { "\($0) \($1.source.lastPathComponent)" }.sorted())
        #expect(summary.results.map(\.source) == plan.items.map(\.source))
        #expect(summary.flipped == 40 && summary.skipped == 1)
    }

    @Test func startsTheLargestFilesFirstWhenThereAreSeveralWorkers() throws {
        let folder = try TemporaryFolder()
        for (name, size) in [("a", 3), ("b", 30), ("c", 3), ("d", 300), ("e", 10)] {
            try folder.write("in/\(name).png", Signature.png + Array(repeating: 7, count: size))
        }
        try folder.write("in/skip.txt", [1, 2, 3])
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(
            FlipRunner.largestFirst(plan.items).map { plan.items[$0].source.lastPathComponent }
                == ["d.png", "b.png", "e.png", "a.png", "c.png", "skip.txt"])

        // One worker keeps the plan's order; either way results come back in plan order.
        for jobs in [1, 2] {
            let started = Locked<[String]>([])
            let summary = FlipRunner(jobs: jobs, codecs: ReversingCodec.both).run(plan) { _, result in
                started.update { $0.append(result.source.lastPathComponent) }
            }
            #expect(summary.results.map(\.source) == plan.items.map(\.source))
            if jobs == 1 { #expect(started.value == ["a.png", "b.png", "c.png", "d.png", "e.png", "skip.txt"]) }
            #expect(summary.flipped == 5)
        }
    }

    @Test func notesAFileWhoseNameClaimsAnotherFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/really-a-jpeg.png", Signature.jpeg + [7])
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        let result = try #require(runner().run(plan).results.first)
        #expect(
            result.outcome == .flipped(method: .lossless, notes: ["named .png but holds JPEG data; mirrored as JPEG"]))
    }

    @Test func reportsAFileNamedAsAnImageWhoseDataIsNot() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/empty.png", [])
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        let summary = runner().run(plan)
        #expect(
            summary.failures == [
                FileFailure(path: folder.url("in/empty.png").path, reason: .codec(.unrecognizedFormat))
            ])
        #expect(
            summary.failures.first?.description
                == "\(folder.url("in/empty.png").path): not an image format assetmirror recognises (checked the file's signature, not its name)"
        )
    }

    @Test func anInputThatIsNotARegularFileFailsWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.url("pipe.png")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let plan = try FlipPlan(inputs: [pipe], output: .outputDirectory(folder.url("out")))
        #expect(
            runner().run(plan).failures == [
                FileFailure(
                    path: pipe.path,
                    reason: .io(FileIOError(.notARegularFile, path: pipe.path, code: 0, kind: .namedPipe)))
            ])
    }

    @Test func aWriteFailureBecomesTheFilesFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/sub/a.png", Signature.png)
        try folder.write("in/b.png", Signature.png)
        try folder.write("out/sub", [0]) // a file where the output needs a folder
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        let summary = runner().run(plan)
        #expect(
            summary.failures == [
                FileFailure(
                    path: folder.url("in/sub/a.png").path,
                    reason: .io(FileIOError(.createFolder, path: folder.url("out/sub").path, code: ENOTDIR)))
            ])
        #expect(try folder.contents("out/b.png") == Signature.png)
    }

    /// The runner's default codecs: a 90-pixel-wide JPEG is re-encoded, and what is written
    /// shows the mirror of the original (within a re-encode's loss, and far from the original).
    @Test func theRealJPEGAdapterMirrorsThroughTheRegistry() throws {
        let folder = try TemporaryFolder()
        let jpeg = try TestAssetsFolder.contents("Icons/Onboarding/photo-strip.jpg")
        try folder.write("in/strip.jpg", jpeg)
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        let summary = FlipRunner(jobs: 1).run(plan)
        #expect(summary.failures == [])
        #expect(
            summary.results.map(\.outcome) == [
                .flipped(method: .reencoded(reason: "width 90 is not a multiple of the 16-pixel iMCU"), notes: [])
            ])
        let original = try JPEGCodec().decode(jpeg, limits: .default)
        let written = try JPEGCodec().decode(folder.contents("out/strip.jpg"), limits: .default)
        #expect(psnr(written, original.flippedHorizontally()) >= JPEGTolerance.reencodedPSNR)
        #expect(psnr(written, original.flippedHorizontally()) > psnr(written, original) + 8)
    }
}

/// A value shared between the callback's calls and the test.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// The repository's `TestAssets` folder, found from this file's path.
enum TestAssetsFolder {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestAssets")

    static func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(path)))
    }
}
