import Foundation

@testable import AssetMirror

/// Checks that a JPEG mirror shows the source's picture mirrored, as far as JPEG allows; a
/// failure ends the run (libFuzzer saves the input). `sourcePixels` is the source decoded, when
/// it decodes; a source with EXIF orientation 5–8 is mirrored by flipping its stored rows.
///
/// - Lossless mirror: every component's coefficients are exactly the source's mirrored (blocks
///   reversed, odd frequencies negated), and the decoded pixels are the source's decoded pixels
///   mirrored to within 1 level (libjpeg's integer IDCT rounds a block and its mirror image
///   differently on ties), or 2 where a component is subsampled along the flipped axis (the
///   "fancy" upsampler's rounding biases differ to the left and the right, and add to the IDCT's).
/// - Re-encoded mirror (a side not a whole number of iMCUs): the size, components, sampling
///   factors, quantisation tables, progressive mode, arithmetic coding and restart interval are
///   the source's, and each decoded sample is within what re-quantising allows of the mirrored
///   source: for a block quantised with table q, |error| ≤ Σ (q[k]/2 + 2)·C(u)C(v)/4 + 2, the
///   quantisation error of each coefficient (plus 2 for the integer DCTs' rounding) through the
///   IDCT's basis, whose largest value is C(u)C(v)/4 (C(0) = 1/√2). A subsampled component is
///   downsampled again from its upsampled samples, which moves a sample by up to a quarter of
///   255 per subsampled axis (the average of two "fancy" samples is the sample plus an eighth
///   of its second difference), and is upsampled again when decoded, with the upsampler's
///   rounding: 64 levels per subsampled axis and 2 more are allowed there.
func checkJPEGMirror(source: [UInt8], sourcePixels: PixelBuffer?, mirror: MirroredImage, limits: DecodeLimits) {
    let size = source.count
    guard let info = try? JPEGInfo.read(source, maxPixels: 0) else {
        fatalError("a \(size)-byte JPEG mirrored but its headers do not read")
    }
    let vertical = ExifOrientation.read(fromJPEG: source)?.swapsAxes ?? false
    guard let output = try? JPEGInfo.read(mirror.bytes, maxPixels: 0) else {
        fatalError("the JPEG mirror of a \(size)-byte input has no headers that read")
    }
    if output.width != info.width || output.height != info.height || output.componentCount != info.componentCount
        || output.samplingFactors != info.samplingFactors || output.quantizationTables != info.quantizationTables
        || output.isProgressive != info.isProgressive || output.isArithmeticCoded != info.isArithmeticCoded
        || output.restartInterval != info.restartInterval
    {
        fatalError("the JPEG mirror of a \(size)-byte input is not coded as its source: \(output) against \(info)")
    }
    if mirror.method.isLossless {
        for component in 0..<info.componentCount {
            guard let before = try? JPEGCoefficients.read(source, component: component),
                let after = try? JPEGCoefficients.read(mirror.bytes, component: component)
            else { fatalError("the coefficients of the JPEG mirror of a \(size)-byte input do not read") }
            if after != before.mirrored(vertical: vertical) {
                fatalError("the JPEG mirror of a \(size)-byte input has other coefficients than its source mirrored")
            }
        }
    }
    guard let sourcePixels else { return }
    guard let back = try? JPEGCodec().decode(mirror.bytes, limits: limits) else {
        fatalError("the JPEG mirror of a \(size)-byte input does not decode")
    }
    let expected = vertical ? sourcePixels.flippedVertically() : sourcePixels.flippedHorizontally()
    guard back.width == expected.width, back.height == expected.height, back.format == expected.format else {
        fatalError("the JPEG mirror of a \(size)-byte input decodes to another size or format")
    }
    let bounds = (0..<info.componentCount).map { component in
        let factor = info.samplingFactors[component]
        let maximum = info.componentCount == 1 ? factor : info.samplingFactors.maxima
        let subsampledAlong = vertical ? factor.vertical < maximum.vertical : factor.horizontal < maximum.horizontal
        if mirror.method.isLossless { return subsampledAlong ? 2 : 1 }
        let axes = (factor.horizontal < maximum.horizontal ? 1 : 0) + (factor.vertical < maximum.vertical ? 1 : 0)
        return requantisationBound(info.quantizationTables[component]) + (axes == 0 ? 0 : 64 * axes + 2)
    }
    for y in 0..<back.height {
        for (index, (a, b)) in zip(back.row(y), expected.row(y)).enumerated()
        where abs(Int(a) - Int(b)) > bounds[index % info.componentCount] {
            fatalError(
                "the JPEG mirror (\(mirror.method)) of a \(size)-byte input is \(abs(Int(a) - Int(b))) levels off "
                    + "the mirrored source at sample \(index) of row \(y); at most \(bounds[index % info.componentCount]) allowed"
            )
        }
    }
}

/// The largest change re-quantising with `table` (natural order) can make to a decoded sample.
private func requantisationBound(_ table: [UInt16]) -> Int {
    var sum = 0.0
    for k in 0..<64 where k < table.count {
        let scale = (k % 8 == 0 ? 1 / 2.0.squareRoot() : 1) * (k / 8 == 0 ? 1 / 2.0.squareRoot() : 1)
        sum += (Double(table[k]) / 2 + 2) * scale / 4
    }
    return Int(sum.rounded(.up)) + 2
}

extension [JPEGInfo.SamplingFactor] {
    /// The largest horizontal and vertical factors (the iMCU's, in blocks).
    fileprivate var maxima: JPEGInfo.SamplingFactor {
        JPEGInfo.SamplingFactor(
            horizontal: map(\.horizontal).max() ?? 1, vertical: map(\.vertical).max() ?? 1)
    }
}

extension JPEGCoefficients {
    /// These coefficients as a lossless mirror has them: blocks reversed in each row and odd
    /// horizontal frequencies negated, or block rows reversed and odd vertical frequencies
    /// negated. (Negating -32768 keeps it, as the shim's 16-bit negation does.)
    fileprivate func mirrored(vertical: Bool) -> JPEGCoefficients {
        var result = self
        for y in 0..<heightInBlocks {
            for x in 0..<widthInBlocks {
                let block = vertical ? block(x: x, y: heightInBlocks - 1 - y) : block(x: widthInBlocks - 1 - x, y: y)
                for (k, value) in block.enumerated() {
                    let odd = vertical ? (k / 8) % 2 == 1 : k % 2 == 1
                    result.values[(y * widthInBlocks + x) * 64 + k] = odd ? 0 &- value : value
                }
            }
        }
        return result
    }
}
