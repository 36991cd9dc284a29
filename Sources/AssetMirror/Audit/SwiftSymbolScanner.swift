#if Audit
import SwiftOperators
import SwiftParser
import SwiftSyntax
#endif

/// Finds, in Swift source parsed by swift-syntax, every string literal that is a left/right
/// interface symbol name, and every conditional that mirrors such a name by hand.
///
/// Operators are folded with the standard precedence table, so `a == .rightToLeft ? "x" : "y"`
/// is one ternary whatever its line breaks. A literal counts when it has no interpolation (raw
/// and multi-line literals count); it is at a known API when it is the argument of one of
/// ``labels`` in a call, directly or as a branch of `?:`, the right side
/// of `??`, or in parentheses. Literals inside a conditional that mirrors them are the
/// conditional's, not findings of their own.
enum SwiftSymbolScanner {
    /// Argument labels whose argument is a system symbol name: `Image(systemName:)`,
    /// `UIImage(systemName:withConfiguration:)`, `NSImage(systemSymbolName:accessibilityDescription:)`,
    /// `Label(_:systemImage:)`. Matching on the label rather than the type also finds `Tab`,
    /// `ContentUnavailableView`, `UIApplicationShortcutIcon` and an app's own
    /// `Item(title:systemImage:)`.
    static let labels: Set<String> = ["systemName", "systemImage", "systemSymbolName", "systemImageName"]

    /// Whether this build reads Swift: the package trait `Audit` (swift-syntax), on by default.
    /// This file and its `Visitor` are the trait's one seam; without it, ``scan(_:table:)``
    /// finds nothing and `audit` refuses to run (``SymbolAudit/readsSwift``).
    #if Audit
    static let isBuilt = true
    #else
    static let isBuilt = false
    #endif

    /// Whether `name` is a left/right interface name with a direction-aware alternative.
    static func isMirrorable(_ name: String, in table: SymbolDirectionTable) -> Bool {
        guard let row = table.row(named: name) else { return false }
        return row.family == .interface && (row.kind == .swapPair || row.kind == .noCounterpart)
            && row.directionAware != nil
    }

    /// Whether `counterpart` is the mirror image of `name` and both are mirrorable.
    static func areCounterparts(_ name: String, _ counterpart: String, in table: SymbolDirectionTable) -> Bool {
        isMirrorable(name, in: table) && isMirrorable(counterpart, in: table)
            && table.row(named: name)?.counterpart == counterpart
    }
}

#if Audit
extension SwiftSymbolScanner {
    static func uses(in source: String, table: SymbolDirectionTable) -> [SymbolUse] {
        scan(source, table: table).uses
    }

    /// The uses in `source`, and the properties it defines from the layout direction.
    static func scan(_ source: String, table: SymbolDirectionTable) -> (
        uses: [SymbolUse], definitions: [String: LayoutDirectionCondition.Definition?]
    ) {
        let tree = OperatorTable.standardOperators.foldAll(Parser.parse(source: source)) { _ in }
        let visitor = Visitor(table: table)
        visitor.walk(tree)
        return (visitor.uses(), visitor.definitions)
    }

    /// The names and operators of `node`, for ``LayoutDirectionCondition``.
    static func words(of node: some SyntaxProtocol) -> [LayoutDirectionCondition.Word] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            switch token.tokenKind {
            case .identifier(let name): .name(name)
            case .keyword(.true): .name("true")
            case .keyword(.false): .name("false")
            case .keyword(.self), .keyword(.Self), .keyword(.super): .name(token.text)
            case .binaryOperator(let text), .prefixOperator(let text): .operator(text)
            case .leftParen: .punctuation("(")
            case .rightParen: .punctuation(")")
            case .leftSquare: .punctuation("[")
            case .rightSquare: .punctuation("]")
            case .colon: .punctuation(":")
            // Parts of a chain: `a.b`, `a?.b`, `a!.b`, `a?`.
            case .period, .postfixQuestionMark, .exclamationMark, .postfixOperator, .infixQuestionMark: nil
            default: .punctuation(token.text)
            }
        }
    }

    /// The label of the system image API `node` is the argument of, or nil.
    static func knownAPILabel(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let ternary = parent.as(TernaryExprSyntax.self), current.id != ternary.condition.id {
                current = parent
            } else if let infix = parent.as(InfixOperatorExprSyntax.self),
                infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                current.id == infix.rightOperand.id
            {
                current = parent
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                let call = argument.parent?.parent
                if let label = argument.label?.text {
                    let isCall =
                        call?.is(FunctionCallExprSyntax.self) == true || call?.is(MacroExpansionExprSyntax.self) == true
                        || call?.is(SubscriptCallExprSyntax.self) == true
                    return isCall && labels.contains(label) ? label : nil
                }
                guard let tuple = call?.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return nil }
                current = Syntax(tuple)
            } else {
                return nil
            }
        }
        return nil
    }

    /// The value of `expression` when it is a plain string literal, perhaps in parentheses.
    static func literal(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return literal(only.expression)
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.representedLiteralValue != nil else {
            return nil
        }
        return literal
    }
}
#else
extension SwiftSymbolScanner {
    /// Nothing: this build has no Swift parser.
    static func scan(_ source: String, table: SymbolDirectionTable) -> (
        uses: [SymbolUse], definitions: [String: LayoutDirectionCondition.Definition?]
    ) { ([], [:]) }
}
#endif
