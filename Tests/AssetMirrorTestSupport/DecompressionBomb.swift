import CPNG

/// Files that inflate to far more than they hold, built at test time (never committed): the
/// decompression bombs of issue 16, whose budgets the tests check.
///
/// The deflate data is written by hand, with no compressor: fixed-Huffman blocks (RFC 1951,
/// section 3.2.6) of a literal zero followed by copies of 258 bytes at distance 1, 13 bits per
/// copy, so a gibibyte of zeros takes about 6.6 MB.
public enum DecompressionBomb {
    /// Copies of 258 zeros per block, large and small: 6 more than a multiple of 8, so that each
    /// block (3 header bits, an 8-bit literal, 13 bits per copy, a 7-bit end of block) ends on
    /// a byte boundary and can be repeated as it is.
    static let largeBlock = zeroBlock(copies: 8 * 4096 + 6)
    static let smallBlock = zeroBlock(copies: 6)

    /// A non-final block that inflates to `1 + 258 * copies` zeros.
    static func zeroBlock(copies: Int) -> (bytes: [UInt8], zeros: Int) {
        var bits = BitWriter()
        bits.write(0, count: 1) // BFINAL: not the last block
        bits.write(1, count: 2) // BTYPE: fixed Huffman codes
        bits.writeCode(0x30, count: 8) // literal 0
        for _ in 0..<copies {
            bits.writeCode(0xC5, count: 8) // length symbol 285: 258 bytes
            bits.writeCode(0, count: 5) // distance symbol 0: 1 byte back
        }
        bits.writeCode(0, count: 7) // end of block
        precondition(bits.pendingCount == 0)
        return (bits.bytes, 1 + 258 * copies)
    }

    /// A zlib stream (RFC 1950) of `prefix` stored as it is, then at least `zeros` zeros;
    /// its checksum is right, so that every reader accepts it whole.
    public static func zlibStream(storing prefix: [UInt8], thenZeros zeros: Int) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var rest = prefix[...]
        while !rest.isEmpty {
            let piece = rest.prefix(65_535)
            rest = rest.dropFirst(piece.count)
            let length = UInt16(piece.count)
            stream += [0x00, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += piece
        }
        let large = zeros / largeBlock.zeros
        let small = (zeros - large * largeBlock.zeros + smallBlock.zeros - 1) / smallBlock.zeros
        stream.reserveCapacity(stream.count + large * largeBlock.bytes.count + small * smallBlock.bytes.count + 6)
        for _ in 0..<large { stream += largeBlock.bytes }
        for _ in 0..<small { stream += smallBlock.bytes }
        let written = large * largeBlock.zeros + small * smallBlock.zeros
        stream += [0x03, 0x00] // a final fixed-Huffman block holding only its end
        var a: UInt64 = 1
        var b: UInt64 = 0
        for byte in prefix {
            a = (a + UInt64(byte)) % 65_521
            b = (b + a) % 65_521
        }
        b = (b + a * UInt64(written)) % 65_521
        let adler = UInt32(b << 16 | a)
        return stream + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// A `width`×`height` 8-bit gray PNG whose rows (filter type 0, each row's pixels `3x + y`)
    /// are followed in the same zlib stream by `extraZeros` more zero bytes; with `ended` false
    /// the stream is cut before its final block and checksum.
    public static func png(width: Int, height: Int, extraZeros: Int, ended: Bool = true) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<height {
            rows.append(0)
            for x in 0..<width { rows.append(UInt8(truncatingIfNeeded: x * 3 + y)) }
        }
        let stream = zlibStream(storing: rows, thenZeros: extraZeros)
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", stream.dropLast(ended ? 0 : 6)) + chunk("IEND", [])
    }

    /// A one-page PDF whose `/Contents` is an array of one stream per entry of `streamZeros`,
    /// each a flate stream of that many zeros (at least), and a small stream that draws;
    /// `pageKeys` are written into the page's dictionary as they are.
    public static func pdf(streamZeros: [Int], pageKeys: String = "") -> [UInt8] {
        var objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
        ]
        let contents = (0...streamZeros.count).map { "\($0 + 4) 0 R" }.joined(separator: " ")
        objects.append(
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] \(pageKeys)/Contents [\(contents)] >>".utf8))
        for zeros in streamZeros {
            let data = zlibStream(storing: [], thenZeros: zeros)
            objects.append(
                Array("<< /Length \(data.count) /Filter /FlateDecode >>\nstream\n".utf8) + data
                    + Array("\nendstream".utf8))
        }
        let drawing = Array("0 0 1 rg 0 0 50 100 re f".utf8)
        objects.append(Array("<< /Length \(drawing.count) >>\nstream\n".utf8) + drawing + Array("\nendstream".utf8))
        return PDFFile.assembled(objects)
    }

    /// An SVG whose one `<rect>` has `attributes` attributes.
    public static func svg(attributes: Int) -> [UInt8] {
        var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect"#
        text.reserveCapacity(attributes * 12 + 100)
        for index in 0..<attributes { text += #" a\#(index)="1""# }
        return Array((text + "/></svg>").utf8)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: some Collection<UInt8>) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// zlib's CRC-32 through the library's shim: a bit-by-bit one takes seconds over the bombs.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress, $0.count) }
    }
}

/// Bits in deflate's order: values from their least significant bit, Huffman codes from their
/// most significant bit, each byte filled from its least significant bit.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private(set) var pendingCount = 0

    mutating func write(_ value: UInt32, count: Int) {
        for bit in 0..<count { push(value >> bit & 1) }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
        for bit in (0..<count).reversed() { push(code >> bit & 1) }
    }

    private mutating func push(_ bit: UInt32) {
        pending |= bit << pendingCount
        pendingCount += 1
        if pendingCount == 8 {
            bytes.append(UInt8(pending))
            pending = 0
            pendingCount = 0
        }
    }
}
