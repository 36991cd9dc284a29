import CJPEG

/// The quantised DCT coefficients of one component of a JPEG, as libjpeg reads them.
///
/// `verify`'s `stale-variant` compares a lossless mirror by these, as the mirror was made: decoded
/// pixels of a re-made mirror can differ by one level where the coefficients are equal (4:2:0
/// chroma is upsampled across the flipped block edges; see docs/jpeg.md). Tests check a lossless
/// flip with them too, coefficient by coefficient.
public struct JPEGCoefficients: Sendable, Equatable {
    public var widthInBlocks: Int
    public var heightInBlocks: Int
    /// `heightInBlocks` rows of `widthInBlocks` blocks of 64 coefficients in natural order.
    public var values: [Int16]

    public init(widthInBlocks: Int, heightInBlocks: Int, values: [Int16]) {
        self.widthInBlocks = widthInBlocks
        self.heightInBlocks = heightInBlocks
        self.values = values
    }

    /// The 64 coefficients of block (`x`, `y`).
    public func block(x: Int, y: Int) -> ArraySlice<Int16> {
        let start = (y * widthInBlocks + x) * 64
        return values[start..<start + 64]
    }

    /// The coefficients of component `component` (0 is luma in a YCbCr file).
    public static func read(_ data: [UInt8], component: Int) throws(CodecError) -> JPEGCoefficients {
        var message = JPEGShim.messageBuffer()
        var output: UnsafeMutablePointer<Int16>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        let status = data.withUnsafeBufferPointer { bytes in
            cjpeg_read_coefficients(
                bytes.baseAddress, bytes.count, 0, Int32(component), &output, &width, &height, &message, message.count)
        }
        defer { cjpeg_free(output) }
        try JPEGShim.check(status, message: message, dataCount: data.count, stage: .imageData)
        let count = Int(width) * Int(height) * 64
        let values = output.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        return JPEGCoefficients(widthInBlocks: Int(width), heightInBlocks: Int(height), values: values)
    }
}
