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
        guard !svg.contains("<text"), !svg.contains("xml:space"), !svg.contains("<![CDATA[") else { return svg }
        let bytes = Array(svg.utf8)
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

    /// XML's whitespace: space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
