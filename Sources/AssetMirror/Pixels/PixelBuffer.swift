/// A two-dimensional image in memory: `height` rows of `width` pixels of one ``PixelFormat``.
///
/// Row-major, top-left origin: row 0 is the top of the image as stored, and within a row the
/// leftmost pixel comes first. The memory starts on a ``storageAlignment``-byte boundary (a cache
/// line) and each row starts a multiple of ``rowAlignment`` bytes after it, so kernels can run
/// whole SIMD vectors over a row; when ``bytesPerRow`` is a multiple of 64 (images 16 RGBA8 or 64
/// RGB8 pixels wide, say) every row starts on a cache line. The padding after a row's last pixel
/// is zero and belongs to no pixel. Copies share the memory until one of them is changed. The
/// buffer knows nothing of any file format.
public struct PixelBuffer: Sendable, Equatable {
    /// Every row starts a multiple of this many bytes after the first; ``bytesPerRow`` is one.
    ///
    /// 16, not 64: rounding rows up to whole cache lines would cost up to 63 bytes a row and
    /// help no kernel, because a mirrored row's stores are aligned only when the row's own length
    /// is a multiple of 64, and then the stride is too.
    public static let rowAlignment = 16
    /// The byte boundary the first row starts on.
    public static let storageAlignment = PixelStorage.alignment

    public let width: Int
    public let height: Int
    public let format: PixelFormat
    /// Distance in bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int
    /// `height * bytesPerRow` bytes: the rows, each followed by its zero padding; then any
    /// spare bytes the buffer was made with (see ``init(width:height:format:spareBytes:)``).
    private var bytes: PixelStorage

    /// A zero-filled buffer.
    public init(width: Int, height: Int, format: PixelFormat) {
        self.init(width: width, height: height, format: format, spareBytes: 0)
    }

    /// A zero-filled buffer with `spareBytes` more after its last row: room a codec may work in
    /// (``withUnsafeMutableBytesAndSpare(_:)``) so that a large image is not held twice. A PNG
    /// codec inflates the filtered rows, a byte per row longer than the pixels, into the
    /// buffer itself. The spare bytes belong to no pixel and no comparison.
    init(width: Int, height: Int, format: PixelFormat, spareBytes: Int) {
        precondition(width >= 0 && height >= 0 && spareBytes >= 0, "negative image size \(width)×\(height)")
        self.width = width
        self.height = height
        self.format = format
        self.bytesPerRow = Self.paddedBytesPerRow(width: width, format: format)
        self.bytes = PixelStorage(zeroedCount: bytesPerRow * height + spareBytes)
    }

    /// The bytes of the rows and their padding, without the spare bytes.
    private var rowsByteCount: Int { bytesPerRow * height }

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
        self.bytes = PixelStorage(uninitializedCount: stride * height)
        fill(UnsafeMutableRawBufferPointer(start: bytes.base, count: bytes.count))
        if stride > tight {
            for y in 0..<height {
                (bytes.base + y * stride + tight).initializeMemory(as: UInt8.self, repeating: 0, count: stride - tight)
            }
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
        let stride = bytesPerRow
        withUnsafeMutableBytes { destination in
            packedRows.withUnsafeBytes { source in
                for y in 0..<height {
                    destination.baseAddress!.advanced(by: y * stride)
                        .copyMemory(from: source.baseAddress!.advanced(by: y * tight), byteCount: tight)
                }
            }
        }
    }

    /// Bytes of pixel data in one row, without padding.
    public var packedBytesPerRow: Int { format.bytesPerRow(width: width) }

    /// A copy of the buffer's `height * bytesPerRow` bytes: the rows, each followed by its zero
    /// padding. Copies them all on every call; ``withUnsafeBytes(_:)`` reads them in place.
    public var storage: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The rows without their padding, one after another.
    public var packedRows: [UInt8] {
        let (tight, stride, height) = (packedBytesPerRow, bytesPerRow, height)
        return withUnsafeBytes { bytes in
            [UInt8](unsafeUninitializedCapacity: tight * height) { result, initializedCount in
                for y in 0..<height where tight > 0 {
                    result.baseAddress!.advanced(by: y * tight).initialize(
                        from: bytes.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self),
                        count: tight)
                }
                initializedCount = tight * height
            }
        }
    }

    /// The pixel data of row `y`, without padding (a copy, indexed from 0).
    public func row(_ y: Int) -> ArraySlice<UInt8> {
        precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
        let (start, tight) = (y * bytesPerRow, packedBytesPerRow)
        return withUnsafeBytes { ArraySlice($0[start..<start + tight]) }
    }

    /// The value of the pixel at (`x`, `y`): its bytes read as one big-endian number, or for
    /// packed formats its bits.
    public func pixel(x: Int, y: Int) -> UInt64 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let rowStart = y * bytesPerRow
        let bits = format.bitsPerPixel
        return withUnsafeBytes { storage in
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
    }

    /// Calls `body` with the buffer's memory, for codecs that fill or read it in place. Copies
    /// the memory first if another buffer shares it.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        if !isKnownUniquelyReferenced(&bytes) { bytes = bytes.copy() }
        return try body(UnsafeMutableRawBufferPointer(start: bytes.base, count: rowsByteCount))
    }

    /// Calls `body` with the buffer's memory and the spare bytes after it, at least
    /// `spareBytes` of them: the buffer is moved to a larger allocation first when it was made
    /// with fewer. Copies the memory first if another buffer shares it.
    mutating func withUnsafeMutableBytesAndSpare<R, E: Error>(
        atLeast spareBytes: Int, _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R
    ) throws(E) -> R {
        if bytes.count - rowsByteCount < spareBytes {
            let larger = PixelStorage(zeroedCount: rowsByteCount + spareBytes)
            larger.base.copyMemory(from: bytes.base, byteCount: rowsByteCount)
            bytes = larger
        } else if !isKnownUniquelyReferenced(&bytes) {
            bytes = bytes.copy()
        }
        return try body(UnsafeMutableRawBufferPointer(start: bytes.base, count: bytes.count))
    }

    /// Calls `body` with the buffer's memory.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: bytes.base, count: rowsByteCount))
    }

    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.format == rhs.format,
            lhs.bytesPerRow == rhs.bytesPerRow
        else { return false }
        return lhs.bytes === rhs.bytes || memcmp(lhs.bytes.base, rhs.bytes.base, lhs.rowsByteCount) == 0
    }
}
