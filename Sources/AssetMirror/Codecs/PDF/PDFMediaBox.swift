/// A PDF's page size, read cheaply: no PDF parser, just the text of its first `/MediaBox`.
///
/// The PDFs of asset catalogs have one page, whose box is written as plain text
/// (`/MediaBox [0 0 24 24]`) in the files Illustrator, Sketch, Figma and Core Graphics write.
/// A box kept only inside a compressed object stream is not found, and the size stays unknown
/// rather than guessed.
enum PDFMediaBox {
    /// Width and height in points (1/72 inch) of the first `/MediaBox [x0 y0 x1 y1]` in `data`,
    /// or `nil` when there is none written as four plain numbers.
    static func firstSize(in data: [UInt8]) -> (width: Double, height: Double)? {
        let key = Array("/MediaBox".utf8)
        guard data.count >= key.count else { return nil }
        var start = 0
        while start + key.count <= data.count {
            guard let found = firstIndex(of: key, in: data, from: start) else { return nil }
            if let size = box(in: data, after: found + key.count) { return size }
            start = found + key.count
        }
        return nil
    }

    private static func firstIndex(of key: [UInt8], in data: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + key.count <= data.count {
            if data[index] == key[0], data[index..<index + key.count].elementsEqual(key) { return index }
            index += 1
        }
        return nil
    }

    /// The size of the array `[x0 y0 x1 y1]` starting after optional whitespace at `index`.
    private static func box(in data: [UInt8], after index: Int) -> (width: Double, height: Double)? {
        var index = index
        while index < data.count, isWhitespace(data[index]) { index += 1 }
        guard index < data.count, data[index] == UInt8(ascii: "[") else { return nil }
        guard let end = data[index...].prefix(200).firstIndex(of: UInt8(ascii: "]")) else { return nil }
        let numbers = String(decoding: data[(index + 1)..<end], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
            .map { Double($0).flatMap { $0.isFinite ? $0 : nil } }
        guard numbers.count == 4, let x0 = numbers[0], let y0 = numbers[1], let x1 = numbers[2], let y1 = numbers[3],
            x1 != x0, y1 != y0
        else { return nil }
        return (abs(x1 - x0), abs(y1 - y0))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }
}
