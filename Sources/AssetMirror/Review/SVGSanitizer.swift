import Foundation

/// Makes an SVG from a catalog safe to put on a page: what draws stays, what runs or reaches
/// out goes.
///
/// A catalog may come from a pull request, and an SVG is a document that can run scripts and
/// load resources. Removed: `<script>`, `<foreignObject>`, `<iframe>`, `<embed>`, `<object>`,
/// `<handler>`, `<listener>` and the animation elements (`<set>`, `<animate…>`, which can rewrite
/// a link; Xcode draws none of them) with everything inside; every `on…` attribute; `href`,
/// `xlink:href` and `src` unless they point inside the file (`#id`) or hold an embedded PNG,
/// JPEG or GIF (`data:image/png…`); any other attribute, and any `<style>`, whose CSS would fetch
/// something else (`SVGSanitizer+References.swift` says exactly what); comments, processing
/// instructions and the document type declaration (whose entities could name outside files).
/// Namespace declarations (`xmlns="http://www.w3.org/2000/svg"`) are names, not references, and stay.
///
/// Works on the text, tag by tag, as XML writes it; input that is not UTF-8 or whose markup does
/// not close returns nil, and the page shows the file as not drawn.
public enum SVGSanitizer {
    static let droppedElements: Set<String> = [
        "script", "foreignobject", "iframe", "embed", "object", "handler", "listener", "set", "animate",
        "animatemotion", "animatetransform", "animatecolor", "discard",
    ]
    static let allowedDataPrefixes = ["data:image/png", "data:image/jpeg", "data:image/gif"]

    public static func sanitized(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var scanner = Scanner(text: Array(text.unicodeScalars))
        return scanner.run()
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var position = 0
        var output = String.UnicodeScalarView()
        /// Open elements that are being dropped, innermost last, by name; empty when copying.
        var dropping: [String] = []
        /// The open `<style>` whose text is being collected: its name, its kept attributes as
        /// written, and its text.
        var style: (name: String, attributes: String, text: String)?

        init(text: [Unicode.Scalar]) { self.text = text }

        mutating func run() -> String? {
            while position < text.count {
                if text[position] == "<" {
                    guard markup() else { return nil }
                } else {
                    emit(text[position])
                    position += 1
                }
            }
            guard dropping.isEmpty, style == nil else { return nil }
            return String(output)
        }

        mutating func emit(_ scalar: Unicode.Scalar) {
            guard dropping.isEmpty else { return }
            if style != nil { style?.text.unicodeScalars.append(scalar) } else { output.append(scalar) }
        }

        mutating func emit(_ string: String) {
            for scalar in string.unicodeScalars { emit(scalar) }
        }

        func starts(with prefix: String) -> Bool {
            var index = position
            for scalar in prefix.unicodeScalars {
                guard index < text.count, text[index] == scalar else { return false }
                index += 1
            }
            return true
        }

        /// The index just past `terminator` from the current position, or nil.
        func end(of terminator: String) -> Int? {
            let pattern = Array(terminator.unicodeScalars)
            var index = position
            while index + pattern.count <= text.count {
                if Array(text[index..<index + pattern.count]) == pattern { return index + pattern.count }
                index += 1
            }
            return nil
        }

        mutating func markup() -> Bool {
            if starts(with: "<!--") {
                guard let end = end(of: "-->") else { return false }
                position = end
            } else if starts(with: "<![CDATA[") {
                guard let end = end(of: "]]>") else { return false }
                for scalar in text[position..<end] { emit(scalar) }
                position = end
            } else if starts(with: "<!") {
                var depth = 0
                while position < text.count {
                    let scalar = text[position]
                    position += 1
                    if scalar == "[" {
                        depth += 1
                    } else if scalar == "]" {
                        depth -= 1
                    } else if scalar == ">", depth <= 0 {
                        return true
                    }
                }
                return false
            } else if starts(with: "<?") {
                guard let end = end(of: "?>") else { return false }
                position = end
            } else if starts(with: "</") {
                guard let end = end(of: ">") else { return false }
                let name = String(String.UnicodeScalarView(text[(position + 2)..<(end - 1)]))
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                position = end
                closeElement(name)
            } else {
                return openElement()
            }
            return true
        }

        mutating func closeElement(_ name: String) {
            if let last = dropping.last {
                if last == name { dropping.removeLast() }
                return
            }
            if let open = style, open.name == name {
                style = nil
                if !SVGSanitizer.referencesOutside(open.text) {
                    output.append(contentsOf: "<\(open.name)\(open.attributes)>".unicodeScalars)
                    output.append(contentsOf: open.text.unicodeScalars)
                    output.append(contentsOf: "</\(name)>".unicodeScalars)
                }
                return
            }
            emit("</\(name)>")
        }

        /// Reads `<name attr="value" …>` or `…/>`; false when it does not close.
        mutating func openElement() -> Bool {
            position += 1
            let name = readName()
            guard !name.isEmpty else { return false }
            var attributes: [(String, String)] = []
            var selfClosing = false
            while true {
                skipSpace()
                guard position < text.count else { return false }
                if text[position] == ">" {
                    position += 1
                    break
                }
                if text[position] == "/" {
                    guard position + 1 < text.count, text[position + 1] == ">" else { return false }
                    position += 2
                    selfClosing = true
                    break
                }
                let attribute = readName()
                skipSpace()
                guard !attribute.isEmpty, position < text.count, text[position] == "=" else { return false }
                position += 1
                skipSpace()
                guard position < text.count, text[position] == "\"" || text[position] == "'" else { return false }
                let quote = text[position]
                position += 1
                let start = position
                while position < text.count, text[position] != quote { position += 1 }
                guard position < text.count else { return false }
                attributes.append((attribute, String(String.UnicodeScalarView(text[start..<position]))))
                position += 1
            }
            let lower = name.split(separator: ":").last.map { $0.lowercased() } ?? ""
            if !dropping.isEmpty || SVGSanitizer.droppedElements.contains(lower) {
                if !selfClosing { dropping.append(name) }
                return true
            }
            let kept = attributes.filter { attribute, value in
                let attributeName = attribute.lowercased()
                if attributeName.hasPrefix("on") { return false }
                if attributeName.hasPrefix("xmlns") { return true }
                if SVGSanitizer.isLink(attribute) { return SVGSanitizer.keepsLink(value) }
                return !SVGSanitizer.referencesOutside(value)
            }
            if lower == "style", !selfClosing, style == nil {
                style = (name, kept.map(Self.attributeText).joined(), "")
                return true
            }
            emit("<" + name + kept.map(Self.attributeText).joined() + (selfClosing ? "/>" : ">"))
            return true
        }

        /// ` name="value"`; a value that was in single quotes may hold `"`, written as `&quot;`.
        static func attributeText(_ attribute: (String, String)) -> String {
            " \(attribute.0)=\"\(attribute.1.replacingOccurrences(of: "\"", with: "&quot;"))\""
        }

        mutating func readName() -> String {
            let start = position
            while position < text.count {
                let scalar = text[position]
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == ">" || scalar == "/"
                    || scalar == "=" || scalar == "<" || scalar == "\"" || scalar == "'"
                {
                    break
                }
                position += 1
            }
            return String(String.UnicodeScalarView(text[start..<position]))
        }

        mutating func skipSpace() {
            while position < text.count,
                text[position] == " " || text[position] == "\t" || text[position] == "\n" || text[position] == "\r"
            {
                position += 1
            }
        }
    }
}
