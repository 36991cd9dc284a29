import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a full XML parse of an SVG says: whether it is well-formed, and the few facts about its
/// elements that a mirror needs.
///
/// Foundation's `XMLParser` (libxml2 underneath, on Linux and macOS) does the checking, with
/// external entities left unresolved. Its first error is the one reported, with its line and
/// column: on Linux it recovers from some errors (a mismatched end tag, content after the
/// root) and goes on, so its return value alone is not enough.
struct SVGWellFormedness {
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
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let collector = Collector()
        parser.delegate = collector
        let finished = parser.parse()
        if let error = collector.firstError {
            throw .malformedXML(line: error.line, column: error.column, message: message(forCode: error.code))
        }
        guard finished else {
            let code = (parser.parserError as NSError?)?.code ?? 1
            throw .malformedXML(line: parser.lineNumber, column: parser.columnNumber, message: message(forCode: code))
        }
        guard let rootName = collector.rootName else {
            throw .malformedXML(line: parser.lineNumber, column: parser.columnNumber, message: message(forCode: 4))
        }
        return SVGWellFormedness(
            rootName: rootName, rootNamespace: collector.rootNamespace,
            textElements: collector.textElements.sorted(), marginGuideIDs: collector.marginGuideIDs,
            hasTemplateGroups: collector.hasTemplateGroups)
    }

    /// Refuses text that Foundation's `XMLParser` could be handed as anything but UTF-8.
    ///
    /// libxml2 reports bytes that are not UTF-8, and an encoding it does not know, but goes on
    /// and hands names and comments containing such bytes to `XMLParser`, whose Linux
    /// implementation (swift-corelibs-foundation) then traps: one bad SVG would end the whole
    /// run. Found by `Scripts/fuzz`. So the text must be UTF-8 (or ASCII, which is), unless it
    /// declares ISO-8859-1, which libxml2 converts byte by byte and cannot fail on; any other
    /// declared encoding is refused, as SVG editors write UTF-8.
    static func checkEncoding(_ bytes: [UInt8]) throws(CodecError) {
        let declared = declaredEncoding(bytes)
        switch declared?.uppercased() {
        case nil, "UTF-8", "UTF8", "US-ASCII", "ASCII": break
        case "ISO-8859-1", "ISO_8859-1", "LATIN1", "ISO-LATIN-1": return
        case _?: throw .unsupportedFeature(.svg, detail: "text in the encoding \(declared ?? ""); save the SVG as UTF-8")
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

    /// libxml2's error codes (`xmlParserErrors`, which `XMLParser.ErrorCode` mirrors), in words.
    static func message(forCode code: Int) -> String {
        switch code {
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

/// libxml2 codes that are warnings, not well-formedness errors: an undeclared entity with
/// a DTD that may declare it, a catalog PI, an unknown version, odd `xml:lang`/`xml:space` values,
/// namespace URIs that are not absolute, a column overflow, an entity declared twice.
private let warningCodes: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

/// Gathers the parser's callbacks. Used by one parse on one thread.
private final class Collector: NSObject, XMLParserDelegate {
    var rootName: String?
    var rootNamespace: String?
    var textElements: Set<String> = []
    var marginGuideIDs: [String] = []
    var hasTemplateGroups = false
    var firstError: (code: Int, line: Int, column: Int)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if rootName == nil {
            rootName = elementName
            rootNamespace = namespaceURI.flatMap { $0.isEmpty ? nil : $0 }
        }
        if ["text", "tspan", "textPath"].contains(elementName) { textElements.insert(elementName) }
        if let id = attributes["id"] {
            if id.hasPrefix("left-margin") || id.hasPrefix("right-margin") { marginGuideIDs.append(id) }
            if elementName == "g" && (id == "Symbols" || id == "Guides") { hasTemplateGroups = true }
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        guard firstError == nil, !warningCodes.contains(code) else { return }
        firstError = (code, parser.lineNumber, parser.columnNumber)
    }
}
