import ArgumentParser

/// Refuses an option given twice where only one value is used: ArgumentParser keeps the last
/// one, so `--output a … --output b` wrote to `b` without a word about `a`.
enum RepeatedOption {
    /// Throws a usage error when `name` (`--output`) occurs more than once in `arguments`
    /// before a `--`, as `--output dir` or `--output=dir`.
    static func refuse(_ name: String, in arguments: [String] = CommandLine.arguments) throws {
        let count = arguments.prefix { $0 != "--" }.count { $0 == name || $0.hasPrefix(name + "=") }
        if count > 1 {
            throw ValidationError("\(name) is given \(count) times; give it once.")
        }
    }
}
