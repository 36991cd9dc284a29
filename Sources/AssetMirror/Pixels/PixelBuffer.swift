/// A two-dimensional image in memory: `height` rows of `width` pixels of one ``PixelFormat``.
///
/// Row-major, top-left origin: row 0 is the top of the image as stored, and within a row the
/// leftmost pixel comes first. Each row starts at a multiple of ``rowAlignment`` bytes, so
/// kernels can run whole SIMD vectors over a row; the padding after a row's last pixel is
/// zero and belongs to no pixel. The buffer knows nothing of any file format.
public struct PixelBuffer: Sendable, Equatable {
    /// The byte multiple every row starts at.
    public static let rowAlignment = 16

    public let width: Int
    public let height: Int
    public let format: PixelFormat
    /// Distance in bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int
    /// `height * bytesPerRow` bytes: the rows, each followed by its zero padding.
    public internal(set) var storage: [UInt8]

    /// A zero-filled buffer.
    public init(width: Int, height: Int, format: PixelFormat) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
        self.width = width
        self.height = height
        self.format = format
        self.bytesPerRow = Self.paddedBytesPerRow(width: width, format: format)
        self.storage = [UInt8](repeating: 0, count: bytesPerRow * height)
    }

    /// A buffer whose pixel bytes `fill` writes, all of them, into `height * bytesPerRow`
    /// uninitialised bytes; the padding is zeroed afterwards. Spares producers that overwrite
    /// every pixel (a flip into a new buffer) a pass of zero-filling.
    init(width: Int, height: Int, format: PixelFormat, fillingRows fill: (UnsafeMutableRawBufferPointer) -> Void) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
        self.width = width
        self.height = height
        self.format = format
        let stride = Self.paddedBytesPerRow(width: width, format: format)
        let tight = format.bytesPerRow(width: width)
        self.bytesPerRow = stride
        self.storage = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initializedCount in
            fill(UnsafeMutableRawBufferPointer(buffer))
            if stride > tight, let base = buffer.baseAddress {
                for y in 0..<height { (base + y * stride + tight).initialize(repeating: 0, count: stride - tight) }
            }
            initializedCount = stride * height
        }
    }

    /// `format.bytesPerRow(width:)` rounded up to a multiple of ``rowAlignment``.
    static func paddedBytesPerRow(width: Int, format: PixelFormat) -> Int {
        (format.bytesPerRow(width: width) + rowAlignment - 1) / rowAlignment * rowAlignment
    }

    /// A buffer holding `packedRows`: `height` rows of `format.bytesPerRow(width:)` bytes each,
    /// with no padding between them.
    public init(width: Int, height: Int, format: PixelFormat, packedRows: [UInt8]) {
        self.init(width: width, height: height, format: format)
        let tight = format.bytesPerRow(width: width)
        precondition(packedRows.count == tight * height, "expected \(tight * height) bytes, got \(packedRows.count)")
        storage.withUnsafeMutableBytes { destination in
            packedRows.withUnsafeBytes { source in
                for y in 0..<height {
                    destination.baseAddress!.advanced(by: y * bytesPerRow)
                        .copyMemory(from: source.baseAddress!.advanced(by: y * tight), byteCount: tight)
                }
            }
        }
    }

    /// Bytes of pixel data in one row, without padding.
    public var packedBytesPerRow: Int { format.bytesPerRow(width: width) }

    /// The rows without their padding, one after another.
    public var packedRows: [UInt8] {
        let tight = packedBytesPerRow
        var result = [UInt8]()
        result.reserveCapacity(tight * height)
        for y in 0..<height {
            result.append(contentsOf: storage[y * bytesPerRow..<y * bytesPerRow + tight])
        }
        return result
    }

    /// The pixel data of row `y`, without padding.
    public func row(_ y: Int) -> ArraySlice<UInt8> {
        precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
        return storage[y * bytesPerRow..<y * bytesPerRow + packedBytesPerRow]
    }

    /// The value of the pixel at (`x`, `y`): its bytes read as one big-endian number, or for
    /// packed formats its bits.
    public func pixel(x: Int, y: Int) -> UInt64 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let rowStart = y * bytesPerRow
        let bits = format.bitsPerPixel
        if format.isPacked {
            let bitOffset = x * bits
            let byte = storage[rowStart + bitOffset / 8]
            let shift = 8 - bits - bitOffset % 8
            return UInt64((byte >> UInt8(shift)) & UInt8((1 << bits) - 1))
        }
        let size = bits / 8
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(storage[rowStart + x * size + i]) }
        return value
    }

    /// Calls `body` with the buffer's memory, for codecs that fill or read it in place.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBytes(body)
    }

    /// Calls `body` with the buffer's memory.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }
}
