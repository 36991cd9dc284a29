#if Audit
import SwiftSyntax

extension SwiftSymbolScanner {
    /// Walks one file: collects mirrorable literals, and conditionals whose branches are
    /// counterparts; the literals a conditional owns are dropped at the end.
    final class Visitor: SyntaxVisitor {
        let table: SymbolDirectionTable
        private var literals: [(node: StringLiteralExprSyntax, name: String)] = []
        private var conditionals: [SymbolUse] = []
        /// UTF-8 offsets of the literals that belong to a conditional in `conditionals`.
        private var owned: Set<Int> = []
        /// Every property and parameter defined, by name: what its definition proves about the
        /// layout direction, nil when nothing (`let isRTL: Bool`, `func f(direction: Swipe)`) or
        /// when the name is defined two ways.
        private(set) var definitions: [String: LayoutDirectionCondition.Definition?] = [:]

        private func define(_ name: String, _ definition: LayoutDirectionCondition.Definition?) {
            if let known = definitions[name] {
                if known != definition { definitions[name] = .some(nil) }
            } else {
                definitions[name] = .some(definition)
            }
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            define((node.secondName ?? node.firstName).text, nil)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            define(node.name.text, nil)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            define((node.secondName ?? node.firstName).text, nil)
            return .visitChildren
        }

        init(table: SymbolDirectionTable) {
            self.table = table
            super.init(viewMode: .sourceAccurate)
        }

        func uses() -> [SymbolUse] {
            let single = literals.filter { !owned.contains($0.node.positionAfterSkippingLeadingTrivia.utf8Offset) }
                .map { literal in
                    let label = knownAPILabel(of: literal.node)
                    return SymbolUse(
                        kind: .literal(name: literal.name, label: label),
                        start: literal.node.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: literal.node.endPositionBeforeTrailingTrivia.utf8Offset, isRewritable: label != nil,
                        quote: "\"", argumentLabel: literal.node.parent?.as(LabeledExprSyntax.self)?.label?.text)
                }
            return (single + conditionals).sorted { $0.start < $1.start }
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard let value = node.representedLiteralValue else { return .visitChildren }
            if isMirrorable(value, in: table) { literals.append((node, value)) }
            return .skipChildren
        }

        /// `var isRTL: Bool { layoutDirection == .rightToLeft }`, `let direction = view.layoutDirection`:
        /// one binding whose value, or whose getter's one expression, proves what the property holds.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return .visitChildren
            }
            var value: ExprSyntax? = node.initializer?.value
            if case .getter(let body)? = node.accessorBlock?.accessors, body.count == 1 {
                switch body.first!.item {
                case .expr(let expression): value = expression
                case .stmt(let statement): value = statement.as(ReturnStmtSyntax.self)?.expression
                default: break
                }
            }
            guard let value else {
                define(name, nil)
                return .visitChildren
            }
            let condition = LayoutDirectionCondition(words: words(of: value))
            if let definition = condition.definition {
                define(name, definition)
            } else if condition.proof == .knownAPI, let sense = condition.isTrueInRightToLeft {
                define(name, .flag(trueInRightToLeft: sense))
            } else {
                define(name, nil)
            }
            return .visitChildren
        }

        override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
            guard let first = literal(node.thenExpression), let second = literal(node.elseExpression),
                let firstName = first.representedLiteralValue, let secondName = second.representedLiteralValue,
                areCounterparts(firstName, secondName, in: table)
            else { return .visitChildren }
            let condition = LayoutDirectionCondition(words: words(of: node.condition))
            let isTrueInRightToLeft = condition.readsDirection ? condition.isTrueInRightToLeft : nil
            addConditional(
                .conditional(
                    form: .ternary, names: [firstName], counterparts: [secondName],
                    namesAreLeftToRight: isTrueInRightToLeft.map { !$0 }, readsDirection: condition.readsDirection,
                    label: knownAPILabel(of: node)),
                node: node, owning: [first, second], isRewritable: condition.readsDirection, proof: condition.proof)
            return .visitChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.conditions.count == 1, case .expression(let expression) = node.conditions.first!.condition,
                case .codeBlock(let elseBlock)? = node.elseBody
            else { return .visitChildren }
            let condition = LayoutDirectionCondition(words: words(of: expression))
            guard condition.readsDirection else { return .visitChildren }
            let body = mirrorableLiterals(in: node.body)
            let other = mirrorableLiterals(in: elseBlock)
            guard pair(body.map(\.name), other.map(\.name)) else { return .visitChildren }
            addConditional(
                .conditional(
                    form: .ifElse, names: body.map(\.name), counterparts: other.map(\.name),
                    namesAreLeftToRight: condition.isTrueInRightToLeft.map { !$0 }, readsDirection: true, label: nil),
                node: node, owning: body.map(\.node) + other.map(\.node), isRewritable: false)
            return .visitChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            let subject = LayoutDirectionCondition(words: words(of: node.subject))
            guard subject.readsDirection else { return .visitChildren }
            var groups: [LanguageDirection?: [[(node: StringLiteralExprSyntax, name: String)]]] = [:]
            for element in node.cases {
                guard case .switchCase(let switchCase) = element else { return .visitChildren }
                let found = mirrorableLiterals(in: switchCase.statements)
                switch switchCase.label {
                case .default:
                    groups[nil, default: []].append(found)
                case .case(let label):
                    guard let side = side(of: label, subject: subject) else { return .visitChildren }
                    groups[side, default: []].append(found)
                }
            }
            // `default` is the side no case names; beside both it must repeat one of them.
            let defaults = groups.removeValue(forKey: nil) ?? []
            for found in defaults {
                if groups[.leftToRight] == nil {
                    groups[.leftToRight] = [found]
                } else if groups[.rightToLeft] == nil {
                    groups[.rightToLeft] = [found]
                } else if let match = [LanguageDirection.leftToRight, .rightToLeft].first(where: {
                    groups[$0]![0].map(\.name) == found.map(\.name)
                }) {
                    groups[match]!.append(found)
                } else {
                    return .visitChildren
                }
            }
            guard let leftToRight = groups[.leftToRight], let rightToLeft = groups[.rightToLeft],
                Set(leftToRight.map { $0.map(\.name) }).count == 1, Set(rightToLeft.map { $0.map(\.name) }).count == 1,
                pair(leftToRight[0].map(\.name), rightToLeft[0].map(\.name))
            else { return .visitChildren }
            addConditional(
                .conditional(
                    form: .switch, names: leftToRight[0].map(\.name), counterparts: rightToLeft[0].map(\.name),
                    namesAreLeftToRight: true, readsDirection: true, label: nil),
                node: node, owning: (leftToRight + rightToLeft).flatMap { $0.map(\.node) }, isRewritable: false)
            return .visitChildren
        }

        /// The side a `case` stands for: `.rightToLeft`, `.forceLeftToRight`, or `true`/`false`
        /// for a Boolean subject whose polarity is known.
        private func side(of label: SwitchCaseLabelSyntax, subject: LayoutDirectionCondition) -> LanguageDirection? {
            var sides: Set<LanguageDirection> = []
            for word in words(of: label.caseItems) {
                guard case .name(let name) = word else { continue }
                if let side = LayoutDirectionCondition.side(named: name) {
                    sides.insert(side)
                } else if name == "true" || name == "false", let isTrueInRightToLeft = subject.isTrueInRightToLeft {
                    sides.insert((name == "true") == isTrueInRightToLeft ? .rightToLeft : .leftToRight)
                }
            }
            return sides.count == 1 ? sides.first : nil
        }

        /// Whether two branches give pairwise counterpart names, at least one each.
        private func pair(_ names: [String], _ others: [String]) -> Bool {
            !names.isEmpty && names.count == others.count
                && zip(names, others).allSatisfy { areCounterparts($0, $1, in: table) }
        }

        private func addConditional(
            _ kind: SymbolUse.Kind, node: some SyntaxProtocol, owning literals: [StringLiteralExprSyntax],
            isRewritable: Bool, proof: LayoutDirectionCondition.Proof = .none
        ) {
            let offsets = literals.map(\.positionAfterSkippingLeadingTrivia.utf8Offset)
            // A conditional inside another one's branch belongs to the outer one.
            guard !offsets.contains(where: owned.contains) else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            conditionals.append(
                SymbolUse(
                    kind: kind, start: start, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                    isRewritable: isRewritable, quote: "\"", proof: proof))
            owned.formUnion(offsets)
        }

        private func mirrorableLiterals(in node: some SyntaxProtocol) -> [(node: StringLiteralExprSyntax, name: String)]
        {
            let collector = Visitor(table: table)
            collector.walk(node)
            return collector.literals
        }
    }
}
#endif
