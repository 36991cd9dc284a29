/// What a report with a size limit shows when the findings do not fit: GitHub refuses a step
/// summary over 1 MiB and a SARIF run over 25,000 results, and a refused report shows nothing.
///
/// Errors are kept before warnings; the findings kept stay in the order given. The report then
/// says how many it left out, counts every finding per rule, and points to the full reports.
enum ReportLimit {
    /// Where every finding is when a report shows only some.
    static let fullReportNote =
        "Every finding is in this run's other reports: the xcode report in the job's log, and any json, sarif or junit file it writes."

    /// The findings to show, at most `count` of them, errors first, in the order given; and the
    /// number left out.
    static func selected(_ findings: [Finding], atMost count: Int) -> (shown: [Finding], omitted: Int) {
        let kept = errorsFirst(findings).prefix(count).sorted()
        return (kept.map { findings[$0] }, findings.count - kept.count)
    }

    /// The indices of `findings`: the errors', then the others', each in order.
    static func errorsFirst(_ findings: [Finding]) -> [Int] {
        findings.indices.filter { findings[$0].severity == .error }
            + findings.indices.filter { findings[$0].severity != .error }
    }

    /// Errors and warnings per rule, in the order each rule first appears.
    static func countsByRule(_ findings: [Finding]) -> [(rule: RuleID, errors: Int, warnings: Int)] {
        var counts: [(rule: RuleID, errors: Int, warnings: Int)] = []
        var index: [RuleID: Int] = [:]
        for finding in findings {
            let position = index[finding.ruleID] ?? counts.count
            if position == counts.count {
                index[finding.ruleID] = position
                counts.append((finding.ruleID, 0, 0))
            }
            if finding.severity == .error { counts[position].errors += 1 } else { counts[position].warnings += 1 }
        }
        return counts
    }
}
