import CPNG

/// Swift's side of the CPNG shim: each call is one whole libpng operation, run in C.
///
/// libpng reports errors by `longjmp`, which must never cross a Swift frame, so every libpng
/// call, callback and `setjmp` lives in `cpng.c`; here only statuses and messages come back.
enum LibPNG {
    /// Reads IHDR through libpng, so that the header is judged exactly as the decoder will.
    static func header(of bytes: [UInt8]) throws(CodecError) -> cpng_header {
        var header = cpng_header()
        var message = messageBuffer()
        let status = bytes.withUnsafeBufferPointer { buffer in
            cpng_read_header(buffer.baseAddress, buffer.count, &header, &message)
        }
        try check(status, message, stage: .header)
        return header
    }

    /// Decodes every row of `bytes` into `buffer`, which must match `header`.
    static func decode(_ bytes: [UInt8], header: cpng_header, limits: DecodeLimits, into buffer: inout PixelBuffer)
        throws(CodecError)
    {
        var expected = header
        var message = messageBuffer()
        // Each side of the image is at most maxPixels when the other is at least 1.
        let maxSide = UInt32(clamping: min(limits.maxPixels, 0x7FFF_FFFF))
        let stride = buffer.bytesPerRow
        let status = bytes.withUnsafeBufferPointer { source in
            buffer.withUnsafeMutableBytes { destination in
                cpng_decode(
                    source.baseAddress, source.count, &expected, maxSide, maxSide,
                    destination.baseAddress?.assumingMemoryBound(to: UInt8.self), stride, destination.count, &message)
            }
        }
        try check(status, message, stage: .imageData)
    }

    /// Decodes a non-interlaced image from its zlib stream without libpng, and returns each
    /// row's filter type; `nil` when the fast path declines the data, and then ``decode(_:header:limits:into:)``
    /// must judge it. `buffer` must be zero-filled and match `header`; it is inflated into in
    /// place, so one made with ``spareBytes(forHeight:)`` spare bytes is not copied first.
    static func decodeSimple(
        zlibStream: UnsafeBufferPointer<UInt8>, header: cpng_header, into buffer: inout PixelBuffer
    )
        throws(CodecError) -> [UInt8]?
    {
        var header = header
        var message = messageBuffer()
        var types = [UInt8](repeating: 0, count: buffer.height)
        let stride = buffer.bytesPerRow
        let status = buffer.withUnsafeMutableBytesAndSpare(atLeast: spareBytes(forHeight: buffer.height)) {
            destination in
            cpng_decode_simple(
                zlibStream.baseAddress, zlibStream.count, &header,
                destination.baseAddress?.assumingMemoryBound(to: UInt8.self), stride, destination.count, &types,
                &message)
        }
        if status == CPNG_DECLINED { return nil }
        try check(status, message, stage: .imageData)
        return types
    }

    /// The spare bytes (``PixelBuffer/init(width:height:format:spareBytes:)``) a buffer of
    /// `height` rows needs for ``decodeSimple(zlibStream:header:into:)`` and
    /// ``withFilteredRows(_:header:rowFilters:_:)`` to work in it: a byte per row and one more.
    static func spareBytes(forHeight height: Int) -> Int {
        Int(cpng_in_place_spare_bytes(height))
    }

    /// A complete PNG holding `buffer`'s rows under `header`, compressed with `settings`.
    static func encode(_ buffer: PixelBuffer, header: cpng_header, settings: cpng_encode_settings)
        throws(CodecError) -> [UInt8]
    {
        var header = header
        var settings = settings
        var message = messageBuffer()
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = buffer.withUnsafeBytes { rows in
            cpng_encode(
                &header, rows.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.bytesPerRow, &settings,
                &output, &length, &message)
        }
        defer { cpng_free(output) }
        try check(status, message, stage: .encoding)
        guard let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }

    /// Calls `body` with the PNG filtered stream of a non-interlaced image's rows (a filter type
    /// byte and the row, row after row), filtered with `rowFilters` (all None when `nil`).
    ///
    /// The stream is made over the buffer's own pixels, which are gone afterwards: hence
    /// `consuming`. Pass the last use of a buffer made with ``spareBytes(forHeight:)`` spare
    /// bytes (`consume buffer`) and a large image is never held twice; any other buffer is
    /// copied first.
    static func withFilteredRows<R>(
        _ buffer: consuming PixelBuffer, header: cpng_header, rowFilters: [UInt8]?,
        _ body: (UnsafeRawBufferPointer) throws(CodecError) -> R
    ) throws(CodecError) -> R {
        var header = header
        var buffer = buffer
        let stride = buffer.bytesPerRow
        let streamLength = (buffer.packedBytesPerRow + 1) * buffer.height
        return try buffer.withUnsafeMutableBytesAndSpare(atLeast: spareBytes(forHeight: buffer.height)) {
            (memory) throws(CodecError) -> R in
            var message = messageBuffer()
            var offset = 0
            let status = withOptionalPointer(rowFilters) { filters in
                cpng_filter_rows_in_place(
                    &header, memory.baseAddress?.assumingMemoryBound(to: UInt8.self), stride, memory.count, filters,
                    &offset, &message)
            }
            try check(status, message, stage: .encoding)
            return try body(UnsafeRawBufferPointer(rebasing: memory[offset..<offset + streamLength]))
        }
    }

    /// The zlib stream of `data`, deflated by libdeflate at `level` (1–12).
    static func deflate(_ data: UnsafeRawBufferPointer, level: Int32) throws(CodecError) -> [UInt8] {
        var message = messageBuffer()
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = cpng_deflate(
            data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, level, &output, &length, &message)
        defer { cpng_free(output) }
        try check(status, message, stage: .encoding)
        guard let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }

    /// The zlib stream of a non-interlaced image's rows, filtered row by row with
    /// `rowFilters` (all unfiltered when `nil`) and deflated by libdeflate at `level` (1–12);
    /// `buffer` is left as it was (its rows are filtered in a copy).
    static func deflate(_ buffer: PixelBuffer, header: cpng_header, rowFilters: [UInt8]?, level: Int32)
        throws(CodecError) -> [UInt8]
    {
        try withFilteredRows(copy buffer, header: header, rowFilters: rowFilters) { (stream) throws(CodecError) in
            try deflate(stream, level: level)
        }
    }

    private static func withOptionalPointer<R>(_ array: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let array else { return body(nil) }
        return array.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// The filter type of each row of a non-interlaced image, read from its zlib stream.
    static func rowFilters(zlibStream: [UInt8], rowBytes: Int, height: Int) throws(CodecError) -> [UInt8] {
        var types = [UInt8](repeating: 0, count: height)
        var message = messageBuffer()
        let status = zlibStream.withUnsafeBufferPointer { stream in
            cpng_read_row_filters(stream.baseAddress, stream.count, rowBytes, UInt32(height), &types, &message)
        }
        try check(status, message, stage: .imageData)
        return types
    }

    private static func messageBuffer() -> [CChar] {
        [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
    }

    private static func check(_ status: cpng_status, _ message: [CChar], stage: CodecStage) throws(CodecError) {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case CPNG_OK: return
        case CPNG_TRUNCATED: throw .truncated(.png, detail: text)
        case CPNG_BAD_ARGUMENT: preconditionFailure("CPNG refused its arguments: \(text)")
        default: throw .rejected(.png, stage: stage, message: text)
        }
    }
}
