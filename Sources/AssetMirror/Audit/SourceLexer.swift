/// Cuts Swift or Objective-C source into ``SourceToken``s, skipping comments and whitespace.
///
/// Enough of each language to never mistake a comment or the inside of a string for code, nor
/// code inside an interpolation for a string: `//` and `/* */` comments (nested in Swift),
/// `"…"` with escapes and `\(…)` interpolation, multi-line `"""…"""`, raw strings `#"…"#` and
/// `##"""…"""##` (with `\#(…)`), Objective-C `@"…"` and `'c'`. Lines end at `\n`, `\r\n` or
/// `\r`. Never fails: an unterminated string or comment ends at the end of its line or file.
///
/// Interpolations are lexed by recursion, one frame per level, so the depth is bounded
/// (``maximumNesting``): a file nesting deeper (12,000 levels fit in 60 KB) would overflow the
/// stack. At the limit lexing stops, and ``lex(_:language:)`` says where.
struct SourceLexer {
    /// Interpolations inside interpolations, at most; real code nests two or three.
    static let maximumNesting = 200
    /// Brackets and interpolations inside each other, at most, before a file is given to
    /// swift-syntax, whose parser recurses once per level, with time and memory growing with the
    /// square of the depth for interpolations. A deep SwiftUI body nests about 40.
    static let maximumDepth = 200
    /// Square brackets inside square brackets, at most: swift-syntax reads the first element of
    /// `[…]` twice (to tell an array from a dictionary), so nested array literals take twice the
    /// time per level (10 s at 30 levels). Real code nests arrays a few deep.
    static let maximumSquareDepth = 16
    private let scalars: [Unicode.Scalar]
    private let language: SourceLanguage
    private var index = 0
    private var line = 1
    private var column = 1
    private var tokens: [SourceToken] = []
    private var nesting = 0
    private var nestingLimit: (line: Int, column: Int)?
    /// Brackets of every kind open here, outside strings; with ``nesting``, the depth a parser
    /// would recurse to.
    private var openBrackets = 0
    /// Whether each bracket open is a `[`, innermost last, and how many are.
    private var openSquares: [Bool] = []
    private var squares = 0
    /// Where the depth first passed ``maximumDepth``.
    private var depthLimit: (line: Int, column: Int)?

    private init(_ text: String, language: SourceLanguage) {
        scalars = Array(text.unicodeScalars)
        self.language = language
    }

    /// The tokens of `text`, in order. Tokens inside an interpolation come right after the token
    /// of the string that holds them.
    static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
        lex(text, language: language).tokens
    }

    /// The tokens of `text`, and where lexing stopped at ``maximumNesting`` (the `\(` one level
    /// too deep), if it did; the tokens are then those before it.
    static func lex(_ text: String, language: SourceLanguage) -> (
        tokens: [SourceToken], nestingLimit: (line: Int, column: Int)?
    ) {
        let lexed = lexWithDepth(text, language: language)
        return (lexed.tokens, lexed.nestingLimit)
    }

    /// As ``lex(_:language:)``, and where brackets and interpolations first nest deeper than
    /// ``maximumDepth``, if they do.
    static func lexWithDepth(_ text: String, language: SourceLanguage) -> (
        tokens: [SourceToken], nestingLimit: (line: Int, column: Int)?, depthLimit: (line: Int, column: Int)?
    ) {
        var lexer = SourceLexer(text, language: language)
        lexer.lexCode(untilClosingParenthesis: false)
        return (lexer.tokens, lexer.nestingLimit, lexer.depthLimit)
    }

    /// Counts an opening or closing bracket, and notes where the depth first passes the limit.
    private mutating func countBracket(_ scalar: Unicode.Scalar, _ line: Int, _ column: Int) {
        switch scalar {
        case "(", "[", "{":
            openBrackets += 1
            openSquares.append(scalar == "[")
            if scalar == "[" { squares += 1 }
            if depthLimit == nil, openBrackets + nesting > Self.maximumDepth { depthLimit = (line, column) }
            if depthLimit == nil, scalar == "[", squares > Self.maximumSquareDepth { depthLimit = (line, column) }
        case ")", "]", "}":
            openBrackets = max(0, openBrackets - 1)
            if openSquares.popLast() == true { squares -= 1 }
        default: break
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Moves past one scalar, keeping line and column; `\r\n` counts as one line break.
    private mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static let operatorScalars: Set<Unicode.Scalar> = [
        "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "/",
    ]
    private static let punctuationScalars: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "@",
    ]

    /// Lexes code until the end of the text, or (inside an interpolation) until the `)` that
    /// closes it, which is consumed.
    private mutating func lexCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            let (startLine, startColumn) = (line, column)
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}":
                advance()
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n", next != "\r" { advance() }
            case "/" where peek(1) == "*":
                skipBlockComment()
            case "\"":
                lexString(hashes: 0, line: startLine, column: startColumn)
            case "#" where rawStringHashes() != nil:
                let hashes = rawStringHashes()!
                for _ in 0..<hashes { advance() }
                lexString(hashes: hashes, line: startLine, column: startColumn)
            case "@" where language == .objectiveC && peek(1) == "\"":
                advance()
                lexString(hashes: 0, line: startLine, column: startColumn)
            case "'" where language == .objectiveC:
                skipCharacterLiteral()
            case "`":
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    advance()
                }
                if peek() == "`" { advance() }
                emit(.identifier(name), startLine, startColumn)
            case _ where isIdentifierStart(scalar):
                var name = ""
                while let next = peek(), isIdentifierStart(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                emit(.identifier(name), startLine, startColumn)
            case _ where Self.operatorScalars.contains(scalar):
                var text = ""
                while let next = peek(), Self.operatorScalars.contains(next),
                    !(next == "/" && (peek(1) == "/" || peek(1) == "*"))
                {
                    text.unicodeScalars.append(next)
                    advance()
                }
                emit(.operator(text), startLine, startColumn)
            case _ where Self.punctuationScalars.contains(scalar):
                advance()
                if untilClosingParenthesis {
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                countBracket(scalar, startLine, startColumn)
                emit(.punctuation(Character(scalar)), startLine, startColumn)
            default:
                advance()
            }
        }
    }

    private mutating func emit(_ kind: SourceToken.Kind, _ line: Int, _ column: Int) {
        tokens.append(SourceToken(kind: kind, line: line, column: column))
    }

    /// The number of `#` before a `"` here (a Swift raw string), or nil.
    private func rawStringHashes() -> Int? {
        guard language == .swift else { return nil }
        var count = 0
        while peek(count) == "#" { count += 1 }
        return peek(count) == "\"" ? count : nil
    }

    /// `/* … */`, nested in Swift, not in Objective-C; an unterminated one runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if peek() == "/" && peek(1) == "*" {
                advance()
                advance()
                depth += language == .swift ? 1 : (depth == 0 ? 1 : 0)
            } else if peek() == "*" && peek(1) == "/" {
                advance()
                advance()
                depth -= 1
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// `'x'`, `'\''` in Objective-C: skipped, so that `'"'` does not open a string.
    private mutating func skipCharacterLiteral() {
        advance()
        while let scalar = peek(), scalar != "\n", scalar != "\r" {
            advance()
            if scalar == "\\" { if peek() != nil { advance() } } else if scalar == "'" { return }
        }
    }

    /// A string starting at its first `"` (any `#` and `@` already consumed). Emits the string
    /// token, then the tokens of any interpolation inside it.
    private mutating func lexString(hashes: Int, line startLine: Int, column startColumn: Int) {
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        let tokenIndex = tokens.count
        emit(.string(value: nil), startLine, startColumn)
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var value = ""
        var interpolated = false
        var terminated = false
        while let scalar = peek() {
            if !multiline && (scalar == "\n" || scalar == "\r") { break }
            if isClosingDelimiter(multiline: multiline, hashes: hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                terminated = true
                break
            }
            if scalar == "\\" && hashesFollowBackslash(hashes) {
                for _ in 0...hashes { advance() }
                guard let escaped = peek() else { break }
                if escaped == "(" {
                    guard nesting < Self.maximumNesting else {
                        nestingLimit = (line, column)
                        index = scalars.count
                        break
                    }
                    advance()
                    interpolated = true
                    nesting += 1
                    if depthLimit == nil, openBrackets + nesting > Self.maximumDepth { depthLimit = (line, column) }
                    lexCode(untilClosingParenthesis: true)
                    nesting -= 1
                    continue
                }
                advance()
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                case "u":
                    var hex = ""
                    if peek() == "{" {
                        advance()
                        while let digit = peek(), digit != "}", digit != "\n" {
                            hex.unicodeScalars.append(digit)
                            advance()
                        }
                        if peek() == "}" { advance() }
                    }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                        value.unicodeScalars.append(decoded)
                    }
                default: value.unicodeScalars.append(escaped)
                }
                continue
            }
            value.unicodeScalars.append(scalar)
            advance()
        }
        if terminated && !multiline && !interpolated {
            tokens[tokenIndex].kind = .string(value: value)
        }
    }

    /// Whether the `\` here is followed by exactly the raw string's `#`s, making it an escape.
    private func hashesFollowBackslash(_ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(1 + $0) == "#" }
    }

    private func isClosingDelimiter(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        guard (0..<quotes).allSatisfy({ peek($0) == "\"" }) else { return false }
        return (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
    }
}
