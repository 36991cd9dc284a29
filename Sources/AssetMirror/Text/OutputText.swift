/// Makes text that came from a catalog, a source file or a config (names a pull request controls)
/// safe to print as lines of a CI log, one place for every command and every human-readable line.
///
/// A CI runner reads its job's output line by line: GitHub's runner runs any line that starts,
/// after white space, with `::` as a workflow command (`::error file=…::`, `::add-mask::`,
/// `::stop-commands::`), and still honours the legacy `##[command]` anywhere in a line; a
/// terminal showing the log obeys escape sequences (ESC, the 8-bit CSI U+009B). So in a line:
/// - C0 controls other than tab, DEL, C1 controls, U+2028/U+2029 and the bidirectional controls
///   (which can make a line read other than it is) are written as `\u{1B}`; a line feed as
///   `\n` and a carriage return as `\r`, so one value never becomes two lines;
/// - `##[` is written `##\[`;
/// - `::` at the start of a line, after any white space, is written `\::`.
///
/// The escapes are visible and readable back to the original. Formats with their own escaping
/// (JSON, XML, workflow commands, Markdown) use ``escape(_:)`` for the scalars alone.
public enum OutputText {
    /// `text` as one line: every line break in it escaped, safe at the start of a line.
    public static func line(_ text: String) -> String {
        guardLineStart(value(text))
    }

    /// `text`, made of lines the program wrote (`\n`-separated, with a trailing `\n` or not), each
    /// made safe as by ``line(_:)``. For text whose values were not escaped where they were put in,
    /// this still keeps every line from commanding the runner.
    public static func lines(_ text: String) -> String {
        // Split on scalars: `"\r\n"` is one Character, and a CRLF ending (CSV) is kept as it is.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            let crlf = scalars.last == "\r"
            return line(String(String.UnicodeScalarView(crlf ? scalars.dropLast() : scalars))) + (crlf ? "\r" : "")
        }.joined(separator: "\n")
    }

    /// `text` with every scalar that needs it escaped and `##[` broken, for a value put inside a
    /// line (not at its start).
    public static func value(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var hashes = 0
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                result += escaped
                hashes = 0
                continue
            }
            if scalar == "[" && hashes >= 2 { result += "\\" }
            hashes = scalar == "#" ? hashes + 1 : 0
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The visible escape for `scalar`, or nil when it may be written as itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: nil
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: nil
        }
    }

    /// A name read from the file system as its bytes: valid UTF-8 as text, each byte that is not
    /// as `\x{FF}`, then escaped as ``value(_:)``. So a Latin-1 name is shown as what it is rather
    /// than with U+FFFD, which names no file.
    public static func name(bytes: some Collection<UInt8>) -> String {
        var text = ""
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            var iterator = rest.makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                text.unicodeScalars.append(scalar)
                rest = rest.dropFirst(UTF8.width(scalar))
            } else {
                text += "\\x{" + String(rest.first!, radix: 16, uppercase: true) + "}"
                rest = rest.dropFirst()
            }
        }
        return value(text)
    }

    /// `line` with a leading `::` (after white space, as .NET's `TrimStart` counts it) escaped.
    private static func guardLineStart(_ line: String) -> String {
        var scalars = line.unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
        guard scalars.starts(with: "::".unicodeScalars) else { return line }
        var result = String(line.unicodeScalars[..<scalars.startIndex])
        result += "\\"
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}

extension OutputText {
    /// A JSON text (a document or JSON Lines) with every scalar ``escape(_:)`` would escape
    /// written as `\uXXXX`, and `##[` as `##\u005B`. Outside its strings JSON holds only ASCII
    /// punctuation, digits, letters and white space, so these can only be inside strings, where
    /// the escapes mean the same characters; the structural line breaks and tabs are kept.
    public static func json(_ text: String) -> String {
        // Most reports are printable ASCII with no `##[`: returned as they are, without decoding
        // every scalar (a direction table of 10,000 sets is most of a no-op `generate` otherwise).
        if isPlainASCII(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            if scalar == "[" && hashes >= 2 {
                result += "\\u005B"
            } else if scalar != "\n" && scalar != "\r" && escape(scalar) != nil {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` is printable ASCII, line breaks and tabs, without `##[`: nothing in it that
    /// ``json(_:)`` would escape.
    private static func isPlainASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var hashes = 0
            for byte in bytes {
                switch byte {
                case 0x20...0x7E, 0x09, 0x0A, 0x0D: break
                default: return false
                }
                if byte == UInt8(ascii: "[") && hashes >= 2 { return false }
                hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
            }
            return true
        }
    }
}
