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
    /// Properties defined from the layout direction in the audited sources (`var isRTL: Bool {
    /// effectiveUserInterfaceLayoutDirection == .rightToLeft }`), by name: a conditional reading
    /// one is proven and may be rewritten. A name defined two ways is left out.
    /// (A name whose value is nil was defined two ways.)
    var layoutDirectionDefinitions: [String: LayoutDirectionCondition.Definition?] = [:]

    /// Adds `definitions` to ``layoutDirectionDefinitions``; a name defined two ways gets nil.
    mutating func addDefinitions(_ definitions: [String: LayoutDirectionCondition.Definition?]) {
        for (name, definition) in definitions {
            if let known = layoutDirectionDefinitions[name] {
                if known != definition { layoutDirectionDefinitions[name] = .some(nil) }
            } else {
                layoutDirectionDefinitions[name] = .some(definition)
            }
        }
    }

    /// Whether this build reads Swift sources: the package trait `Audit` (swift-syntax), on by
    /// default. Without it a Swift file yields no findings, and `audit` refuses to run.
    public static let readsSwift = SwiftSymbolScanner.isBuilt

    public init(table: SymbolDirectionTable = .standard, deploymentTarget: IOSVersion? = nil) {
        self.table = table
        self.deploymentTarget = deploymentTarget
    }

    /// The findings for one file's text; `path` is what the findings name. Swift is parsed with
    /// swift-syntax; Objective-C is cut into tokens by ``SourceLexer``. Properties the file
    /// defines from the layout direction prove its own conditionals.
    public func findings(in source: String, language: SourceLanguage, path: String) -> [Finding] {
        let scanned = scan(source, language: language, path: path)
        var audit = self
        audit.addDefinitions(scanned.definitions)
        return audit.findings(of: scanned.file)
    }

    /// One file read, before its uses are worded: those need the definitions of every file.
    struct ScannedFile {
        var path: String
        var lines: SourceLineTable
        var uses: [SymbolUse]
        var extra: [Finding]
    }

    func scan(_ source: String, language: SourceLanguage, path: String) -> (
        file: ScannedFile, definitions: [String: LayoutDirectionCondition.Definition?]
    ) {
        let lines = SourceLineTable(source)
        let lexed = SourceLexer.lexWithDepth(source, language: language)
        let rule = SymbolAuditRules.sourceTooDeep
        // swift-syntax recurses once per level of nesting, and takes time and memory that grow
        // faster than the depth (issue 29, point 10): a Swift file nesting past the lexer's limit
        // is not parsed at all, and the finding says where and that nothing in it was audited.
        if language == .swift, let limit = lexed.depthLimit ?? lexed.nestingLimit {
            let finding = Finding(
                ruleID: rule.id, severity: rule.defaultSeverity,
                location: SourceLocation(file: path, line: limit.line, column: limit.column),
                message:
                    "Brackets nest deeper here than audit parses (\(SourceLexer.maximumDepth) levels of brackets and string interpolations, \(SourceLexer.maximumSquareDepth) of square brackets); the file was not audited."
            )
            return (ScannedFile(path: path, lines: lines, uses: [], extra: [finding]), [:])
        }
        var extra: [Finding] = []
        // Objective-C is read by a linear pass over the lexer's tokens; past the lexer's limit the
        // rest of the file is not read, and the run says so rather than pass it over.
        if let nestingLimit = lexed.nestingLimit {
            extra.append(
                Finding(
                    ruleID: rule.id, severity: rule.defaultSeverity,
                    location: SourceLocation(file: path, line: nestingLimit.line, column: nestingLimit.column),
                    message:
                        "String interpolations nest more than \(SourceLexer.maximumNesting) deep here; the rest of the file was not audited."
                ))
        }
        switch language {
        case .swift:
            let (uses, definitions) = SwiftSymbolScanner.scan(source, table: table)
            return (ScannedFile(path: path, lines: lines, uses: uses, extra: extra), definitions)
        case .objectiveC:
            let uses = ObjectiveCSymbolScanner.uses(in: source, lines: lines, table: table)
            return (ScannedFile(path: path, lines: lines, uses: uses, extra: extra), [:])
        }
    }

    func findings(of file: ScannedFile) -> [Finding] {
        file.uses.compactMap { finding(for: $0, lines: file.lines, path: file.path) } + file.extra
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
