/// How much a finding matters: an error fails `verify`; a warning is reported and fails only under
/// `--strict`; a note (something that may be a problem, such as a string that may be a symbol
/// name) is reported and never fails.
///
/// Ordered by weight, `note < warning < error`, so the worst of several findings is their `max()`.
/// The raw values are the words used in `.assetmirror.yml`, the JSON report and SARIF's `level`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
