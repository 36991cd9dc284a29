import CJPEG

/// What a JPEG's headers say, up to its first scan: everything a mirror has to keep or check.
///
/// Read by libjpeg (``read(_:maxPixels:)``), so it agrees with what libjpeg will decode: the
/// colour space is libjpeg's reading of the JFIF/Adobe markers and component IDs.
struct JPEGInfo: Sendable, Equatable {
    var width: Int
    var height: Int
    /// libjpeg's reading of the stored components' colour space (a `cjpeg_color_space`).
    var colorSpace: Int
    var componentCount: Int
    var isProgressive: Bool
    var isArithmeticCoded: Bool
    /// MCUs (or blocks, in a single-component scan) between restart markers; 0 when there are none.
    var restartInterval: Int
    /// Horizontal and vertical sampling factor of each component, in component order.
    var samplingFactors: [SamplingFactor]
    /// Each component's quantisation table: 64 values in natural (row-major) order.
    var quantizationTables: [[UInt16]]
    /// Warnings libjpeg raised and that did not stop it (for example extraneous bytes).
    var warningCount: Int

    struct SamplingFactor: Sendable, Equatable, CustomStringConvertible {
        var horizontal: Int
        var vertical: Int
        var description: String { "\(horizontal)x\(vertical)" }
    }

    /// Width in pixels of an iMCU, the unit a lossless horizontal flip moves whole: 8 pixels
    /// times the largest horizontal sampling factor (16 for 4:2:0 and 4:2:2). A single
    /// component is coded one block per MCU whatever its factors say (a greyscale file may
    /// declare 2x1), so its iMCU is 8 pixels, as jpegtran has it.
    var iMCUWidth: Int { 8 * (componentCount == 1 ? 1 : samplingFactors.map(\.horizontal).max() ?? 1) }
    /// Height in pixels of an iMCU: 8 times the largest vertical sampling factor (8 for a
    /// single component).
    var iMCUHeight: Int { 8 * (componentCount == 1 ? 1 : samplingFactors.map(\.vertical).max() ?? 1) }

    /// The buffer layout of the file's own components, or `nil` for a colour space libjpeg
    /// does not name (which ``JPEGCodec`` refuses rather than guess).
    var pixelFormat: PixelFormat? {
        switch (colorSpace, componentCount) {
        case (Int(CJPEG_COLOR_GRAYSCALE.rawValue), 1): .gray8
        case (Int(CJPEG_COLOR_RGB.rawValue), 3): .rgb8
        case (Int(CJPEG_COLOR_YCBCR.rawValue), 3): .ycbcr8
        case (Int(CJPEG_COLOR_CMYK.rawValue), 4): .cmyk8
        case (Int(CJPEG_COLOR_YCCK.rawValue), 4): .ycck8
        default: nil
        }
    }

    /// Reads the headers of `data`. `maxPixels` of 0 means no limit; over the limit throws
    /// ``CodecError/tooLarge(width:height:limit:)`` without reading further.
    static func read(_ data: [UInt8], maxPixels: Int) throws(CodecError) -> JPEGInfo {
        var raw = cjpeg_info()
        var message = JPEGShim.messageBuffer()
        let status = data.withUnsafeBufferPointer { bytes in
            cjpeg_read_info(bytes.baseAddress, bytes.count, UInt64(max(0, maxPixels)), &raw, &message, message.count)
        }
        if status == CJPEG_TOO_LARGE {
            throw JPEGShim.sizeError(
                width: Int(raw.width), height: Int(raw.height), maxPixels: maxPixels, message: message)
        }
        try JPEGShim.check(status, message: message, dataCount: data.count, stage: .header)
        return JPEGInfo(raw)
    }

    init(_ raw: cjpeg_info) {
        width = Int(raw.width)
        height = Int(raw.height)
        colorSpace = Int(raw.color_space)
        componentCount = Int(raw.num_components)
        isProgressive = raw.progressive != 0
        isArithmeticCoded = raw.arithmetic != 0
        restartInterval = Int(raw.restart_interval)
        warningCount = raw.warnings
        let stored = min(componentCount, Int(CJPEG_MAX_COMPONENTS))
        let horizontal = withUnsafeBytes(of: raw.h_samp) { Array($0.bindMemory(to: Int32.self)) }
        let vertical = withUnsafeBytes(of: raw.v_samp) { Array($0.bindMemory(to: Int32.self)) }
        let quant = withUnsafeBytes(of: raw.quant) { Array($0.bindMemory(to: UInt16.self)) }
        samplingFactors = (0..<stored).map {
            SamplingFactor(horizontal: Int(horizontal[$0]), vertical: Int(vertical[$0]))
        }
        quantizationTables = (0..<stored).map { Array(quant[$0 * 64..<($0 + 1) * 64]) }
    }
}
