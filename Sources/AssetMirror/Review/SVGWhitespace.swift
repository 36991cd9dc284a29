/// Drops the whitespace that only lays out an SVG's markup: the runs between a tag's `>` and the
/// next `<`, and before the first or after the last tag (cairo's SVG surface writes a newline
/// after every tag and indents some; the sanitiser leaves a newline where the XML declaration
/// was).
///
/// SVG draws character data only inside `<text>` and its children, so outside them those runs
/// draw nothing; a document with `<text`, `xml:space` or a CDATA section (where `<` need not
/// start a tag) is returned as it is. In well-formed XML an attribute value holds no literal
/// `<`, so a run that ends at `<` is never inside one.
enum SVGWhitespace {
    static func withoutLayout(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        guard !marksText(bytes) else { return svg }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isWhitespace(byte) else {
                out.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isWhitespace(bytes[end]) { end += 1 }
            let afterTag = out.last.map { $0 == UInt8(ascii: ">") } ?? true
            let beforeTag = end == bytes.count || bytes[end] == UInt8(ascii: "<")
            if !(afterTag && beforeTag) { out += bytes[index..<end] }
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `bytes` hold `<text`, `xml:space` or `<![CDATA[`: a byte loop, since Foundation's
    /// `String.contains` took most of the time of the whole step.
    static func marksText(_ bytes: [UInt8]) -> Bool {
        let markers = ["<text", "xml:space", "<![CDATA["].map { Array($0.utf8) }
        return bytes.withUnsafeBufferPointer { buffer in
            for start in buffer.indices where buffer[start] == UInt8(ascii: "<") || buffer[start] == UInt8(ascii: "x") {
                for marker in markers where marker[0] == buffer[start] && buffer.count - start >= marker.count {
                    if buffer[start..<start + marker.count].elementsEqual(marker) { return true }
                }
            }
            return false
        }
    }

    /// XML's whitespace: space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
