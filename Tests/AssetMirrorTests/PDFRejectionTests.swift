import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// PDFs qpdf or the shim refuses, each typed by the stage that stopped and its values: the tests
/// match the case, the page and the offending value, never qpdf's words.
@Suite struct PDFRejectionTests {
    /// A rejection as its case, page and value, without `detail` (qpdf's words).
    private static func shape(_ rejection: PDFRejection) -> String {
        switch rejection {
        case .unreadable: "unreadable"
        case .pageTree: "pageTree"
        case .unreadablePage(let page, _): "unreadablePage \(page)"
        case .missingMediaBox(let page, _): "missingMediaBox \(page)"
        case .cropBoxOutsideMediaBox(let page): "cropBoxOutsideMediaBox \(page)"
        case .rotationNotQuarterTurns(let page, let value): "rotationNotQuarterTurns \(page) \(value)"
        case .unreadableContents(let page, _): "unreadableContents \(page)"
        case .writing: "writing"
        }
    }

    private static func rejection(_ body: () throws -> Void) -> PDFRejection? {
        do {
            try body()
        } catch let error as CodecError {
            if case .pdfRejected(let rejection) = error { return rejection }
            Issue.record("not a PDF rejection: \(error)")
        } catch {
            Issue.record("not a codec error: \(error)")
        }
        return nil
    }

    /// Fixtures refused both when reading the header and when mirroring, with what they are
    /// refused for.
    static let refusedEverywhere: [(name: String, shape: String)] = [
        ("garbage.pdf", "unreadable"),
        ("no-pages.pdf", "pageTree"),
        ("no-mediabox.pdf", "missingMediaBox 1"),
        ("cropbox-outside.pdf", "cropBoxOutsideMediaBox 1"),
        ("rotate-45.pdf", "rotationNotQuarterTurns 1 45"),
        // qpdf cannot read the number and drops the page dictionary; the value comes from the file.
        ("rotate-huge.pdf", "rotationNotQuarterTurns 1 99999999999999999999999"),
        // No PDF number: qpdf reads it as a string.
        ("rotate-exponent.pdf", "rotationNotQuarterTurns 1 1e30"),
        ("rotate-string.pdf", "rotationNotQuarterTurns 1 (ninety)"),
    ]

    @Test(arguments: refusedEverywhere)
    func isRefusedAtItsStage(name: String, shape: String) throws {
        let input = try VectorFixtures.pdf(name)
        let mirroring = Self.rejection { _ = try PDFCodec().mirror(input, options: .default) }
        #expect(mirroring.map(Self.shape) == shape)
        let reading = Self.rejection { _ = try PDFCodec().header(of: input) }
        #expect(reading.map(Self.shape) == shape)
    }

    /// The content is read only when mirroring.
    @Test(arguments: [
        ("contents-number.pdf", "unreadableContents 1"), ("contents-undecodable.pdf", "unreadableContents 1"),
    ])
    func contentIsRefusedWhenMirroring(name: String, shape: String) throws {
        let input = try VectorFixtures.pdf(name)
        let rejection = Self.rejection { _ = try PDFCodec().mirror(input, options: .default) }
        #expect(rejection.map(Self.shape) == shape)
    }

    /// An absurd /Rotate leads the message with its value, not with what qpdf dropped because of it
    /// (the page's MediaBox, when the number is too large for qpdf to read).
    @Test(arguments: [
        ("rotate-45.pdf", "45"), ("rotate-huge.pdf", "99999999999999999999999"), ("rotate-string.pdf", "(ninety)"),
    ])
    func anAbsurdRotateLeadsTheMessage(name: String, value: String) throws {
        let rejection = Self.rejection { _ = try PDFCodec().mirror(VectorFixtures.pdf(name), options: .default) }
        #expect(
            rejection.map { CodecError.pdfRejected($0).description }
                == "corrupt PDF file: page 1 has /Rotate \(value), not a multiple of 90; set it to 0, 90, 180 or 270")
    }

    /// A one-page PDF whose page dictionary holds `rotate` as written, with a correct
    /// cross-reference table; `extra` objects follow the page (numbered from 4).
    private static func onePagePDF(rotate: String, extra: [String] = []) -> [UInt8] {
        let objects =
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Rotate \(rotate) >>",
            ] + extra
        return PDFFile.assembled(objects)
    }

    /// A /Rotate written as a reference (`4 0 R`) is named by the value it points at, not by
    /// the reference's object number.
    @Test func anIndirectRotateIsNamedByItsValue() throws {
        let input = Self.onePagePDF(rotate: "4 0 R", extra: ["45"])
        let rejection = Self.rejection { _ = try PDFCodec().header(of: input) }
        #expect(rejection.map(Self.shape) == "rotationNotQuarterTurns 1 45")
    }
}
