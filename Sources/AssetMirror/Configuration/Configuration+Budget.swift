extension Configuration {
    /// The largest `.assetmirror.yml` read, in UTF-8 bytes; a real one is a few hundred.
    public static let maximumFileSize = 64 * 1024
    /// The most aliases (`*name`, `<<: *name`) a file may use: with at most this many in at most
    /// ``maximumFileSize`` bytes, no key or value expands past about 40 times the file.
    public static let maximumAliases = 10

    /// What reading an `.assetmirror.yml` may cost (``YAMLBudget`` says why there is a budget).
    static let budget = YAMLBudget(
        maximumBytes: maximumFileSize, maximumAliases: maximumAliases, maximumDepth: 64,
        maximumExpandedNodes: 100_000)

    /// Throws ``ConfigurationError/tooComplex(_:problem:)`` when `yaml` is over ``budget``.
    static func checkBudget(_ yaml: String, file: String) throws(ConfigurationError) {
        do {
            try budget.check(yaml)
        } catch {
            throw .tooComplex(SourceLocation(file: file, line: error.line, column: error.column), problem: error.problem)
        }
    }
}
