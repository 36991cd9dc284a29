import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// A progressive mirror is written by the shim's own progressive Huffman writer, one pass per
/// scan with the source's tables for that scan (libjpeg always optimises progressive output,
/// two passes per scan). It must give exactly the mirrored coefficients.
@Suite struct JPEGProgressiveWriterTests {
    let codec = JPEGCodec()

    /// Random blocks (flat, noise, stripes, ramps; long end-of-band runs and none), coded like
    /// the 48×32 progressive fixture by libjpeg with tables optimal for each picture, then
    /// mirrored both ways on one thread and on two.
    @Test(arguments: 0..<16)
    func randomPicturesMirrorToExactlyTheMirroredCoefficients(seed: Int) throws {
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
            let (one, tables) = try codec.flipLosslessReporting(source, vertical: vertical, maxPixels: 0, threads: 1)
            let two = try codec.flipLossless(source, vertical: vertical, maxPixels: 0, threads: 2)
            #expect(tables == .source) // written by the shim's writer, not libjpeg
            #expect(two == one)
            #expect(try JPEGInfo.read(one, maxPixels: 0).isProgressive)
            #expect(jpegScanScript(one) == jpegScanScript(source))
            for component in 0..<3 {
                let before = try JPEGCoefficients.read(source, component: component)
                #expect(try JPEGCoefficients.read(one, component: component) == mirrored(before, vertical: vertical))
            }
        }
    }

    /// Each scan's tables are the source's for that scan, with codes only added at 16 bits
    /// (end-of-band runs and DC categories the mirror can need).
    @Test(arguments: [
        "ycc420-progressive-48x32.jpg", "ycc420-scans-48x32.jpg", "ycc420-metadata-progressive-48x32.jpg",
    ])
    func eachScanKeepsItsOwnTables(name: String) throws {
        let input = try JPEGFixtures.bytes(name)
        let output = try codec.mirror(input, options: .default).bytes
        #expect(try codec.flipLosslessReporting(input, vertical: false, maxPixels: 0).tables == .source)
        let before = jpegHuffmanTables(input)
        let after = jpegHuffmanTables(output)
        #expect(after.map(\.isAC) == before.map(\.isAC))
        for (old, new) in zip(before, after) {
            #expect(Array(new.counts.prefix(15)) == Array(old.counts.prefix(15)))
            #expect(Array(new.symbols.prefix(old.symbols.count)) == old.symbols)
        }
        // About the source's size: the added codes cost a byte each in the DHT segments, which
        // shows on a file this small (36 bytes on the 1,107 of ycc420-progressive).
        #expect(abs(output.count - input.count) <= 64 + input.count / 50)
    }
}

extension JPEGProgressiveWriterTests {
    /// Arithmetic coding has no Huffman tables: libjpeg writes the progressive mirror, exactly.
    @Test func anArithmeticProgressiveFileIsLeftToLibjpeg() throws {
        let input = try JPEGFixtures.bytes("ycc420-arithmetic-progressive-48x32.jpg")
        let source = try JPEGInfo.read(input, maxPixels: 0)
        #expect(source.isProgressive && source.isArithmeticCoded)
        let (output, tables) = try codec.flipLosslessReporting(input, vertical: false, maxPixels: 0, threads: 2)
        #expect(tables == .optimal)
        #expect(jpegScanScript(output) == jpegScanScript(input))
        for component in 0..<3 {
            let before = try JPEGCoefficients.read(input, component: component)
            #expect(try JPEGCoefficients.read(output, component: component) == mirrored(before, vertical: false))
        }
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
