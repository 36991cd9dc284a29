/// Why a `.assetmirror.yml` cannot be used. Each case says where (file, line and column when the
/// YAML parser knows them) and what was found; `description` is one sentence a user can act on,
/// prefixed with the location in the `path:line:col:` form editors and Xcode jump to.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not YAML: `problem` is the parser's own words.
    case invalidYAML(SourceLocation, problem: String)
    /// A key this file format does not have; `suggestion` is the nearest known key, if one is close.
    case unknownKey(String, SourceLocation, suggestion: String?)
    /// A rule under `rules:` that no rule has; `suggestion` is the nearest known rule, if one is close.
    case unknownRule(RuleID, SourceLocation, suggestion: RuleID?)
    /// A key's value has the wrong form: `found` describes it (`"fatal"` quoted, or `a list`,
    /// `nothing`), `expected` says what it must be.
    case invalidValue(key: String, found: String, expected: String, SourceLocation)
    /// The same key twice in one mapping.
    case duplicateKey(String, SourceLocation)
    /// The file exists but could not be read.
    case unreadable(FileIOError)
    /// The file found for a catalog is a link that leads outside the repository holding it (or,
    /// outside any repository, outside its own folder): not read, since a pull request could
    /// point it at a secret. `path` is the link as the user would recognise it.
    case outsideRepository(path: String)
    /// The file is larger than ``Configuration/maximumFileSize``, or holds more aliases than
    /// ``Configuration/maximumAliases``, whose expansion the YAML library hashes at a cost that
    /// grows exponentially.
    case tooComplex(SourceLocation, problem: String)

    /// Where the problem is; nil for ``unreadable(_:)``, whose error names the path itself.
    public var location: SourceLocation? {
        switch self {
        case .invalidYAML(let location, _), .unknownKey(_, let location, _), .unknownRule(_, let location, _),
            .invalidValue(_, _, _, let location), .duplicateKey(_, let location), .tooComplex(let location, _):
            location
        case .unreadable, .outsideRepository:
            nil
        }
    }

    public var description: String {
        let sentence: String
        switch self {
        case .invalidYAML(_, let problem):
            sentence = "not valid YAML: \(problem)"
        case .unknownKey(let key, _, let suggestion):
            sentence = "unknown key \(Self.quoted(key))" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .unknownRule(let rule, _, let suggestion):
            sentence =
                "no rule is called \(Self.quoted(rule.rawValue))"
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .invalidValue(let key, let found, let expected, _):
            sentence = "\(key) must be \(expected), but is \(found)"
        case .duplicateKey(let key, _):
            sentence = "\(Self.quoted(key)) is set twice; keep one"
        case .tooComplex(_, let problem):
            sentence = problem
        case .unreadable(let error):
            return error.description
        case .outsideRepository(let path):
            return
                "\(path) is a link that leads outside the repository, so it was not read; put the configuration in the repository, or name it with --config"
        }
        guard let location else { return sentence }
        return XcodeReporter.position(of: location) + ": " + sentence
    }

    /// The longest value quoted in a message, in characters.
    static let maximumQuoted = 40

    /// `text` in quotes, escaped as ``OutputText/value(_:)`` escapes it, when it is short;
    /// otherwise only its length. A file's contents are never echoed: the file may be a secret
    /// a pull request linked in, and a message lands in a public CI log.
    static func quoted(_ text: String) -> String {
        guard text.count <= maximumQuoted else { return "a value of \(text.count) characters" }
        return "\"" + OutputText.value(text) + "\""
    }
}
