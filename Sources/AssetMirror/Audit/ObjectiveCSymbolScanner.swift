/// Finds, in Objective-C source cut by ``SourceLexer``, every string literal that is a left/right
/// interface symbol name, and every `cond ? @"a" : @"b"` or `if (cond) … else …` whose branches
/// are counterparts.
///
/// A literal is at a known API when ``SymbolReferenceScanner`` finds it after one of its selector
/// pieces. A ternary's condition runs back to the nearest unbalanced bracket, `,`, `;`, `=`, `:`
/// or `return`; an `if`'s branches are a `{ … }` block or one statement each.
enum ObjectiveCSymbolScanner {
    static func uses(in source: String, lines: SourceLineTable, table: SymbolDirectionTable) -> [SymbolUse] {
        let tokens = SourceLexer.tokens(of: source, language: .objectiveC)
        var labels: [Int: String] = [:]
        for reference in SymbolReferenceScanner.references(in: source) {
            if let offset = lines.offset(line: reference.line, column: reference.column) {
                labels[offset] = reference.label
            }
        }
        let scanner = Scan(tokens: tokens, lines: lines, table: table, labels: labels)
        return scanner.uses()
    }

    private struct Scan {
        let tokens: [SourceToken]
        let lines: SourceLineTable
        let table: SymbolDirectionTable
        let labels: [Int: String]

        func uses() -> [SymbolUse] {
            var uses: [SymbolUse] = []
            var owned: Set<Int> = []
            for index in tokens.indices {
                let found = ternary(at: index) ?? ifElse(at: index)
                guard let (use, literals) = found, !literals.contains(where: owned.contains) else { continue }
                uses.append(use)
                owned.formUnion(literals)
            }
            for index in tokens.indices where !owned.contains(index) {
                guard let name = mirrorableName(at: index), let start = offset(of: index) else { continue }
                let end = literalEnd(at: index)
                uses.append(
                    SymbolUse(
                        kind: .literal(name: name, label: labels[start]), start: start, end: end ?? start + 1,
                        isRewritable: labels[start] != nil && end != nil, quote: quote(at: index)))
            }
            return uses.sorted { $0.start < $1.start }
        }

        private func mirrorableName(at index: Int) -> String? {
            guard index < tokens.count, case .string(let value?) = tokens[index].kind,
                SwiftSymbolScanner.isMirrorable(value, in: table)
            else { return nil }
            return value
        }

        private func offset(of index: Int) -> Int? {
            lines.offset(line: tokens[index].line, column: tokens[index].column)
        }

        private func quote(at index: Int) -> String {
            offset(of: index).map { lines.hasText("@", at: $0) } == true ? "@\"" : "\""
        }

        /// The offset just past the literal at `index`, when it is written plainly (`@"name"`).
        private func literalEnd(at index: Int) -> Int? {
            guard case .string(let value?) = tokens[index].kind, let start = offset(of: index) else { return nil }
            let text = quote(at: index) + value + "\""
            return lines.hasText(text, at: start) ? start + text.utf8.count : nil
        }

        /// `cond ? @"a" : @"b"` with the `?` at `index`, when `a` and `b` are counterparts.
        private func ternary(at index: Int) -> (SymbolUse, [Int])? {
            guard tokens[index].kind == .operator("?"), let first = mirrorableName(at: index + 1),
                index + 3 < tokens.count, tokens[index + 2].kind == .punctuation(":"),
                let second = mirrorableName(at: index + 3),
                SwiftSymbolScanner.areCounterparts(first, second, in: table),
                endsExpression(at: index + 4)
            else { return nil }
            let conditionStart = startOfCondition(before: index)
            guard conditionStart < index, let start = offset(of: conditionStart),
                let literalStart = offset(of: index + 1)
            else { return nil }
            let condition = LayoutDirectionCondition(words: words(conditionStart..<index))
            let end = literalEnd(at: index + 3)
            let use = SymbolUse(
                kind: .conditional(
                    form: .ternary, names: [first], counterparts: [second],
                    namesAreLeftToRight: condition.readsDirection ? condition.isTrueInRightToLeft.map { !$0 } : nil,
                    readsDirection: condition.readsDirection, label: labels[literalStart]),
                start: start, end: end ?? start + 1, isRewritable: condition.readsDirection && end != nil,
                quote: quote(at: index + 1),
                // Objective-C definitions are not read, and a parameter or local named `isRTL`
                // would hide any Swift property of that name: only a known API proves.
                proof: condition.proof == .knownAPI ? .knownAPI : .none)
            return (use, [index + 1, index + 3])
        }

        /// `if (cond) … else …` with the `if` at `index`, when `cond` reads the layout direction
        /// and the two branches give counterpart names.
        private func ifElse(at index: Int) -> (SymbolUse, [Int])? {
            guard tokens[index].kind == .identifier("if"), index + 1 < tokens.count,
                tokens[index + 1].kind == .punctuation("("), let close = matching(index + 1),
                let body = statement(after: close), body.upperBound < tokens.count,
                tokens[body.upperBound].kind == .identifier("else"), body.upperBound + 1 < tokens.count,
                tokens[body.upperBound + 1].kind != .identifier("if"),
                let other = statement(after: body.upperBound), let start = offset(of: index)
            else { return nil }
            let condition = LayoutDirectionCondition(words: words(index + 2..<close))
            let names = body.compactMap { mirrorableName(at: $0) == nil ? nil : $0 }
            let others = other.compactMap { mirrorableName(at: $0) == nil ? nil : $0 }
            guard condition.readsDirection, !names.isEmpty, names.count == others.count,
                zip(names, others).allSatisfy({
                    SwiftSymbolScanner.areCounterparts(mirrorableName(at: $0)!, mirrorableName(at: $1)!, in: table)
                })
            else { return nil }
            let use = SymbolUse(
                kind: .conditional(
                    form: .ifElse, names: names.map { mirrorableName(at: $0)! },
                    counterparts: others.map { mirrorableName(at: $0)! },
                    namesAreLeftToRight: condition.isTrueInRightToLeft.map { !$0 }, readsDirection: true, label: nil),
                start: start, end: offset(of: other.upperBound - 1).map { $0 + 1 } ?? start + 1, isRewritable: false,
                quote: "@\"")
            return (use, names + others)
        }

        /// The token range of the statement after `index`: a `{ … }` block, or up to its `;`.
        private func statement(after index: Int) -> Range<Int>? {
            let first = index + 1
            guard first < tokens.count else { return nil }
            if tokens[first].kind == .punctuation("{") {
                return matching(first).map { first..<($0 + 1) }
            }
            var depth = 0
            for position in first..<tokens.count {
                switch tokens[position].kind {
                case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
                case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                    depth -= 1
                    if depth < 0 { return nil }
                case .punctuation(";") where depth == 0: return first..<(position + 1)
                default: break
                }
            }
            return nil
        }

        /// The index of the bracket that closes the one at `index`.
        private func matching(_ index: Int) -> Int? {
            var depth = 0
            for position in index..<tokens.count {
                switch tokens[position].kind {
                case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
                case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                    depth -= 1
                    if depth == 0 { return position }
                default: break
                }
            }
            return nil
        }

        /// The first token of the condition of the `?` at `index`.
        private func startOfCondition(before index: Int) -> Int {
            var depth = 0
            var position = index - 1
            while position >= 0 {
                switch tokens[position].kind {
                case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth += 1
                case .punctuation("("), .punctuation("["), .punctuation("{"):
                    if depth == 0 { return position + 1 }
                    depth -= 1
                case .punctuation(","), .punctuation(";"), .punctuation(":"), .operator("="), .identifier("return"):
                    if depth == 0 { return position + 1 }
                default: break
                }
                position -= 1
            }
            return 0
        }

        /// Whether the expression ends before `index`: nothing follows, or a closing bracket,
        /// `,`, `;`, or the next selector piece.
        private func endsExpression(at index: Int) -> Bool {
            guard index < tokens.count else { return true }
            switch tokens[index].kind {
            case .punctuation(")"), .punctuation("]"), .punctuation("}"), .punctuation(","), .punctuation(";"):
                return true
            case .identifier:
                return index + 1 < tokens.count && tokens[index + 1].kind == .punctuation(":")
            default:
                return false
            }
        }

        private func words(_ range: Range<Int>) -> [LayoutDirectionCondition.Word] {
            tokens[range].compactMap { token in
                switch token.kind {
                case .identifier(let name): .name(name)
                case .operator(let text): .operator(text)
                case .punctuation(let character): .punctuation(String(character))
                default: .punctuation("")
                }
            }
        }
    }
}
