/// Counts the attributes of each start tag of an XML document by its bytes, in one linear pass,
/// so that a tag with more than ``DecodeLimits/maxSVGAttributes`` is refused before libxml2
/// reads it: libxml2 (2.9) checks each attribute of a tag against every one before it, so its
/// time grows with the square of their number (400,000 attributes took 40 s).
///
/// Not a parser: an attribute is an `=` outside quotes in a start tag. Comments, CDATA sections
/// and processing instructions are stepped over. A markup declaration (`<!DOCTYPE …>`, with
/// its internal subset) is counted as one tag, each `=` and each quoted literal in it as an
/// attribute: an entity's replacement text may hold start tags, and an attribute-list
/// declaration adds defaulted attributes, which libxml2 checks in the same pairwise way.
/// A document that is not well-formed may be counted wrongly; libxml2 then reports it.
enum XMLAttributeCounter {
    /// The first tag with more than `limit` attributes: its name (`DOCTYPE` for a declaration)
    /// and 1-based line, or `nil` when there is none.
    static func firstTag(in bytes: [UInt8], withMoreThan limit: Int) -> (name: String, line: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var scan = Scan(bytes: buffer)
            while let start = scan.next(UInt8(ascii: "<")) {
                scan.position = start + 1
                let count: Int
                if scan.skipIfAt("!--", past: "-->") || scan.skipIfAt("![CDATA[", past: "]]>")
                    || scan.skipIfAt("?", past: "?>") || scan.skipIfAt("/", past: ">")
                {
                    continue
                } else if scan.at("!") {
                    count = scan.countDeclaration()
                } else {
                    count = scan.countStartTag()
                }
                if count > limit {
                    let name = scan.name(at: start + 1)
                    let line = buffer[..<start].count(where: { $0 == 0x0A }) + 1
                    return (name, line)
                }
            }
            return nil
        }
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        static let equals = UInt8(ascii: "="), greater = UInt8(ascii: ">")
        static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")

        /// The index of the next `byte` at or after ``position``.
        func next(_ byte: UInt8) -> Int? {
            var index = position
            while index < bytes.count {
                if bytes[index] == byte { return index }
                index += 1
            }
            return nil
        }

        func at(_ text: String) -> Bool {
            var index = position
            for byte in text.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        /// When the bytes at ``position`` are `opener`, moves past the next `terminator` (or to
        /// the end) and returns true.
        mutating func skipIfAt(_ opener: String, past terminator: String) -> Bool {
            guard at(opener) else { return false }
            position += opener.utf8.count
            while position < bytes.count && !at(terminator) { position += 1 }
            position = min(bytes.count, position + terminator.utf8.count)
            return true
        }

        /// Attributes of the start tag whose name is at ``position``, which moves past its `>`.
        mutating func countStartTag() -> Int {
            var count = 0
            var quote: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == Self.quote || byte == Self.apostrophe {
                    quote = byte
                } else if byte == Self.equals {
                    count += 1
                } else if byte == Self.greater {
                    break
                }
            }
            return count
        }

        /// `=` signs and quoted literals of the declaration after `<`, its internal subset
        /// (`[…]`) included, which moves past its `>`.
        mutating func countDeclaration() -> Int {
            var count = 0
            var quote: UInt8?
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if let open = quote {
                    if byte == Self.equals { count += 1 }
                    if byte == open { quote = nil }
                } else if byte == Self.quote || byte == Self.apostrophe {
                    quote = byte
                    count += 1
                } else if byte == Self.equals {
                    count += 1
                } else if byte == UInt8(ascii: "<") && skipIfAt("!--", past: "-->") {
                    continue
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                } else if byte == Self.greater {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            return count
        }

        /// The name that starts at `index`, for a message.
        func name(at index: Int) -> String {
            var end = index
            while end < bytes.count && end - index < 64 {
                let byte = bytes[end]
                if byte <= 0x20 || byte == Self.greater || byte == UInt8(ascii: "/") || byte == Self.equals { break }
                end += 1
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            return name.hasPrefix("!") ? String(name.dropFirst()) : name
        }
    }
}
