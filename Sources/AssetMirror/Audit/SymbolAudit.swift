/// Checks the SF Symbol names a file asks for against the direction table: a left/right
/// interface name gets the direction-aware name to use instead.
///
/// Findings are values; `audit` passes them to the same reporters as `verify`.
public struct SymbolAudit: Sendable {
    public var table: SymbolDirectionTable
    /// The oldest iOS the app supports; nil when every iOS counts as new enough.
    public var deploymentTarget: IOSVersion?
    /// Names of the app's own image and symbol sets. A literal away from the system image APIs
    /// that equals one (`UIImage(named: "chevron.left")` beside `chevron.left.imageset`) names
    /// that asset, whose direction `verify` checks, and is not reported as a symbol name.
    public var assetNames: Set<String> = []

    public init(table: SymbolDirectionTable = .standard, deploymentTarget: IOSVersion? = nil) {
        self.table = table
        self.deploymentTarget = deploymentTarget
    }

    /// The findings for one file's text; `path` is what the findings name. Swift is parsed with
    /// swift-syntax; Objective-C is cut into tokens by ``SourceLexer``.
    public func findings(in source: String, language: SourceLanguage, path: String) -> [Finding] {
        let lines = SourceLineTable(source)
        let uses =
            switch language {
            case .swift: SwiftSymbolScanner.uses(in: source, table: table)
            case .objectiveC: ObjectiveCSymbolScanner.uses(in: source, lines: lines, table: table)
            }
        var findings = uses.compactMap { finding(for: $0, lines: lines, path: path) }
        // swift-syntax bounds its own nesting, but past its limit the rest of the expression is
        // not read: the lexer's linear pass finds where, so the run says so rather than pass it over.
        if let nestingLimit = SourceLexer.lex(source, language: language).nestingLimit {
            let rule = SymbolAuditRules.sourceTooDeep
            findings.append(
                Finding(
                    ruleID: rule.id, severity: rule.defaultSeverity,
                    location: SourceLocation(file: path, line: nestingLimit.line, column: nestingLimit.column),
                    message:
                        "String interpolations nest more than \(SourceLexer.maximumNesting) deep here; the rest of the file was not audited."
                ))
        }
        return findings
    }

    /// The finding for one reference, or nil when the name is fine: not directional, already
    /// direction-aware, symmetric, physical, or without a direction-aware name.
    public func finding(for reference: SymbolReference, path: String) -> Finding? {
        guard let row = table.row(named: reference.name), row.family == .interface,
            row.kind == .swapPair || row.kind == .noCounterpart,
            let alternative = row.directionAware, let introduced = row.directionAwareIntroduced
        else { return nil }
        let location = SourceLocation(file: path, line: reference.line, column: reference.column)
        let name = reference.name
        if let deploymentTarget, introduced > deploymentTarget {
            let message =
                "\(name) does not mirror in right-to-left layouts, and its direction-aware name \(alternative) needs \(introduced), newer than the deployment target \(deploymentTarget): use \(alternative) under `if #available(iOS \(introduced.minor == 0 ? "\(introduced.major)" : introduced.number), *)`, or mirror this one with .flipsForRightToLeftLayoutDirection(true)."
            return Finding(
                ruleID: SymbolAuditRules.directionAwareNameUnavailable.id,
                severity: SymbolAuditRules.directionAwareNameUnavailable.defaultSeverity, location: location,
                message: message)
        }
        let message =
            "\(name) does not mirror in right-to-left layouts; use \(alternative) (\(introduced) and later), which does."
        return Finding(
            ruleID: SymbolAuditRules.physicalSymbolName.id,
            severity: SymbolAuditRules.physicalSymbolName.defaultSeverity, location: location, message: message)
    }
}
