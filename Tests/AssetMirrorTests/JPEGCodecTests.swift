import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

@Suite struct JPEGCodecTests {
    let codec = JPEGCodec()

    @Test(arguments: [
        ("gray-48x32.jpg", PixelFormat.gray8), ("ycc420-48x32.jpg", .ycbcr8), ("rgb-37x29.jpg", .rgb8),
        ("cmyk-48x32.jpg", .cmyk8), ("ycck-37x29.jpg", .ycck8),
    ])
    func headerNamesTheFilesOwnComponents(name: String, format: PixelFormat) throws {
        let data = try JPEGFixtures.bytes(name)
        let header = try codec.header(of: data)
        let size = name.contains("48x32") ? (48, 32) : (37, 29)
        #expect(header == ImageHeader(format: .jpeg, width: size.0, height: size.1, pixelFormat: format))
        let pixels = try codec.decode(data, limits: .default)
        #expect(pixels.width == size.0 && pixels.height == size.1 && pixels.format == format)
    }

    @Test(arguments: ["ycc444", "ycc422", "ycc420", "ycc440"])
    func samplingFactorsAreReadFromTheFile(kind: String) throws {
        let info = try JPEGInfo.read(JPEGFixtures.bytes("\(kind)-48x32.jpg"), maxPixels: 0)
        let luma = ["ycc444": "1x1", "ycc422": "2x1", "ycc420": "2x2", "ycc440": "1x2"][kind]!
        #expect(info.samplingFactors.map(\.description) == [luma, "1x1", "1x1"])
    }

    /// Every kind at 48×32, a whole number of iMCUs for every sampling: mirrored in the DCT domain.
    @Test(arguments: JPEGFixtures.kinds)
    func alignedWidthIsMirroredLosslessly(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-48x32.jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .lossless)
        #expect(result.notes.isEmpty)

        // Coding choices and tables are the source's.
        let source = try JPEGInfo.read(input, maxPixels: 0)
        let mirrored = try JPEGInfo.read(result.bytes, maxPixels: 0)
        #expect(mirrored.quantizationTables == source.quantizationTables)
        #expect(mirrored.samplingFactors == source.samplingFactors)
        #expect(mirrored.isProgressive == source.isProgressive)
        #expect(mirrored.isArithmeticCoded == source.isArithmeticCoded)
        #expect(mirrored.restartInterval == source.restartInterval)
        #expect(mirrored.colorSpace == source.colorSpace)

        // Every APPn/COM segment byte for byte, in order.
        #expect(jpegMetadataSegments(result.bytes) == jpegMetadataSegments(input))

        // Exactly the mirrored coefficients: blocks reversed in each row, odd horizontal
        // frequencies negated.
        for component in 0..<source.componentCount {
            let before = try JPEGCoefficients.read(input, component: component)
            let after = try JPEGCoefficients.read(result.bytes, component: component)
            #expect(after.widthInBlocks == before.widthInBlocks && after.heightInBlocks == before.heightInBlocks)
            var expected = after
            for y in 0..<before.heightInBlocks {
                for x in 0..<before.widthInBlocks {
                    let block = before.block(x: before.widthInBlocks - 1 - x, y: y)
                    for (k, value) in block.enumerated() {
                        expected.values[(y * before.widthInBlocks + x) * 64 + k] = k % 2 == 1 ? -value : value
                    }
                }
            }
            #expect(after == expected, "component \(component)")
        }

        // Pixels: the mirror of the decoded input, within the IDCT's and upsampler's rounding.
        let decodedInput = try codec.decode(input, limits: .default)
        let decodedOutput = try codec.decode(result.bytes, limits: .default)
        let tolerance = JPEGTolerance.losslessPixels(samplingFactors: source.samplingFactors)
        #expect(maxSampleDifference(decodedOutput, decodedInput.flippedHorizontally()) <= tolerance)
    }

    /// A greyscale file that declares 2x1 sampling is still coded one 8×8 block per MCU, so 56
    /// pixels (not a multiple of 16) mirror in the DCT domain, as jpegtran does them.
    @Test func aSingleComponentDeclaring2x1HasAnEightPixelIMCU() throws {
        let input = try JPEGFixtures.bytes("gray-sampled-2x1-56x24.jpg")
        let source = try JPEGInfo.read(input, maxPixels: 0)
        #expect(source.samplingFactors.map(\.description) == ["2x1"])
        #expect(source.iMCUWidth == 8 && source.iMCUHeight == 8)
        let result = try codec.mirror(input, options: MirrorOptions(losslessOnly: true))
        #expect(result.method == .lossless)
        #expect(try JPEGInfo.read(result.bytes, maxPixels: 0).samplingFactors == source.samplingFactors)
        let before = try JPEGCoefficients.read(input, component: 0)
        let after = try JPEGCoefficients.read(result.bytes, component: 0)
        #expect(before.widthInBlocks == 7)
        for y in 0..<before.heightInBlocks {
            for x in 0..<before.widthInBlocks {
                let mirrored = before.block(x: before.widthInBlocks - 1 - x, y: y).enumerated().map {
                    $0.offset % 2 == 1 ? -$0.element : $0.element
                }
                #expect(Array(after.block(x: x, y: y)) == mirrored, "block \(x), \(y)")
            }
        }
        let decodedInput = try codec.decode(input, limits: .default)
        #expect(
            maxSampleDifference(try codec.decode(result.bytes, limits: .default), decodedInput.flippedHorizontally())
                <= 1)
    }

    /// jpegtran (an independent implementation of the same transform) gives the same image.
    @Test(arguments: JPEGFixtures.kinds)
    func losslessMirrorMatchesJpegtran(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-48x32.jpg")
        let reference = try JPEGFixtures.bytes("expected/\(kind)-48x32.jpegtran-flip.jpg")
        let result = try codec.mirror(input, options: .default)
        #expect(try codec.decode(result.bytes, limits: .default) == codec.decode(reference, limits: .default))
        let components = try JPEGInfo.read(input, maxPixels: 0).componentCount
        for component in 0..<components {
            #expect(
                try JPEGCoefficients.read(result.bytes, component: component)
                    == JPEGCoefficients.read(reference, component: component))
        }
    }

    /// Every kind at 37×29, not a whole number of iMCUs: decoded, mirrored, encoded again.
    @Test(arguments: JPEGFixtures.kinds)
    func unalignedWidthIsReencodedWithTheSourcesTables(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-37x29.jpg")
        let source = try JPEGInfo.read(input, maxPixels: 0)
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .reencoded(reason: "width 37 is not a multiple of the \(source.iMCUWidth)-pixel iMCU"))

        let mirrored = try JPEGInfo.read(result.bytes, maxPixels: 0)
        #expect(mirrored.quantizationTables == source.quantizationTables)
        #expect(mirrored.samplingFactors == source.samplingFactors)
        #expect(mirrored.isProgressive == source.isProgressive)
        #expect(mirrored.isArithmeticCoded == source.isArithmeticCoded)
        #expect(mirrored.restartInterval == source.restartInterval)
        #expect(jpegMetadataSegments(result.bytes) == jpegMetadataSegments(input))

        let original = try codec.decode(input, limits: .default)
        let expected = original.flippedHorizontally()
        let decoded = try codec.decode(result.bytes, limits: .default)
        #expect(psnr(decoded, expected) >= JPEGTolerance.reencodedPSNR)
        #expect(maxSampleDifference(decoded, expected) <= JPEGTolerance.reencodedMaxDifference)
        // Far closer to the mirror than to the unmirrored image: no strip was left unflipped.
        #expect(psnr(decoded, expected) > psnr(decoded, original) + 8)
    }

    @Test(arguments: ["ycc420", "ycc444", "gray"])
    func losslessOnlyRefusesAnUnalignedWidth(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-37x29.jpg")
        let iMCU = kind == "ycc420" ? 16 : 8
        #expect(throws: CodecError.notLosslessFlippable(width: 37, iMCUWidth: iMCU)) {
            try codec.mirror(input, options: MirrorOptions(losslessOnly: true))
        }
    }

    @Test(arguments: ["ycc420", "ycc422-restart", "ycc420-progressive"])
    func mirroringTwiceGivesBackTheCoefficients(kind: String) throws {
        let input = try JPEGFixtures.bytes("\(kind)-48x32.jpg")
        let twice = try codec.mirror(codec.mirror(input, options: .default).bytes, options: .default)
        for component in 0..<3 {
            #expect(
                try JPEGCoefficients.read(twice.bytes, component: component)
                    == JPEGCoefficients.read(input, component: component))
        }
    }
}

/// How close decoded pixels must be; the reasons are measured and written down in docs/jpeg.md.
enum JPEGTolerance {
    /// A lossless mirror keeps every coefficient (asserted exactly), and the decoded pixels are
    /// exactly the mirror, except where a component is subsampled horizontally: libjpeg's
    /// "fancy" upsampler rounds a pixel's left and right interpolations with different biases
    /// (+1 and +2 before the shift), so mirrored chroma can decode one level apart.
    static func losslessPixels(samplingFactors: [JPEGInfo.SamplingFactor]) -> Int {
        Set(samplingFactors.map(\.horizontal)).count > 1 ? 1 : 0
    }
    /// A re-encode with the source's tables: one generation of loss on a grid shifted by the
    /// mirror (37 pixels put block edges 5 pixels over). Measured on the 37×29 fixtures at
    /// quality 85: PSNR 33.7 dB at worst, largest sample difference 46 (sharp YCCK edges).
    static let reencodedPSNR = 32.0
    static let reencodedMaxDifference = 56
}
