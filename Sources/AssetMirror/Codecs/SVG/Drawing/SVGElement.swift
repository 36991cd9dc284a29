import CXML

/// One element of an SVG document, as the drawing reads it: its local name (empty for an
/// element outside the SVG namespace, such as an editor's metadata) and its attributes.
///
/// libxml2 parses the document (the `CXML` shim, as for ``SVGWellFormedness``: no external
/// entity or DTD is loaded, elements nest at most 256 deep) and hands back flat records, which
/// become this tree; ``SVGDrawing/maxRecordBytes`` bounds them.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    var children: [SVGElement]

    /// The root element of `bytes`, or the reason it cannot be read, as the end of a sentence.
    static func root(of bytes: [UInt8], maxRecordBytes: Int) throws(SVGDrawing.Refusal) -> SVGElement {
        var facts = cxml_facts()
        var records: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = bytes.withUnsafeBufferPointer {
            cxml_elements($0.baseAddress, $0.count, maxRecordBytes, &facts, &records, &size)
        }
        defer {
            cxml_facts_free(&facts)
            free(records)
        }
        guard status == CXML_OK, let records else {
            if status == CXML_TOO_LARGE {
                throw SVGDrawing.Refusal("it holds more elements and attributes than \(maxRecordBytes / 1024) KiB")
            }
            if let limit = XMLParserLimit(facts.error_limit) {
                throw SVGDrawing.Refusal("it holds \(limit.explanation)")
            }
            throw SVGDrawing.Refusal("it is not well-formed XML (line \(facts.error_line))")
        }
        var reader = RecordReader(bytes: UnsafeBufferPointer(start: records, count: size))
        guard let root = reader.element() else { throw SVGDrawing.Refusal("it has no root element") }
        return root
    }

    /// The value of attribute `name`, or of the property `name` in the `style` attribute, which
    /// wins over the attribute as CSS has it.
    func property(_ name: String) -> String? {
        if let style = attributes["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmed == name else { continue }
                return String(parts[1].trimmed)
            }
        }
        return attributes[name].map { String($0.trimmed) }
    }
}

/// Reads the records `cxml_elements` writes (cxml.h): 'S' name NUL, then 'A' name NUL value
/// NUL per attribute, children, and 'E'.
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    mutating func element() -> SVGElement? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "S") else { return nil }
        offset += 1
        var element = SVGElement(name: string(), attributes: [:], children: [])
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "A") {
            offset += 1
            let name = string()
            element.attributes[name] = string()
        }
        while let child = self.element() { element.children.append(child) }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "E") { offset += 1 }
        return element
    }

    private mutating func string() -> String {
        let start = offset
        while offset < bytes.count, bytes[offset] != 0 { offset += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        offset += 1
        return text
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML whitespace.
    var trimmed: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return Substring("")
        }
        return Substring(self[first...last])
    }
}
