import CYaml

/// How much a YAML file may cost to read, judged on the YAML parser's own events before the file
/// is composed into nodes: its size, its aliases (`*name`, `<<: *name`), how deep it nests, and
/// how many nodes it holds once every alias is expanded.
///
/// Yams composes an alias as a copy of its anchor's node and hashes every mapping key whole to
/// find keys written twice, so a key that is an alias of lists of aliases costs time exponential
/// in the nesting (a 640-byte file took more than a minute), and composing recurses once per
/// level of nesting. Counting on the parser's events, not on the text, sees every alias however
/// it is quoted or written in flow style (`{"k":*a}`), as the composer will.
struct YAMLBudget: Sendable {
    var maximumBytes: Int
    var maximumAliases: Int
    var maximumDepth: Int
    /// Nodes (scalars, lists, mappings) counting an alias as a copy of all that its anchor holds.
    var maximumExpandedNodes: Int

    /// Where the file goes over the budget, and a sentence saying which limit, for the user.
    struct Exceeded: Error, Equatable {
        /// 1-based; nil for the file's size.
        var line: Int?
        var column: Int?
        var problem: String
    }

    /// Throws where `text` first goes over the budget; returns its expanded nodes otherwise.
    /// Text the parser cannot read is left to the composer, which says what is wrong with it.
    @discardableResult
    func check(_ text: String) throws(Exceeded) -> Int {
        let size = text.utf8.count
        guard size <= maximumBytes else {
            throw Exceeded(
                problem:
                    "the file is \(size) bytes; it is read only up to \(maximumBytes) bytes, so that reading it stays cheap")
        }
        var text = text
        var expanded = 0
        let exceeded: Exceeded? = text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var counter = Counter(budget: self)
            defer { expanded = counter.expanded }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let exceeded = counter.count(event) { return exceeded }
            }
        }
        if let exceeded { throw exceeded }
        return expanded
    }

    /// The expanded size of every anchor and of the collections still open.
    private struct Counter {
        let budget: YAMLBudget
        var aliases = 0
        var expanded = 0
        var anchorSizes: [String: Int] = [:]
        /// Each open collection: its anchor and the expanded size of what it holds so far.
        var open: [(anchor: String?, size: Int)] = []

        mutating func count(_ event: yaml_event_t) -> Exceeded? {
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                expanded += 1
                close(size: 1, anchor: Self.name(event.data.scalar.anchor))
            case YAML_ALIAS_EVENT:
                aliases += 1
                guard aliases <= budget.maximumAliases else {
                    return Exceeded(
                        line: line, column: column,
                        problem:
                            "more than \(budget.maximumAliases) YAML aliases (*name); write the values out, as expanding many aliases can take minutes"
                    )
                }
                let size = Self.name(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
                expanded += size
                close(size: size, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor =
                    event.type == YAML_SEQUENCE_START_EVENT
                    ? Self.name(event.data.sequence_start.anchor) : Self.name(event.data.mapping_start.anchor)
                expanded += 1
                open.append((anchor, 1))
                guard open.count <= budget.maximumDepth else {
                    return Exceeded(
                        line: line, column: column,
                        problem: "lists and mappings nest more than \(budget.maximumDepth) deep")
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                close(size: closed.size, anchor: closed.anchor)
            default:
                return nil
            }
            guard expanded <= budget.maximumExpandedNodes else {
                return Exceeded(
                    line: line, column: column,
                    problem:
                        "with its aliases expanded it holds more than \(budget.maximumExpandedNodes) values; write fewer aliases of large values"
                )
            }
            return nil
        }

        /// A node of `size` expanded nodes is whole: its anchor names that size, and the
        /// collection holding it grows by it. No size passes ``expanded``, which is checked
        /// after every event, so none overflows.
        private mutating func close(size: Int, anchor: String?) {
            if let anchor { anchorSizes[anchor] = size }
            if !open.isEmpty { open[open.count - 1].size += size }
        }

        private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}
