/// The severity each rule reports with under one configuration; rules that are off are absent.
struct RuleSeverities: Sendable {
    private let severities: [RuleID: Severity]

    init(_ configuration: Configuration, rules: [Rule] = Rules.all) {
        var severities: [RuleID: Severity] = [:]
        for rule in rules {
            if let severity = configuration.severity(of: rule) { severities[rule.id] = severity }
        }
        self.severities = severities
    }

    subscript(rule: Rule) -> Severity? { severities[rule.id] }

    func isEnabled(_ rule: Rule) -> Bool { severities[rule.id] != nil }
}
