import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// Where the width is a whole number of iMCUs, the mirror is what jpegtran writes with the same
/// coding choices, byte for byte: libjpeg reads the coefficients, the shim flips the blocks,
/// libjpeg writes them with optimal Huffman tables.
@Suite struct JPEGJpegtranEquivalenceTests {
    let codec = JPEGCodec()

    /// Size and SHA-256 of `jpegtran -optimize -copy all -flip horizontal FILE` (libjpeg-turbo
    /// 2.1.5; `-progressive` added for the progressive sources, whose script is libjpeg's
    /// standard one), run by hand on each fixture: an independent tool's output, not ours.
    static let jpegtran: [(name: String, size: Int, sha256: String)] = [
        ("gray-48x32", 554, "7aeb0b611274171be8f407c80b9996bea304d4bbdf82b1a3250182b197d9dc1d"),
        ("ycc444-48x32", 1_158, "8f256000168db0da5892cff512c2df2ab818cd470d6ac25d22dc49bb96511198"),
        ("ycc422-48x32", 964, "ad9af7c2b899cea5e1fcef8a2383c2b0a5b04d57ced1171a8d0851a5251a721d"),
        ("ycc420-48x32", 866, "98ec79327c9954a1d76bc7879f5da429b9a9d50a980f7c3cc23e432c36241a3e"),
        ("ycc440-48x32", 972, "bf4e9412084f73ab3a2547a5d01ed16701ecad42fb15a39d012f573e2b079eb3"),
        ("rgb-48x32", 1_329, "1ff8cb7d9d1644218b295cf06d86671ca746be26dcea5998b47cb6aeb7285fbc"),
        ("cmyk-48x32", 1_356, "09042881094ee4982c96fd8d75382983d01c0c8ff1dd069a2f9af1336fbfd3af"),
        ("ycck-48x32", 1_249, "e539dd2cdfd43f923ab125302aa16ae933750684f5e17588b7978a6b77564a61"),
        ("ycc420-metadata-48x32", 4_601, "9a061bb8c59dc29e3b86e422d6858a658c97f2774d54c39b7ccddba85a5f0149"),
        // Fitted tables in the source (cjpeg -optimize): the mirror's are optimal for the mirror.
        ("ycc420-optimized-48x32", 866, "98ec79327c9954a1d76bc7879f5da429b9a9d50a980f7c3cc23e432c36241a3e"),
        // Its mirror needs a DC difference category its source's fitted table has no code for.
        ("gray-dc-jump-48x32", 171, "de1b37f912ea1cdb0b7d5e435b71c78d8c6bcf3bb9a964d9a9e4a7b72357f46f"),
        ("ycc420-progressive-48x32", 1_107, "bdce38666ac36470e1c663dadf4e9965eee38b7bebe1a5ad435ce3033ffda70d"),
        // Its mirror needs an end-of-band run its source's tables have no code for.
        (
            "gray-progressive-eob-runs-120x1280", 13_521,
            "181ae0255f4d011a0f7e7e02593a4dcdda0cd5b368db57066620df9249930d58"
        ),
    ]

    @Test(arguments: Self.jpegtran.map(\.name))
    func theMirrorIsJpegtransFile(name: String) throws {
        let expected = try #require(Self.jpegtran.first { $0.name == name })
        let input = try JPEGFixtures.bytes(name + ".jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .lossless)
        #expect(result.bytes.count == expected.size)
        #expect(SHA256.hexDigest(result.bytes) == expected.sha256)
    }

    /// A progressive source stays progressive, with its own scans, both ways, for random
    /// pictures (flat, noise, stripes, ramps: long end-of-band runs and none) coded like the
    /// 48×32 progressive fixture, and every coefficient is the mirrored source's.
    @Test(arguments: 0..<8)
    func aProgressiveMirrorHasExactlyTheMirroredCoefficients(seed: Int) throws {
        let like = try JPEGFixtures.bytes("ycc420-progressive-48x32.jpg")
        var random = SplitMix64(seed: UInt64(seed) &+ 1)
        var samples = [UInt8](repeating: 0, count: 48 * 32 * 3)
        for blockY in 0..<4 {
            for blockX in 0..<6 {
                let kind = Int.random(in: 0..<4, using: &random)
                let base = Int.random(in: 0...255, using: &random)
                for y in 0..<8 {
                    for x in 0..<8 {
                        for channel in 0..<3 {
                            let value =
                                switch kind {
                                case 0: base
                                case 1: Int.random(in: 0...255, using: &random)
                                case 2: base + ((x + y + channel) % 2 == 0 ? 50 : -50)
                                default: base + 9 * x - 6 * y + 20 * channel
                                }
                            samples[((blockY * 8 + y) * 48 + blockX * 8 + x) * 3 + channel] = UInt8(clamping: value)
                        }
                    }
                }
            }
        }
        let pixels = PixelBuffer(width: 48, height: 32, format: .ycbcr8, packedRows: samples)
        let source = try codec.encode(pixels, like: like)
        #expect(try JPEGInfo.read(source, maxPixels: 0).isProgressive)

        for vertical in [false, true] {
            let output = try codec.flipLossless(source, vertical: vertical, maxPixels: 0)
            #expect(try JPEGInfo.read(output, maxPixels: 0).isProgressive)
            #expect(jpegScanScript(output) == jpegScanScript(source))
            for component in 0..<3 {
                let before = try JPEGCoefficients.read(source, component: component)
                #expect(try JPEGCoefficients.read(output, component: component) == mirrored(before, vertical: vertical))
            }
        }
    }

    /// The fixture libjpeg once had to rescue a hand-written writer on: its mirror's last
    /// end-of-band run is one its source's table has no code for. Both ways: still progressive,
    /// the same scans and markers, exactly the mirrored coefficients.
    @Test(arguments: [false, true])
    func aMirrorNeedingNewHuffmanCodesIsExact(vertical: Bool) throws {
        let input = try JPEGFixtures.bytes("gray-progressive-eob-runs-120x1280.jpg")
        let output = try codec.flipLossless(input, vertical: vertical, maxPixels: 0)
        #expect(try JPEGInfo.read(output, maxPixels: 0).isProgressive)
        #expect(jpegScanScript(output) == jpegScanScript(input))
        #expect(jpegMetadataSegments(output) == jpegMetadataSegments(input))
        #expect(jpegMetadataSegments(input).map { $0[0] } == [0xE0, 0xFE]) // JFIF, the comment
        let before = try JPEGCoefficients.read(input, component: 0)
        #expect(try JPEGCoefficients.read(output, component: 0) == mirrored(before, vertical: vertical))
    }

    /// jpegtran's mirror and ours decode to the same pixels; both are the mirrored picture but
    /// for one pixel one level off: libjpeg's integer IDCT does not round a block and its mirror
    /// image alike, which this much noise shows.
    @Test func theMirrorIsThePictureMirroredButForIDCTRounding() throws {
        let name = "gray-progressive-eob-runs-120x1280"
        let input = try JPEGFixtures.bytes(name + ".jpg")
        let result = try codec.mirror(input, options: .default)
        let expected = try JPEGFixtures.bytes("expected/\(name).jpegtran-flip.jpg")
        let pixels = try codec.decode(result.bytes, limits: .default)
        #expect(try pixels == codec.decode(expected, limits: .default))
        let picture = try codec.decode(input, limits: .default).flippedHorizontally()
        #expect(maxSampleDifference(pixels, picture) == 1)
        #expect(
            (0..<picture.height).reduce(0) { sum, y in sum + zip(pixels.row(y), picture.row(y)).count { $0 != $1 } }
                == 1)
    }

    /// Arithmetic coding has no Huffman tables; a progressive one stays so, exactly.
    @Test func anArithmeticProgressiveFileKeepsItsCoding() throws {
        let input = try JPEGFixtures.bytes("ycc420-arithmetic-progressive-48x32.jpg")
        let source = try JPEGInfo.read(input, maxPixels: 0)
        #expect(source.isProgressive && source.isArithmeticCoded)
        let output = try codec.flipLossless(input, vertical: false, maxPixels: 0)
        let info = try JPEGInfo.read(output, maxPixels: 0)
        #expect(info.isProgressive && info.isArithmeticCoded)
        #expect(jpegScanScript(output) == jpegScanScript(input))
        for component in 0..<3 {
            let before = try JPEGCoefficients.read(input, component: component)
            #expect(try JPEGCoefficients.read(output, component: component) == mirrored(before, vertical: false))
        }
    }

    /// A progressive file that is not whole iMCUs along the flipped axis is refused by the
    /// lossless path (the codec re-encodes it).
    @Test(arguments: [false, true])
    func aPartialIMCUIsRefused(vertical: Bool) throws {
        let input = try JPEGFixtures.bytes("ycc420-progressive-37x29.jpg")
        let detail =
            vertical
            ? "height 29 is not a multiple of the 16-pixel iMCU" : "width 37 is not a multiple of the 16-pixel iMCU"
        #expect(throws: CodecError.unsupportedFeature(.jpeg, detail: detail)) {
            try codec.flipLossless(input, vertical: vertical, maxPixels: 0)
        }
    }

    @Test func theMetadataFixtureIsProgressiveWithEveryKindOfSegment() throws {
        let input = try JPEGFixtures.bytes("ycc420-metadata-progressive-48x32.jpg")
        #expect(try JPEGInfo.read(input, maxPixels: 0).isProgressive)
        #expect(
            jpegMetadataSegments(input).map(\.first)
                == jpegMetadataSegments(try JPEGFixtures.bytes("ycc420-metadata-48x32.jpg")).map(\.first))
        #expect(jpegMetadataSegments(input).count >= 4)
        let output = try codec.flipLossless(input, vertical: false, maxPixels: 0)
        #expect(jpegMetadataSegments(output) == jpegMetadataSegments(input))
        #expect(jpegScanScript(output) == jpegScanScript(input))
    }
}

/// `coefficients` as a lossless mirror has them: blocks reversed in each row and odd horizontal
/// frequencies negated, or block rows reversed and odd vertical frequencies negated.
func mirrored(_ coefficients: JPEGCoefficients, vertical: Bool) -> JPEGCoefficients {
    var result = coefficients
    let width = coefficients.widthInBlocks
    let height = coefficients.heightInBlocks
    for y in 0..<height {
        for x in 0..<width {
            let block =
                vertical ? coefficients.block(x: x, y: height - 1 - y) : coefficients.block(x: width - 1 - x, y: y)
            for (k, value) in block.enumerated() {
                let odd = vertical ? (k / 8) % 2 == 1 : k % 2 == 1
                result.values[(y * width + x) * 64 + k] = odd ? -value : value
            }
        }
    }
    return result
}
