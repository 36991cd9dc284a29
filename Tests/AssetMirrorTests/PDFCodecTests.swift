import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

@Suite struct PDFCodecTests {
    /// Fixtures that render, with their page counts.
    static let renderable: [(name: String, pages: Int)] = [
        ("simple.pdf", 1), ("flate.pdf", 1), ("object-streams.pdf", 1), ("inherited-boxes.pdf", 2), ("cropbox.pdf", 1),
        ("rotate-90.pdf", 1), ("multipage.pdf", 4), ("multipage-object-streams.pdf", 4), ("unbalanced-q.pdf", 2),
        ("contents-array.pdf", 1), ("annotations.pdf", 1), ("incremental.pdf", 1), ("damaged-xref.pdf", 1),
    ]

    @Test(arguments: renderable)
    func everyPageRendersAsTheMirrorOfTheInput(name: String, pages: Int) throws {
        let input = try VectorFixtures.pdf(name)
        let output = try PDFCodec().mirror(input, options: .default).bytes
        for page in 1...pages {
            let comparison = MirrorComparison(
                input: try VectorRenderer.render(pdf: input, page: page),
                output: try VectorRenderer.render(pdf: output, page: page))
            #expect(comparison.isMirror, "\(name) page \(page): \(comparison)")
        }
    }

    @Test func mirroringTwiceRendersTheOriginal() throws {
        let input = try VectorFixtures.pdf("multipage.pdf")
        let twice = try PDFCodec().mirror(try PDFCodec().mirror(input, options: .default).bytes, options: .default)
            .bytes
        for page in 1...4 {
            let original = try VectorRenderer.render(pdf: input, page: page)
            let comparison = MirrorComparison(
                input: original.flippedHorizontally(), output: try VectorRenderer.render(pdf: twice, page: page))
            #expect(comparison.isMirror, "page \(page): \(comparison)")
        }
    }

    @Test(arguments: renderable.map(\.name))
    func isDeterministicAndBarelyLarger(name: String) throws {
        let input = try VectorFixtures.pdf(name)
        let first = try PDFCodec().mirror(input, options: .default)
        #expect(first == (try PDFCodec().mirror(input, options: .default)))
        #expect(first.method == .lossless)
        // A new content stream and resources per page, and a new /ID: about 300 bytes a page,
        // less the objects an incremental update or repair left unreferenced.
        let pages = Self.renderable.first { $0.name == name }!.pages
        #expect(first.bytes.count - input.count <= 360 * pages, "\(input.count) → \(first.bytes.count) bytes")
    }

    @Test func keepsCompressedContentAndObjectStreamsAsTheyAre() throws {
        let input = try VectorFixtures.pdf("flate.pdf")
        let output = try PDFCodec().mirror(input, options: .default).bytes
        let text = String(decoding: input, as: UTF8.self)
        let start = try #require(text.range(of: "stream\n")).upperBound.utf16Offset(in: text)
        let end = try #require(text.range(of: "\nendstream")).lowerBound.utf16Offset(in: text)
        #expect(
            contains(output, Array(input[start..<end])),
            "the compressed content stream is not in the output byte for byte")

        let objectStreams = try PDFCodec().mirror(try VectorFixtures.pdf("object-streams.pdf"), options: .default).bytes
        #expect(contains(objectStreams, Array("/Type /ObjStm".utf8)))
        #expect(contains(objectStreams, Array("/Type /XRef".utf8)))
    }

    @Test func keepsPageBoxesAndReadsTheDisplayedSize() throws {
        let codec = PDFCodec()
        let expectations: [(String, Double, Double, Int)] = [
            ("simple.pdf", 48, 32, 1), ("rotate-90.pdf", 32, 48, 1), ("cropbox.pdf", 48, 32, 1),
            ("inherited-boxes.pdf", 48, 32, 2), ("multipage.pdf", 48, 32, 4), ("object-streams.pdf", 48, 32, 1),
        ]
        for (name, width, height, pages) in expectations {
            let input = try VectorFixtures.pdf(name)
            let header = try codec.header(of: input)
            #expect(
                header
                    == ImageHeader(format: .pdf, vector: VectorGeometry(width: width, height: height, pageCount: pages)),
                "\(name)")
            #expect(try codec.header(of: codec.mirror(input, options: .default).bytes) == header, "\(name)")
        }
        #expect(throws: CodecError.vectorFormat(.pdf)) {
            try codec.decode(VectorFixtures.pdf("simple.pdf"), limits: .default)
        }
    }

    @Test func notesAnnotationsAndRepairs() throws {
        let annotated = try PDFCodec().mirror(try VectorFixtures.pdf("annotations.pdf"), options: .default)
        #expect(
            annotated.notes == [
                "has 2 annotations, 1 of them links (first on page 1); annotations are not mirrored and stay where they were"
            ])
        let repaired = try PDFCodec().mirror(try VectorFixtures.pdf("damaged-xref.pdf"), options: .default)
        #expect(repaired.notes.count == 1)
        #expect(repaired.notes.first?.hasPrefix("the file is damaged and qpdf repaired it (") == true)
        #expect(try PDFCodec().mirror(try VectorFixtures.pdf("multipage.pdf"), options: .default).notes.isEmpty)
    }

    @Test func refusesEncryptedFiles() throws {
        #expect(throws: CodecError.encrypted(.pdf, detail: "standard security handler revision 4")) {
            try PDFCodec().mirror(VectorFixtures.pdf("encrypted.pdf"), options: .default)
        }
        #expect(throws: CodecError.encrypted(.pdf, detail: "a password is needed to open it")) {
            try PDFCodec().mirror(VectorFixtures.pdf("encrypted-password.pdf"), options: .default)
        }
    }

    /// Every prefix of a file, at a stride: qpdf repairs what it can, and what it repaired reads
    /// back as a PDF; the rest is refused, at the stage that stopped. Nothing crashes.
    @Test(arguments: ["object-streams.pdf", "multipage.pdf"])
    func truncatedFilesAreRepairedOrRefusedAsMalformed(name: String) throws {
        let input = try VectorFixtures.pdf(name)
        var repaired = 0
        var refused = 0
        for length in Array(stride(from: 0, to: input.count, by: 37)) + [input.count - 1] {
            let prefix = Array(input.prefix(length))
            do {
                let mirrored = try PDFCodec().mirror(prefix, options: .default)
                #expect(try PDFCodec().header(of: mirrored.bytes).format == .pdf, "the mirror of \(length) bytes")
                repaired += 1
            } catch {
                guard case .pdfRejected = error else {
                    Issue.record("a prefix of \(length) bytes: \(error)")
                    continue
                }
                refused += 1
            }
        }
        // Both outcomes happen: short prefixes have no page to repair; the file less its last
        // byte lacks only the newline after its %%EOF.
        #expect(repaired > 0 && refused > 0, "\(repaired) repaired, \(refused) refused")
    }

    /// `flip` mirrors on several threads at once; each qpdf object belongs to one of them.
    @Test func mirrorsOnManyThreadsAtOnce() throws {
        try expectSameMirrorsOnManyThreads(
            PDFCodec(), inputs: Self.renderable.map { try VectorFixtures.pdf($0.name) }, rounds: 8)
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
