import Foundation
import Testing

@testable import AssetMirror

/// Which right-to-left files of a catalog `generate` made, as the direction table reports them.
@Suite struct GeneratedFilesTests {
    @Test func listsEveryVariantGenerateWroteAndDropsOneEditedSince() throws {
        let folder = try TemporaryFolder()
        let source = try GenerationTestSupport.copyDemo(into: folder)
        try GenerationTestSupport.generate(source)
        let catalog = try AssetCatalog(reading: source)
        #expect(
            SetRecord.generatedFiles(in: catalog) == [
                "Chat/bubble.imageset/bubble-rtl@2x.png",
                "Chat/reply.imageset/reply-dark-rtl@2x.png",
                "Chat/reply.imageset/reply-rtl@2x.png",
                "Chat/send.imageset/send-rtl.jpg",
                "Navigation/back.imageset/back-rtl.png",
                "Navigation/back.imageset/back-rtl@2x.png",
                "Navigation/back.imageset/back-rtl@3x.png",
                "Navigation/disclosure.imageset/disclosure-rtl.pdf",
                "Navigation/forward.imageset/forward-rtl@2x.png",
                "Navigation/forward.imageset/forward-rtl@3x.png",
            ])

        // A person retouches one variant: it is no longer generated, and its set is hand-made.
        try folder.write("Demo.xcassets/Chat/send.imageset/send-rtl.jpg", Array("retouched".utf8))
        let edited = SetRecord.generatedFiles(in: try AssetCatalog(reading: source))
        #expect(!edited.contains("Chat/send.imageset/send-rtl.jpg"))
        #expect(edited.count == 9)
        let rows = DirectionTable.forCatalog(try AssetCatalog(reading: source), generatedFiles: edited).assets
        #expect(rows.first { $0.name == "send" }?.serving == .handMadeVariant)
        #expect(rows.first { $0.name == "reply" }?.serving == .generatedVariant)
        #expect(rows.first { $0.name == "share" }?.serving == .handMadeVariant)
    }

    /// Many records at once give the set record recording them one by one would: each replaces
    /// its file's earlier record, the last of two for one file wins, and files stay sorted.
    @Test func recordingManyAtOnceIsRecordingEachInTurn() {
        func file(_ name: String, _ digit: Character) -> GeneratedFile {
            let hash = String(repeating: digit, count: 64)
            return GeneratedFile(file: name, source: "s.png", sourceSHA256: hash, sha256: hash, replacingSHA256: nil)
        }
        let start = SetRecord(files: [file("b-rtl.png", "1"), file("d-rtl.png", "1"), file("a-rtl.png", "1")])
        let records = [file("c-rtl.png", "2"), file("a-rtl.png", "2"), file("c-rtl.png", "3"), file("e-rtl.png", "2")]
        var oneByOne = start
        for record in records { oneByOne.add(record) }
        var together = start
        together.add(records)
        #expect(together == oneByOne)
        #expect(together.files.map(\.file) == ["a-rtl.png", "b-rtl.png", "c-rtl.png", "d-rtl.png", "e-rtl.png"])
        #expect(together.files.map(\.sha256.first) == ["2", "1", "3", "1", "2"])
    }
}
