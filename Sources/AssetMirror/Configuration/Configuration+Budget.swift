extension Configuration {
    /// The largest `.assetmirror.yml` read, in UTF-8 bytes; a real one is a few hundred.
    public static let maximumFileSize = 64 * 1024
    /// The most aliases (`*name`, `<<: *name`) a file may use.
    ///
    /// Yams composes an alias as a copy of its anchor's node and hashes every mapping key whole
    /// to find keys written twice, before this code sees a node, so keys that are aliases of
    /// lists of aliases cost time exponential in their number (a 607-byte file took more than a
    /// minute). The text is counted before it is parsed; with at most this many aliases in at
    /// most ``maximumFileSize`` bytes, no key or value expands past about 40 times the file.
    public static let maximumAliases = 10

    /// Throws ``ConfigurationError/tooComplex(_:problem:)`` when `yaml` is over either budget.
    static func checkBudget(_ yaml: String, file: String) throws(ConfigurationError) {
        let size = yaml.utf8.count
        guard size <= maximumFileSize else {
            throw .tooComplex(
                SourceLocation(file: file),
                problem:
                    "the file is \(size) bytes; a configuration is read only up to \(maximumFileSize) bytes, so that reading it stays cheap"
            )
        }
        var aliases = 0
        var line = 1
        var column = 0
        var quote: Unicode.Scalar?
        var inComment = false
        var previous: Unicode.Scalar = "\n"
        for scalar in yaml.unicodeScalars {
            defer { previous = scalar }
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if scalar == open && previous != "\\" { quote = nil }
                continue
            }
            // An indicator counts only where a token starts: after a break, a blank, or `[{,`.
            guard [" ", "\t", "\n", "[", "{", ","].contains(previous) else { continue }
            switch scalar {
            case "#": inComment = true
            case "\"", "'": quote = scalar
            case "*":
                aliases += 1
                if aliases > maximumAliases {
                    throw .tooComplex(
                        SourceLocation(file: file, line: line, column: column),
                        problem:
                            "more than \(maximumAliases) YAML aliases (*name); write the values out, as expanding many aliases can take minutes"
                    )
                }
            default: continue
            }
        }
    }
}
