import AssetMirror

/// `verify --list-rules`: one block per rule, id first, so `grep` finds a rule by its id.
///
///     missing-file  error
///         A file named in Contents.json is not in the set's folder, …
enum RuleList {
    static func text(_ rules: [Rule]) -> String {
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let rating = rule.defaultSeverity.rawValue + (rule.isOptIn ? ", opt-in" : "")
            return "\(id)  \(rating)\n    \(rule.summary)\n"
        }.joined()
    }
}
