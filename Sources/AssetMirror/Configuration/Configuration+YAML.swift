import Foundation
import Yams

extension Configuration {
    /// The top-level keys, in the order the documentation lists them.
    static let topLevelKeys = [
        "rules", "directional-words", "additional-directional-words", "included", "excluded",
        "manifest-evaluation", "generate",
    ]
    static let generateKeys = ["rtl-suffix", "ltr-suffix"]

    /// Parses YAML text; unknown top-level keys, unknown rule ids (checked against `knownRules`,
    /// by default every command's, ``RuleCatalog/ids``) and bad values throw ConfigurationError
    /// with the file, line and a sentence.
    ///
    /// An empty file, or one holding only comments, gives the defaults. `file` is kept as
    /// ``sourceFile``; nothing is read from it. Errors name it by `path`, the file's path as the
    /// user would recognise it (relative when they gave a relative path), else by its full path.
    public init(yaml: String, file: URL?, path: String? = nil, knownRules: Set<RuleID> = RuleCatalog.ids)
        throws(ConfigurationError)
    {
        self.init()
        sourceFile = file
        let reader = YAMLReader(file: path ?? file?.path ?? Configuration.fileName)
        try Self.checkBudget(yaml, file: reader.file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw reader.error(from: error)
        }
        guard let root, root.null == nil else { return }
        for (keyNode, value) in try reader.mapping(root, key: "the file") {
            let key = try reader.key(keyNode)
            switch key {
            case "rules":
                for (ruleNode, severityNode) in try reader.mapping(value, key: key) {
                    let rule = RuleID(rawValue: try reader.key(ruleNode))
                    guard knownRules.contains(rule) else {
                        let nearest = closest(to: rule.rawValue, among: knownRules.map(\.rawValue))
                        throw .unknownRule(
                            rule, reader.location(of: ruleNode), suggestion: nearest.map(RuleID.init(rawValue:)))
                    }
                    ruleSeverities[rule] = try reader.severity(severityNode, key: "rules.\(rule)")
                }
            case "directional-words":
                directionalWords = try reader.words(value, key: key)
            case "additional-directional-words":
                additionalDirectionalWords = try reader.words(value, key: key)
            case "included":
                includedPaths = try reader.words(value, key: key)
            case "excluded":
                excludedPaths = try reader.words(value, key: key)
            case "manifest-evaluation":
                // Only `off`: the file comes with the code under test, so it may take the
                // permission to run that code away but never grant it.
                guard value.scalar?.string == "off" else {
                    throw reader.invalid(value, key: key, expected: "off (only the command line turns it on)")
                }
                evaluatesManifests = false
            case "generate":
                for (settingNode, settingValue) in try reader.mapping(value, key: key) {
                    let setting = try reader.key(settingNode)
                    switch setting {
                    case "rtl-suffix": rtlSuffix = try reader.suffix(settingValue, key: "generate.\(setting)")
                    case "ltr-suffix": ltrSuffix = try reader.suffix(settingValue, key: "generate.\(setting)")
                    default:
                        throw .unknownKey(
                            "generate.\(setting)", reader.location(of: settingNode),
                            suggestion: closest(to: setting, among: Self.generateKeys).map { "generate.\($0)" })
                    }
                }
            default:
                throw .unknownKey(
                    key, reader.location(of: keyNode), suggestion: closest(to: key, among: Self.topLevelKeys))
            }
        }
    }
}

/// The nearest of `candidates` to `word` (underscores read as hyphens, as a SwiftLint user may
/// write them), if it is within a third of the word's length in edits; nil otherwise.
private func closest(to word: String, among candidates: [String]) -> String? {
    let word = word.lowercased().replacingAll("_", with: "-")
    let scored = candidates.sorted().map { ($0, editDistance(Array(word.unicodeScalars), Array($0.unicodeScalars))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.unicodeScalars.count / 3) else {
        return nil
    }
    return best.0
}

/// Levenshtein distance: insertions, deletions and substitutions.
private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}

/// Reads Yams nodes into values, turning every mismatch into a ``ConfigurationError`` that
/// points at the node.
private struct YAMLReader {
    var file: String

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line, column: node.mark?.column)
    }

    func error(from error: any Error) -> ConfigurationError {
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) (line \($0.mark.line)), " } ?? ""
            return .invalidYAML(
                SourceLocation(file: file, line: mark.line, column: mark.column), problem: detail + problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .duplicateKey(
                duplicates.first ?? "", SourceLocation(file: file, line: context.mark.line, column: context.mark.column)
            )
        case .reader(let problem, _, _, _):
            return .invalidYAML(SourceLocation(file: file), problem: problem)
        default:
            // Not the error's description: Yams quotes the file's text in it.
            return .invalidYAML(SourceLocation(file: file), problem: "the YAML library could not read it")
        }
    }

    func mapping(_ node: Node, key: String) throws(ConfigurationError) -> Node.Mapping {
        guard let mapping = node.mapping else { throw invalid(node, key: key, expected: "a mapping of keys to values") }
        return mapping
    }

    func key(_ node: Node) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar else { throw invalid(node, key: "a key", expected: "a plain word") }
        return scalar.string
    }

    func severity(_ node: Node, key: String) throws(ConfigurationError) -> Severity? {
        switch node.scalar?.string {
        case "error": .error
        case "warning": .warning
        case "note": .note
        case "off": nil
        default: throw invalid(node, key: key, expected: "error, warning, note or off")
        }
    }

    /// A list of non-empty strings; a single string is a list of one. `~`, `null` and an empty
    /// value are refused rather than read as words.
    func words(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
        let items = node.sequence.map(Array.init) ?? [node]
        var words: [String] = []
        for item in items {
            guard let word = item.scalar?.string, !word.isEmpty, item.null == nil else {
                throw invalid(item, key: key, expected: "a list of non-empty strings")
            }
            words.append(word)
        }
        return words
    }

    /// A file-name suffix: non-empty, without "/".
    func suffix(_ node: Node, key: String) throws(ConfigurationError) -> String {
        guard let suffix = node.scalar?.string, !suffix.isEmpty, !suffix.contains("/") else {
            throw invalid(node, key: key, expected: "a non-empty string without \"/\", such as \"-rtl\"")
        }
        return suffix
    }

    func invalid(_ node: Node, key: String, expected: String) -> ConfigurationError {
        let found: String
        switch node {
        case .scalar(let scalar) where node.null != nil && scalar.string.isEmpty: found = "empty"
        case .scalar(let scalar): found = ConfigurationError.quoted(scalar.string)
        case .mapping: found = "a mapping"
        case .sequence: found = "a list"
        case .alias: found = "an alias"
        }
        return .invalidValue(key: key, found: found, expected: expected, location(of: node))
    }
}
