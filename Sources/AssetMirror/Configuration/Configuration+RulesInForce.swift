extension Configuration {
    /// The rules that run under at least one of `configurations` (one per catalog), for reports
    /// that list rules (JUnit's test suites, SARIF's rule metadata), so that a rule switched off
    /// is absent rather than shown passing, or at a level it does not report with.
    ///
    /// Each rule keeps its place in `rules`. One that runs is no longer opt-in (it was enabled),
    /// and its ``Rule/defaultSeverity`` is the severity the configurations give it, when they
    /// agree; when they do not, it keeps its own.
    public static func rulesInForce(_ rules: [Rule], under configurations: [Configuration]) -> [Rule] {
        rules.compactMap { rule in
            let severities = Set(configurations.compactMap { $0.severity(of: rule) })
            guard let first = severities.first else { return nil }
            var inForce = rule
            inForce.isOptIn = false
            if severities.count == 1 { inForce.defaultSeverity = first }
            return inForce
        }
    }
}
