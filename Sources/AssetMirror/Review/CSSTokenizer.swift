/// CSS text split into tokens as a browser splits it (CSS Syntax Module Level 3, §4 "Tokenization"),
/// so that what the sanitiser judges is what the browser would read.
///
/// A check on the raw text is fooled by the forms CSS allows for one name: `@\69mport` is
/// `@import`, `u\72l(` is `url(`, a comment may sit anywhere between tokens. Only the tokens the
/// sanitiser judges are kept apart (at-keywords, functions, url tokens, strings, block brackets);
/// the others are ``CSSToken/other``. Names are unescaped; `url(` with an unquoted value is one
/// url token, `url("…")` a function followed by a string, exactly as the spec has it.
enum CSSToken: Equatable {
    case atKeyword(String)
    case function(String)
    case url(String)
    /// A `url(` whose value holds a quote, a parenthesis or a control: a browser drops it, and
    /// the sanitiser refuses it.
    case badURL
    case string(String)
    /// A string with a raw line break in it.
    case badString
    /// `(`, `[` or `{`.
    case open
    /// `)`, `]` or `}`.
    case close
    case other
}

struct CSSTokenizer {
    private let text: [Unicode.Scalar]
    private var position = 0

    init(_ css: String) {
        // §3.3 Preprocessing: CR LF, CR and FF are LF; NUL is U+FFFD.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(css.unicodeScalars.count)
        var previousCR = false
        for scalar in css.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousCR: continue
            case "\r", "\u{0C}": scalars.append("\n")
            case "\0": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        text = scalars
    }

    static func tokens(_ css: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(css)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < text.count ? text[position + offset] : nil
    }

    /// §4.3.1 Consume a token; nil at the end.
    mutating func next() -> CSSToken? {
        skipComments()
        guard let scalar = peek() else { return nil }
        switch scalar {
        case "\"", "'":
            position += 1
            return string(ending: scalar)
        case "(", "[", "{":
            position += 1
            return .open
        case ")", "]", "}":
            position += 1
            return .close
        case "@":
            position += 1
            if startsIdentifier(peek(), peek(1), peek(2)) { return .atKeyword(identifier()) }
            return .other
        case "#":
            position += 1
            if let next = peek(), isNameScalar(next) || isEscape(next, peek(1)) { _ = identifier() }
            return .other
        case "+", "-", ".", "0"..."9":
            if startsNumber() {
                numeric()
                return .other
            }
            if scalar == "-", startsIdentifier(scalar, peek(1), peek(2)) {
                return identifierLike()
            }
            position += 1
            return .other
        case "\\":
            if isEscape(scalar, peek(1)) { return identifierLike() }
            position += 1
            return .other
        default:
            if isNameStart(scalar) { return identifierLike() }
            position += 1
            return .other
        }
    }

    private mutating func skipComments() {
        while peek() == "/", peek(1) == "*" {
            position += 2
            while position < text.count, !(peek() == "*" && peek(1) == "/") { position += 1 }
            position = min(position + 2, text.count)
        }
    }

    /// §4.3.5 Consume a string token, after its opening quote.
    private mutating func string(ending: Unicode.Scalar) -> CSSToken {
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            if scalar == ending {
                position += 1
                return .string(String(value))
            }
            if scalar == "\n" { return .badString }
            position += 1
            if scalar == "\\" {
                guard let escaped = peek() else { continue }
                if escaped == "\n" {
                    position += 1
                } else {
                    value.append(escape())
                }
            } else {
                value.append(scalar)
            }
        }
        return .string(String(value))
    }

    /// §4.3.4 Consume an ident-like token: an identifier, a function or a url.
    private mutating func identifierLike() -> CSSToken {
        let name = identifier()
        guard peek() == "(" else { return .other }
        position += 1
        guard name.lowercased() == "url" else { return .function(name) }
        while let scalar = peek(), isSpace(scalar), let following = peek(1), isSpace(following) { position += 1 }
        let first = peek().flatMap { isSpace($0) ? peek(1) : $0 }
        if first == "\"" || first == "'" { return .function(name) }
        return url()
    }

    /// §4.3.6 Consume a url token, after `url(`.
    private mutating func url() -> CSSToken {
        var value = String.UnicodeScalarView()
        while let scalar = peek(), isSpace(scalar) { position += 1 }
        while let scalar = peek() {
            position += 1
            switch scalar {
            case ")": return .url(String(value))
            case "\n", "\t", " ":
                while let next = peek(), isSpace(next) { position += 1 }
                if peek() == nil || peek() == ")" {
                    if peek() == ")" { position += 1 }
                    return .url(String(value))
                }
                return badURL()
            case "\"", "'", "(": return badURL()
            case "\\":
                guard isEscape(scalar, peek()) else { return badURL() }
                value.append(escape())
            default:
                if isNonPrintable(scalar) { return badURL() }
                value.append(scalar)
            }
        }
        return .url(String(value))
    }

    /// §4.3.14 Consume the remnants of a bad url.
    private mutating func badURL() -> CSSToken {
        while let scalar = peek() {
            position += 1
            if scalar == ")" { break }
            if scalar == "\\", isEscape(scalar, peek()) { _ = escape() }
        }
        return .badURL
    }

    /// §4.3.11 Consume an ident sequence, escapes unescaped.
    private mutating func identifier() -> String {
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            if isNameScalar(scalar) {
                value.append(scalar)
                position += 1
            } else if isEscape(scalar, peek(1)) {
                position += 1
                value.append(escape())
            } else {
                break
            }
        }
        return String(value)
    }

    /// §4.3.7 Consume an escaped code point, after the backslash.
    private mutating func escape() -> Unicode.Scalar {
        guard let first = peek() else { return "\u{FFFD}" }
        guard first.properties.isASCIIHexDigit else {
            position += 1
            return first
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let scalar = peek(), scalar.properties.isASCIIHexDigit {
            value = value * 16 + UInt32(Int(String(scalar), radix: 16) ?? 0)
            digits += 1
            position += 1
        }
        if let scalar = peek(), isSpace(scalar) { position += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.12 Consume a number, then §4.3.3 its unit or `%`.
    private mutating func numeric() {
        if peek() == "+" || peek() == "-" { position += 1 }
        skipDigits()
        if peek() == ".", let digit = peek(1), isDigit(digit) {
            position += 1
            skipDigits()
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let digit = peek(1 + sign), isDigit(digit) {
                position += 1 + sign
                skipDigits()
            }
        }
        if startsIdentifier(peek(), peek(1), peek(2)) {
            _ = identifier()
        } else if peek() == "%" {
            position += 1
        }
    }

    private mutating func skipDigits() {
        while let scalar = peek(), isDigit(scalar) { position += 1 }
    }

    /// §4.3.10 Check if three code points would start a number.
    private func startsNumber() -> Bool {
        var offset = 0
        if peek() == "+" || peek() == "-" { offset = 1 }
        if let scalar = peek(offset), isDigit(scalar) { return true }
        if peek(offset) == ".", let scalar = peek(offset + 1), isDigit(scalar) { return true }
        return false
    }

    /// §4.3.9 Check if three code points would start an ident sequence.
    private func startsIdentifier(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?)
        -> Bool
    {
        guard let first else { return false }
        if first == "-" {
            guard let second else { return false }
            return isNameStart(second) || second == "-" || isEscape(second, third)
        }
        return isNameStart(first) || isEscape(first, second)
    }

    /// §4.3.8 Check if two code points are a valid escape.
    private func isEscape(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> Bool {
        first == "\\" && second != nil && second != "\n"
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" }

    private func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || isDigit(scalar) || scalar == "-"
    }

    private func isNonPrintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x08 || scalar.value == 0x0B || (0x0E...0x1F).contains(scalar.value) || scalar.value == 0x7F
    }
}
