/// A SARIF 2.1.0 log with one run, for GitHub code scanning (`upload-sarif`) and other SARIF viewers.
///
/// - `tool.driver` names assetmirror and its version and lists every rule passed, each with its
///   `id`, a PascalCase `name` made from the id (`missing-file` → `MissingFile`, as SARIF's
///   validator asks), its title as `shortDescription`, its summary as `fullDescription`, a `help`
///   text naming `docs/verify.md#<rule-id>` and its `defaultConfiguration.level`: `error`,
///   `warning`, or `none` for an opt-in rule. No `informationUri` or `helpUri`: those must be
///   absolute URIs and the project has no published home yet.
/// - Each result has `ruleId`, `ruleIndex` (when its rule was passed), `level`, `message.text`, one
///   location whose `artifactLocation.uri` is the path as a URI reference (relative paths stay
///   relative, absolute ones become `file://` URIs) and a `region` only when the line is known,
///   the asset name under `properties.asset` (and the target under `properties.target`, for
///   findings that depend on it), and a `fixes` entry (one replacement in the finding's file)
///   when the finding has a ``FindingFix``.
/// - `partialFingerprints["assetmirror/v1"]` hashes rule, file and message, not the line, so an
///   alert keeps its identity when a `Contents.json` is reformatted; a `:n` suffix tells apart
///   findings that would otherwise share a fingerprint, as GitHub's own fingerprints do.
///
/// Columns are Unicode code points (`run.columnKind`). GitHub accepts at most 25,000 results per
/// run and refuses a larger file whole, so past ``maximumResults`` the run holds the first
/// 25,000 findings (errors first, then in the order given) and `invocations[0]` carries a
/// warning notification counting those left out, per rule, and saying where every finding is.
public enum SARIFReporter: FindingReporter {
    /// GitHub code scanning's limit of results per run.
    public static let maximumResults = 25_000

    public static let identifier = "sarif"
    public static let description = "A SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers"

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "assetmirror/v1"

    public static func report(_ findings: [Finding], rules: [Rule], toolVersion: String) -> String {
        report(findings, rules: rules, toolVersion: toolVersion, maximumResults: maximumResults)
    }

    /// The report with at most `maximumResults` results (a test's smaller limit).
    static func report(_ findings: [Finding], rules: [Rule], toolVersion: String, maximumResults: Int) -> String {
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        var occurrences: [String: Int] = [:]
        let (shown, omitted) = ReportLimit.selected(findings, atMost: maximumResults)
        let results: [JSONValue] = shown.map { finding in
            let hash = fingerprint(finding)
            occurrences[hash, default: 0] += 1
            return result(
                for: finding, ruleIndex: ruleIndex[finding.ruleID], fingerprint: "\(hash):\(occurrences[hash]!)")
        }
        let driver: JSONValue = .object([
            ("name", .string("assetmirror")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map(descriptor))),
        ])
        var run: [(key: String, value: JSONValue)] = [("tool", .object([("driver", driver)]))]
        if omitted > 0 {
            run.append(("invocations", .array([invocation(findings, omitted: omitted, limit: maximumResults)])))
        }
        run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).renderedAsReport()
    }

    /// The invocation that says results were left out: how many, of which rules, and where the
    /// rest are.
    static func invocation(_ findings: [Finding], omitted: Int, limit: Int) -> JSONValue {
        let counts = ReportLimit.countsByRule(findings).map { "\($0.rule) \($0.errors + $0.warnings)" }
        let text =
            "This run holds \(findings.count - omitted) of \(findings.count) findings, errors first: GitHub code scanning accepts at most \(limit) results per run. Findings per rule: \(counts.joined(separator: ", ")). \(ReportLimit.fullReportNote)"
        return .object([
            ("executionSuccessful", .bool(true)),
            (
                "toolExecutionNotifications",
                .array([.object([("level", .string("warning")), ("message", .object([("text", .string(text))]))])])
            ),
        ])
    }

    static func descriptor(_ rule: Rule) -> JSONValue {
        .object([
            ("id", .string(rule.id.rawValue)),
            ("name", .string(pascalCaseName(rule.id))),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            (
                "help",
                .object([("text", .string("Documented in docs/verify.md#\(rule.id) in the assetmirror repository."))])
            ),
            (
                "defaultConfiguration",
                .object([("level", .string(rule.isOptIn ? "none" : rule.defaultSeverity.rawValue))])
            ),
        ])
    }

    static func result(for finding: Finding, ruleIndex: Int?, fingerprint: String) -> JSONValue {
        var physicalLocation: [(key: String, value: JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uriReference(forPath: finding.location.file)))]))
        ]
        if let line = finding.location.line, line >= 1 {
            var region: [(key: String, value: JSONValue)] = [("startLine", .int(line))]
            if let column = finding.location.column, column >= 1 { region.append(("startColumn", .int(column))) }
            physicalLocation.append(("region", .object(region)))
        }
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.ruleID.rawValue))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physicalLocation))])])),
            ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
        ]
        var properties: [(key: String, value: JSONValue)] = []
        if let asset = finding.assetName { properties.append(("asset", .string(asset))) }
        if let target = finding.target { properties.append(("target", .string(target))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        if let fix = finding.fix { members.append(("fixes", .array([self.fix(fix, file: finding.location.file)]))) }
        return .object(members)
    }

    /// A SARIF `fix`: one `artifactChange` of the finding's file, one replacement.
    static func fix(_ fix: FindingFix, file: String) -> JSONValue {
        let region: JSONValue = .object([
            ("startLine", .int(fix.startLine)), ("startColumn", .int(fix.startColumn)),
            ("endLine", .int(fix.endLine)), ("endColumn", .int(fix.endColumn)),
        ])
        let replacement: JSONValue = .object([
            ("deletedRegion", region), ("insertedContent", .object([("text", .string(fix.replacement))])),
        ])
        return .object([
            ("description", .object([("text", .string(fix.description))])),
            (
                "artifactChanges",
                .array([
                    .object([
                        ("artifactLocation", .object([("uri", .string(uriReference(forPath: file)))])),
                        ("replacements", .array([replacement])),
                    ])
                ])
            ),
        ])
    }

    /// `missing-file` → `MissingFile`.
    static func pascalCaseName(_ id: RuleID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The path as an RFC 3986 URI reference: `/` separates segments; every byte outside the
    /// unreserved characters and `!$&'()*+,;=@` is percent-encoded, `:` included so a first
    /// segment is never read as a scheme. A leading `./` is dropped; an absolute path becomes a
    /// `file://` URI.
    static func uriReference(forPath path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// 64-bit FNV-1a of rule, file and message (NUL-separated UTF-8), as 16 hex digits.
    /// Swift's `Hasher` is seeded per process, so it cannot give a fingerprint that lasts.
    static func fingerprint(_ finding: Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [finding.ruleID.rawValue, finding.location.file, finding.message] {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
