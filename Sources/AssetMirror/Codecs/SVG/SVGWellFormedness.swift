import CXML

/// What a full XML parse of an SVG says: whether it is well-formed, and the few facts about its
/// elements that a mirror needs.
///
/// libxml2 does the checking, through the `CXML` shim: one parse in one C call, with external
/// entities and DTDs never loaded and no recovery, so its first error (not a warning) is the one
/// reported, with its line and column. (Foundation's `XMLParser` did this before; on Linux its
/// callbacks trapped on what libxml2 passes for a processing instruction without data, a
/// notation without a public id, an attribute declaration without a default, ending the whole
/// run. Found by `Scripts/fuzz`.)
struct SVGWellFormedness: Equatable {
    /// The root element's local name and namespace (`nil` when it has none).
    var rootName: String
    var rootNamespace: String?
    /// Local names of the text-drawing elements found (`text`, `tspan`, `textPath`), sorted.
    var textElements: [String]
    /// `id`s of SF Symbols template guides (`left-margin-Regular-M`, …), in document order.
    var marginGuideIDs: [String]
    /// Whether a group has the id `Symbols` or `Guides`, as in an SF Symbols template.
    var hasTemplateGroups: Bool

    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Parses `bytes`, throwing the first error with its position.
    static func check(_ bytes: [UInt8]) throws(CodecError) -> SVGWellFormedness {
        try checkEncoding(bytes)
        var facts = cxml_facts()
        let status = bytes.withUnsafeBufferPointer { cxml_check($0.baseAddress, $0.count, &facts) }
        defer { cxml_facts_free(&facts) }
        guard status == CXML_OK, let rootName = facts.root_name.map({ String(cString: $0) }) else {
            if let limit = XMLParserLimit(facts.error_limit) {
                throw .xmlParserLimit(limit, line: Int(facts.error_line), column: Int(facts.error_column))
            }
            let code = facts.error_code == 0 ? 4 : Int(facts.error_code)
            throw .malformedXML(
                line: Int(facts.error_line), column: Int(facts.error_column), message: message(forCode: code))
        }
        let textBits: [(UInt32, String)] = [
            (UInt32(CXML_TEXT), "text"), (UInt32(CXML_TEXT_PATH), "textPath"), (UInt32(CXML_TSPAN), "tspan"),
        ]
        let ids = UnsafeBufferPointer(start: facts.margin_guide_ids, count: facts.margin_guide_ids_size)
            .split(separator: 0, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return SVGWellFormedness(
            rootName: rootName, rootNamespace: facts.root_namespace.map { String(cString: $0) },
            textElements: textBits.filter { facts.text_elements & $0.0 != 0 }.map(\.1), marginGuideIDs: ids,
            hasTemplateGroups: facts.has_template_groups != 0)
    }

    /// Refuses text whose bytes the mirror could not edit as they are.
    ///
    /// `XMLRootScanner` finds the root's tags by their ASCII bytes and the mirror inserts an
    /// ASCII group, which is right only when every byte below 0x80 is the ASCII character it
    /// looks like: so in UTF-8 and ISO-8859-1, but not in every encoding libxml2 can read
    /// (UTF-16, ISO-2022-JP, …). So the text must be UTF-8 (or ASCII, which is), unless it
    /// declares ISO-8859-1; any other declared encoding is refused, as SVG editors write UTF-8.
    /// Bytes that are not UTF-8 are reported at the first of them, in words that say so, before
    /// any parse. (First found by `Scripts/fuzz`, when such bytes made Foundation's `XMLParser`,
    /// which did the parse then, trap.)
    static func checkEncoding(_ bytes: [UInt8]) throws(CodecError) {
        let declared = declaredEncoding(bytes)
        switch declared?.uppercased() {
        case nil, "UTF-8", "UTF8", "US-ASCII", "ASCII": break
        case "ISO-8859-1", "ISO_8859-1", "LATIN1", "ISO-LATIN-1": return
        case _?:
            throw .unsupportedFeature(.svg, detail: "text in the encoding \(declared ?? ""); save the SVG as UTF-8")
        }
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                let before = bytes[..<offset]
                let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
                throw .malformedXML(
                    line: before.count(where: { $0 == 0x0A }) + 1, column: offset - lineStart + 1,
                    message: "bytes that are not UTF-8, and the XML declaration names no other encoding")
            }
        }
    }

    /// The `encoding` an XML declaration at the very start names, as written.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = bytes[start...].prefix(256).firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let match = declaration.firstMatch(of: /encoding\s*=\s*(?:"([^"]*)"|'([^']*)')/) else { return nil }
        return String(match.1 ?? match.2 ?? "")
    }

    /// libxml2's error codes (`xmlParserErrors` in `libxml/xmlerror.h`), in words.
    static func message(forCode code: Int) -> String {
        switch code {
        case 2: "memory ran out while reading the XML"
        case 4: "the document has no root element"
        case 5, 86: "content after the root element's end tag"
        case 6, 7, 8: "an invalid character reference"
        case 9: "a character that XML does not allow"
        case 23: "an entity reference without its closing ';'"
        case 26, 27: "a reference to an undeclared entity"
        case 31, 32: "an encoding that cannot be read"
        case 38: "a '<' inside an attribute value"
        case 39: "an attribute value without quotes"
        case 40: "an attribute value whose closing quote is missing"
        case 41: "an attribute without a value"
        case 42: "the same attribute twice on one element"
        case 45: "a comment that is not closed"
        case 47: "a processing instruction that is not closed"
        case 61: "a DOCTYPE that is not closed"
        case 63: "a CDATA section that is not closed"
        case 68: "a name was expected"
        case 73: "'>' was expected"
        case 76: "an end tag that does not match its start tag"
        case 77: "an element that is not closed before the document ends"
        case 80: "'--' inside a comment"
        case 85: "elements that are not properly nested"
        case 89: "an entity that refers to itself"
        case 201: "a namespace prefix that is not declared"
        default: "not well-formed XML (libxml2 error \(code))"
        }
    }
}
