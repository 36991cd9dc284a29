/// Finds the symbol names a Swift or Objective-C file asks the system for.
///
/// A name counts when it is a plain string literal in the argument that follows one of
/// ``labels`` (Swift) or ``selectorPieces`` (Objective-C), at that argument's own bracket level:
/// `Image(systemName: "x")`, `UIImage(systemName: "x", withConfiguration: c)`,
/// `NSImage(systemSymbolName: "x", accessibilityDescription: nil)`, `Label("t", systemImage: "x")`,
/// `Button("t", systemImage: "x") {}`, `[UIImage systemImageNamed:@"x"]`, and each branch of
/// `systemName: on ? "a" : "b"` or `systemName: name ?? "x"`. Matching on the label rather than
/// the type also finds `Tab`, `ContentUnavailableView`, `UIApplicationShortcutIcon` and an app's
/// own `Item(title:systemImage:)`. An argument with a lone `=` is a parameter's default value in
/// a declaration, not a call, and is skipped.
public enum SymbolReferenceScanner {
    /// Swift argument labels whose argument is a system symbol name.
    public static let labels: Set<String> = ["systemName", "systemImage", "systemSymbolName", "systemImageName"]
    /// Objective-C selector pieces whose argument is a system symbol name.
    public static let selectorPieces: Set<String> = [
        "systemImageNamed", "imageWithSystemSymbolName", "systemImageName",
    ]

    /// The references in `source`, in source order.
    public static func references(in source: String, language: SourceLanguage) -> [SymbolReference] {
        scan(source, language: language).references
    }

    /// The references in `source`, and where the lexer stopped at its nesting limit, if it did
    /// (the references are then those before it).
    static func scan(_ source: String, language: SourceLanguage) -> (
        references: [SymbolReference], nestingLimit: (line: Int, column: Int)?
    ) {
        let (tokens, nestingLimit) = SourceLexer.lex(source, language: language)
        return (references(in: tokens, language: language), nestingLimit)
    }

    private static func references(in tokens: [SourceToken], language: SourceLanguage) -> [SymbolReference] {
        let names = language == .swift ? labels : selectorPieces
        var references: [SymbolReference] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard case .identifier(let label) = tokens[index].kind, names.contains(label),
                tokens[index + 1].kind == .punctuation(":")
            else { continue }
            references += argument(after: index + 2, in: tokens, language: language).map {
                SymbolReference(name: $0.name, label: label, line: $0.line, column: $0.column)
            }
        }
        return references
    }

    /// The plain string literals of the argument starting at `start`, at its own bracket level.
    private static func argument(after start: Int, in tokens: [SourceToken], language: SourceLanguage)
        -> [(name: String, line: Int, column: Int)]
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
            case .operator("="):
                if depth == 0 { return [] }
            case .identifier:
                // The next Objective-C selector piece (`accessibilityDescription:`) ends the argument.
                if depth == 0, language == .objectiveC, index + 1 < tokens.count,
                    tokens[index + 1].kind == .punctuation(":"), index > start
                {
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
