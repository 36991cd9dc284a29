import Foundation
import Testing

@testable import AssetMirror

/// `directional-name-fixed` looks at the drawing of every format it can (issue 25.1): a PDF is
/// drawn by poppler and compared with its mirror image; a symmetric drawing leaves the set
/// alone, with its reason; a drawing that changes is reported with how much; a format the build
/// cannot draw falls back to the name, saying so.
@Suite struct DirectionalDrawingTests {
    /// A one-page PDF of `width`×`height` points whose content stream is `content`, with a
    /// correct cross-reference table (poppler would repair a wrong one, qpdf warn about it).
    static func pdf(width: Int = 24, height: Int = 24, _ content: String) -> [UInt8] {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// A filled triangle pointing up (symmetric about the page's vertical centre line).
    static let upward = pdf("0 0 0 rg 4 6 m 20 6 l 12 18 l h f")
    /// A filled triangle pointing right.
    static let rightward = pdf("0 0 0 rg 6 4 m 6 20 l 18 12 l h f")

    /// Writes a set `name.imageset` holding `file` (a fixed set: no `language-direction`).
    static func writeSet(_ folder: TemporaryFolder, _ name: String, file: String, _ bytes: [UInt8]) throws {
        let contents = """
            {"images":[{"idiom":"universal","filename":"\(file)"}],"info":{"author":"xcode","version":1},\
            "properties":{"preserves-vector-representation":true}}
            """
        _ = try folder.write("A.xcassets/\(name).imageset/Contents.json", Array(contents.utf8))
        _ = try folder.write("A.xcassets/\(name).imageset/\(file)", bytes)
    }

    static func verify(_ folder: TemporaryFolder) throws -> VerificationResult {
        Verifier(jobs: 2).verify([try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")])
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func anUpwardTriangleNamedArrowIsLeftAloneAndSaysWhy() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(folder, "tooltip_arrow", file: "tip.pdf", Self.upward)
        let result = try Self.verify(folder)
        #expect(result.findings.map(\.ruleID.rawValue) == [])
        #expect(result.leftAlone.map(\.path) == ["A.xcassets/tooltip_arrow.imageset"])
        let reason = try #require(result.leftAlone.first?.reason)
        #expect(reason.hasPrefix("named like a directional image (\"arrow\"), but its drawing is left-right symmetric"))
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func aRightwardTriangleIsReportedWithHowMuchMirroringChangesIt() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(folder, "next_arrow", file: "next.pdf", Self.rightward)
        let result = try Self.verify(folder)
        #expect(result.leftAlone == [])
        let finding = try #require(result.findings.first)
        #expect(result.findings.map(\.ruleID.rawValue) == ["directional-name-fixed"])
        // The triangle and its mirror image overlap in a diamond: mirroring changes half of it.
        let percent = try #require(
            finding.message.firstMatch(of: /\("next"\) and mirroring changes (\d+)% of its drawing, but/))
        #expect((40...100).contains(Int(percent.1)!))
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func theDrawingDecidesAlone() throws {
        // Same name, same set, only the drawing differs: the two verdicts differ.
        let up = PixelBuffer.drawn(Self.upward)
        let right = PixelBuffer.drawn(Self.rightward)
        #expect(up.mirrorChange() <= PixelBuffer.symmetryShare)
        #expect(right.mirrorChange() >= 0.4)
    }

    @Test func aDrawingTheReaderCannotMakeFallsBackToTheNameAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text x="4" y="18">→</text></svg>"#
        try Self.writeSet(folder, "tooltip_arrow", file: "tip.svg", Array(svg.utf8))
        let result = try Self.verify(folder)
        #expect(result.findings.map(\.ruleID.rawValue) == ["directional-name-fixed"])
        #expect(
            result.findings.first?.message.contains(
                "(\"arrow\") (its drawing was not looked at: it holds <text>, which this reader does not draw) but its direction is Fixed"
            ) == true)
    }

    /// damus-io/damus's `arrow-expand-horizontal` ↔ and `chevron-grabber-horizontal` ‹ ›
    /// (strokes with round caps): symmetric SVGs, left alone; its `send` (a paper plane pointing
    /// right) is reported.
    @Test func symmetricSVGsAreLeftAloneAndAPointingOneIsReported() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(
            folder, "arrow-expand-horizontal", file: "e.svg",
            try VectorFixtures.bytes("SVGDrawing", "expand-horizontal.svg"))
        let grabber = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <path d="M8.99989 16L5.53022 12.5303C5.23732 12.2374 5.23732 11.7626 5.53022 11.4697L8.99989 8M14.9999 16L18.4696 12.5303C18.7625 12.2374 18.7625 11.7626 18.4696 11.4697L14.9999 8" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
            </svg>
            """
        try Self.writeSet(folder, "chevron-grabber-horizontal", file: "g.svg", Array(grabber.utf8))
        let send = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <path d="M5.99951 11.9984H8.99951M5.99951 11.9984L3.82107 4.59169C3.69819 4.17387 4.1311 3.8096 4.52176 4.0021L19.8393 11.5499C20.2113 11.7332 20.2113 12.2636 19.8393 12.4469L4.52176 19.9947C4.1311 20.1872 3.69819 19.8229 3.82107 19.4051L5.99951 11.9984Z" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
            </svg>
            """
        try Self.writeSet(folder, "send", file: "s.svg", Array(send.utf8))
        let result = try Self.verify(folder)
        #expect(result.leftAlone.map(\.assetName) == ["arrow-expand-horizontal", "chevron-grabber-horizontal"])
        #expect(result.findings.map(\.assetName) == ["send"])
        #expect(result.findings.first?.message.contains("(\"send\") and mirroring changes") == true)
    }

    @Test(.enabled(if: VectorDrawing.drawsPDF, "this build draws no PDF (the PDFDrawing trait is off)"))
    func aPDFThatCannotBeDrawnKeepsTheFindingWithTheReason() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(folder, "back", file: "back.pdf", try VectorFixtures.pdf("encrypted.pdf"))
        let result = try Self.verify(folder)
        let messages = result.findings.filter { $0.ruleID == "directional-name-fixed" }.map(\.message)
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains(
                "(\"back\") (its drawing was not looked at: it could not be drawn: encrypted PDF file") == true)
    }

    @Test func aCounterpartPairIsLeftAloneNamingTheOther() throws {
        let folder = try TemporaryFolder()
        try Self.writeSet(folder, "chevron-left", file: "l.svg", Array("<svg/>".utf8))
        try Self.writeSet(folder, "chevron-right", file: "r.svg", Array("<svg/>".utf8))
        let result = try Self.verify(folder)
        #expect(result.findings.filter { $0.ruleID == "directional-name-fixed" } == [])
        #expect(result.leftAlone.map(\.assetName) == ["chevron-left", "chevron-right"])
        #expect(
            result.leftAlone.first?.reason
                == "named like a directional image (\"chevron\"), but the catalog holds \"chevron-right\", its counterpart for the other direction, so its fixed direction is on purpose"
        )
    }

    /// vlc-ios's `iconChevron`: a chevron pointing down whose 1x image, a few pixels, is
    /// anti-aliased unevenly. The most detailed image decides, in both directions.
    @Test func theMostDetailedImageDecides() throws {
        let ink: [Character: [UInt8]] = [".": [0, 0, 0, 0], "#": [0, 0, 0, 255], "+": [0, 0, 0, 96]]
        let unevenRows = ["#+..#", ".#+#.", "..#.."] // a 1x chevron, heavier on the left
        #expect(!LooksSymmetricTests.rgba(unevenRows, ink).looksSymmetric())
        let uneven = try PNGCodec().encodeRGBA8(LooksSymmetricTests.rgba(unevenRows, ink))
        let down = try PNGCodec().encodeRGBA8(
            LooksSymmetricTests.rgba(["#.......#", ".#.....#.", "..#...#..", "...#.#...", "....#...."], ink))
        let right = try PNGCodec().encodeRGBA8(
            LooksSymmetricTests.rgba(
                [
                    "#..........", ".##........", "...##......", ".....##....", "...##......", ".##........",
                    "#..........",
                ],
                ink))
        func verdict(_ small: [UInt8], _ large: [UInt8]) throws -> [String] {
            let folder = try TemporaryFolder()
            let contents = """
                {"images":[{"idiom":"universal","filename":"c.png","scale":"1x"},\
                {"idiom":"universal","filename":"c@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """
            _ = try folder.write("A.xcassets/iconChevron.imageset/Contents.json", Array(contents.utf8))
            _ = try folder.write("A.xcassets/iconChevron.imageset/c.png", small)
            _ = try folder.write("A.xcassets/iconChevron.imageset/c@3x.png", large)
            return try Self.verify(folder).findings.map(\.ruleID.rawValue).filter { $0 != "scale-mismatch" }
        }
        #expect(try verdict(uneven, down) == [])
        #expect(try verdict(down, right) == ["directional-name-fixed"])
    }

    /// A palette PNG (as pngquant and ImageOptim write them) is looked at as it is shown:
    /// a map cursor lit on one side by a half-transparent palette entry, on a background of two
    /// transparent entries that store different colours, points no way.
    @Test func aPalettePNGIsLookedAtAsItIsShown() throws {
        let rows = ["00002111111", "00022311111", "00222331111", "02222333111", "22222333311"]
        var data: [UInt8] = []
        for row in rows { data += [0] + row.map { UInt8(String($0))! } }
        let idat = try data.withUnsafeBytes { try LibPNG.deflate($0, level: 9) }
        let png =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + PNGFixture.encodeChunk("IHDR", PNGFixture.bigEndian(11) + PNGFixture.bigEndian(5) + [8, 3, 0, 0, 0])
            + PNGFixture.encodeChunk("PLTE", [0, 0, 0, 255, 255, 255, 255, 136, 0, 255, 136, 0])
            + PNGFixture.encodeChunk("tRNS", [0, 0, 255, 128]) + PNGFixture.encodeChunk("IDAT", idat)
            + PNGFixture.encodeChunk("IEND", [])
        // Stored, the indices differ left and right of the cursor's middle.
        #expect(!(try PNGCodec().decode(png, limits: .default)).looksSymmetric())
        let folder = try TemporaryFolder()
        try Self.writeSet(folder, "navigation_arrow", file: "cursor.png", png)
        let result = try Self.verify(folder)
        #expect(result.findings.map(\.ruleID.rawValue) == [])
        #expect(result.leftAlone.map(\.path) == ["A.xcassets/navigation_arrow.imageset"])
    }

    /// A set is symmetric only when every file was seen: a symmetric 1x beside a 3x that is not
    /// there keeps the finding on its name.
    @Test func aSetWithAFileNotSeenIsNotCalledSymmetric() throws {
        let folder = try TemporaryFolder()
        let dot = try PNGCodec().encodeRGBA8(
            LooksSymmetricTests.rgba(["..#..", ".###.", "..#.."], [".": [0, 0, 0, 0], "#": [0, 0, 0, 255]]))
        let contents = """
            {"images":[{"idiom":"universal","filename":"n.png","scale":"1x"},\
            {"idiom":"universal","filename":"n@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
            """
        _ = try folder.write("A.xcassets/next.imageset/Contents.json", Array(contents.utf8))
        _ = try folder.write("A.xcassets/next.imageset/n.png", dot)
        let result = try Self.verify(folder)
        #expect(result.findings.map(\.ruleID.rawValue).sorted() == ["directional-name-fixed", "missing-file"])
        #expect(result.leftAlone == [])
    }

    @Test func percentagesAreWholeAndASmallChangeIsNotZero() {
        #expect(DirectionalNameCheck.percent(0.184) == "18%")
        #expect(DirectionalNameCheck.percent(0.003) == "under 1%")
        #expect(DirectionalNameCheck.percent(0) == "0%")
        #expect(DirectionalNameCheck.percent(1) == "100%")
    }
}

extension PixelBuffer {
    /// `pdf` drawn as `verify` draws it, or a test failure.
    fileprivate static func drawn(_ pdf: [UInt8]) -> PixelBuffer {
        guard case .drawn(let pixels) = VectorDrawing.draw(pdf, format: .pdf, limits: .default) else {
            Issue.record("the PDF was not drawn")
            return PixelBuffer(width: 1, height: 1, format: .gray8, packedRows: [0])
        }
        return pixels
    }
}
