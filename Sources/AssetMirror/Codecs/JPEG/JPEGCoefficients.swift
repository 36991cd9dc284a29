import CJPEG

/// The quantised DCT coefficients of one component of a JPEG, as libjpeg reads them.
///
/// Not used to mirror; it lets tests check a lossless flip exactly, coefficient by coefficient,
/// where decoded pixels can differ by one level (see docs/jpeg.md).
struct JPEGCoefficients: Sendable, Equatable {
    var widthInBlocks: Int
    var heightInBlocks: Int
    /// `heightInBlocks` rows of `widthInBlocks` blocks of 64 coefficients in natural order.
    var values: [Int16]

    /// The 64 coefficients of block (`x`, `y`).
    func block(x: Int, y: Int) -> ArraySlice<Int16> {
        let start = (y * widthInBlocks + x) * 64
        return values[start..<start + 64]
    }

    static func read(_ data: [UInt8], component: Int) throws(CodecError) -> JPEGCoefficients {
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
