/// Finds the symbol names an Objective-C file asks the system for.
///
/// A name counts when it is a plain string literal in the argument that follows one of
/// ``selectorPieces``, at that argument's own bracket level, up to the next selector piece:
/// `[UIImage systemImageNamed:@"x"]`,
/// `[NSImage imageWithSystemSymbolName:@"x" accessibilityDescription:nil]`, and each branch of
/// `systemImageNamed:on ? @"a" : @"b"`. Swift files are read by ``SwiftSymbolScanner``, through
/// swift-syntax.
enum SymbolReferenceScanner {
    /// Objective-C selector pieces whose argument is a system symbol name.
    static let selectorPieces: Set<String> = [
        "systemImageNamed", "imageWithSystemSymbolName", "systemImageName",
    ]

    /// The references in `source`, in source order.
    static func references(in source: String) -> [SymbolReference] {
        let tokens = SourceLexer.tokens(of: source, language: .objectiveC)
        var references: [SymbolReference] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard case .identifier(let label) = tokens[index].kind, selectorPieces.contains(label),
                tokens[index + 1].kind == .punctuation(":")
            else { continue }
            references += argument(after: index + 2, in: tokens).map {
                SymbolReference(name: $0.name, label: label, line: $0.line, column: $0.column)
            }
        }
        return references
    }

    /// The plain string literals of the argument starting at `start`, at its own bracket level.
    private static func argument(after start: Int, in tokens: [SourceToken]) -> [(name: String, line: Int, column: Int)]
    {
        var found: [(name: String, line: Int, column: Int)] = []
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                if depth == 0 { return found }
                depth -= 1
            case .punctuation(","), .punctuation(";"):
                if depth == 0 { return found }
            case .identifier:
                // The next selector piece (`accessibilityDescription:`) ends the argument.
                if depth == 0, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(":"), index > start {
                    return found
                }
            case .string(let value):
                if depth == 0, let value { found.append((value, token.line, token.column)) }
            default:
                break
            }
            index += 1
        }
        return found
    }
}
