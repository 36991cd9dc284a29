/// How much a finding matters: an error fails `verify`; a warning is reported and fails only under `--strict`.
///
/// Ordered by weight, `warning < error`, so the worst of several findings is their `max()`.
/// The raw values are the words used in `.assetmirror.yml`, the JSON report and SARIF's `level`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
