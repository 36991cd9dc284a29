import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// The bombs of issue 16 against the default budgets: each is refused by the budget it passes,
/// in words that name the flag that raises it, or (a PNG's data after its last row) not read.
/// Time and memory are measured on the release binary, not here (docs/cli.md).
@Suite struct DecodeBudgetTests {
    /// A page whose content is an array holding a 2 GB flate stream (a 13 MB file here): the
    /// page's streams are joined, so decoded, and the stream passes the budget.
    @Test func aPDFContentStreamOverTheBudgetIsRefused() throws {
        let pdf = DecompressionBomb.pdf(streamZeros: [2_000_000_000])
        let limit = DecodeLimits.default.maxDecompressedBytes
        let error = CodecError.overBudget(
            .decompressedBytes, limit: limit,
            detail: "a content stream of page 1 decompresses to more than \(limit) bytes")
        #expect(throws: error) { try PDFCodec().mirror(pdf, options: .default) }
        #expect(
            error.description
                == "a content stream of page 1 decompresses to more than 67108864 bytes, the --max-decompressed-bytes budget; raise --max-decompressed-bytes to allow it"
        )
    }

    /// Streams each within the budget, over it together.
    @Test func aPageWhoseStreamsPassTheBudgetTogetherIsRefused() throws {
        let pdf = DecompressionBomb.pdf(streamZeros: [60_000, 60_000])
        let limits = DecodeLimits(maxPixels: 1, maxDecompressedBytes: 100_000)
        #expect(
            throws: CodecError.overBudget(
                .decompressedBytes, limit: 100_000,
                detail: "the content streams of page 1 decompress to more than 100000 bytes together")
        ) { try PDFCodec().mirror(pdf, options: MirrorOptions(limits: limits)) }
        let raised = DecodeLimits(maxPixels: 1, maxDecompressedBytes: 200_000)
        #expect(try PDFCodec().mirror(pdf, options: MirrorOptions(limits: raised)).method == .lossless)
    }

    /// A 100×100 PNG followed by 4 GiB of zlib data (27 MB here): the decoders stop at the
    /// image's last row, as Pillow does, so the mirror is made; libpng's sequential reader
    /// inflated all of it first.
    @Test func aPNGsDataAfterItsLastRowIsNotInflated() throws {
        let png = DecompressionBomb.png(width: 100, height: 100, extraZeros: 4 << 30)
        let codec = PNGCodec()
        let pixels = try codec.decode(png, limits: .default)
        #expect(pixels.width == 100 && pixels.height == 100)
        #expect(pixels.withUnsafeBytes { Array($0[0..<4]) } == [0, 3, 6, 9])
        let mirrored = try codec.mirror(png, options: .default)
        #expect(try codec.decode(mirrored.bytes, limits: .default) == pixels.flippedHorizontally())
    }

    /// The data after the last row is not read, so a stream cut short there is no matter, as
    /// for Pillow: libpng's sequential reader went on inflating, met IEND and failed ("Not
    /// enough image data").
    @Test func aPNGsStreamCutShortAfterItsLastRowStillDecodes() throws {
        let png = DecompressionBomb.png(width: 5, height: 3, extraZeros: 10_000, ended: false)
        let pixels = try PNGCodec().decode(png, limits: .default)
        #expect(pixels.withUnsafeBytes { Array($0[0..<5]) } == [0, 3, 6, 9, 12])
        #expect(try PNGCodec().mirror(png, options: .default).method == .lossless)
    }

    @Test func anSVGWithTooManyAttributesOnOneElementIsRefused() throws {
        let svg = DecompressionBomb.svg(attributes: 400_000)
        let error = CodecError.overBudget(
            .svgAttributes, limit: 256, detail: "the element <rect> at line 1 has more than 256 attributes")
        #expect(throws: error) { try SVGCodec().mirror(svg, options: .default) }
        #expect(
            error.description
                == "the element <rect> at line 1 has more than 256 attributes, the --max-svg-attributes budget; raise --max-svg-attributes to allow it"
        )
        let limits = DecodeLimits(maxPixels: 1, maxSVGAttributes: 1_001)
        #expect(throws: Never.self) {
            try SVGCodec().mirror(DecompressionBomb.svg(attributes: 1_000), options: MirrorOptions(limits: limits))
        }
    }

    @Test func aDOCTYPEThatDeclaresTooManyAttributesIsRefused() throws {
        let defaults = (0..<20).map { "a\($0) CDATA \"1\"" }.joined(separator: " ")
        let svg = Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!-- it's a comment --> <!ATTLIST rect \(defaults)> ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>
            """.utf8)
        #expect(
            throws: CodecError.overBudget(
                .svgAttributes, limit: 10, detail: "the DOCTYPE at line 2 declares more than 10 attributes")
        ) {
            try SVGCodec().mirror(svg, options: MirrorOptions(limits: DecodeLimits(maxPixels: 1, maxSVGAttributes: 10)))
        }
        #expect(throws: Never.self) {
            try SVGCodec().mirror(svg, options: MirrorOptions(limits: DecodeLimits(maxPixels: 1, maxSVGAttributes: 20)))
        }
    }

    @Test func anSVGOverTheSizeBudgetIsRefused() throws {
        let svg = DecompressionBomb.svg(attributes: 10)
        let limits = DecodeLimits(maxPixels: 1, maxSVGBytes: svg.count - 1)
        #expect(
            throws: CodecError.overBudget(
                .svgBytes, limit: svg.count - 1, detail: "the SVG is \(svg.count) bytes, more than \(svg.count - 1)")
        ) { try SVGCodec().mirror(svg, options: MirrorOptions(limits: limits)) }
    }

    /// Attributes inside comments, CDATA, processing instructions and quoted values are not counted.
    @Test func onlyAStartTagsOwnAttributesCount() {
        let text = """
            <svg a="1" b='x=y>'><!-- c="1" d="1" --><?pi e="1" f="1"?><![CDATA[ g="1" h="1" ]]>
            <g i="1" j="1" k="1"/></svg>
            """
        #expect(XMLAttributeCounter.firstTag(in: Array(text.utf8), withMoreThan: 3) == nil)
        #expect(XMLAttributeCounter.firstTag(in: Array(text.utf8), withMoreThan: 2)! == ("g", 2))
    }
}
