extension SymbolAudit {
    /// The direction-aware name for `name`, its iOS version, and whether the deployment target has it.
    private func directionAware(for name: String) -> (name: String, introduced: IOSVersion, isAvailable: Bool)? {
        guard let row = table.row(named: name), let alternative = row.directionAware,
            let introduced = row.directionAwareIntroduced
        else { return nil }
        return (alternative, introduced, deploymentTarget.map { introduced <= $0 } ?? true)
    }

    /// The finding for one use, worded, with a fix when the rewrite is certain.
    func finding(for use: SymbolUse, lines: SourceLineTable, path: String) -> Finding? {
        let (line, column) = lines.location(ofOffset: use.start)
        let location = SourceLocation(file: path, line: line, column: column)
        switch use.kind {
        case .literal(let name, let label?):
            guard
                var finding = finding(
                    for: SymbolReference(name: name, label: label, line: line, column: column), path: path),
                let aware = directionAware(for: name), aware.isAvailable, use.isRewritable
            else {
                return finding(for: SymbolReference(name: name, label: label, line: line, column: column), path: path)
            }
            finding.fix = fix(use, lines: lines, name: aware.name)
            return finding
        case .literal(let name, nil):
            // An argument labelled for a symbol (`symbolName:`) is one, whatever the catalog holds.
            let isSymbolArgument = use.argumentLabel?.lowercased().contains("symbol") ?? false
            guard !assetNames.contains(name) || isSymbolArgument, let aware = directionAware(for: name) else {
                return nil
            }
            let advice =
                aware.isAvailable
                ? "use \(aware.name) (\(aware.introduced) and later), which does"
                : "its direction-aware name \(aware.name) needs \(aware.introduced), newer than the deployment target \(deploymentTarget!): use it under `if #available(iOS \(Self.shortVersion(aware.introduced)), *)`, or mirror the image with .flipsForRightToLeftLayoutDirection(true)"
            return Finding(
                ruleID: SymbolAuditRules.symbolNameLiteral.id,
                severity: SymbolAuditRules.symbolNameLiteral.defaultSeverity,
                location: location,
                message:
                    "\"\(name)\" is an SF Symbol name that does not mirror in right-to-left layouts; if it names a symbol, \(advice)."
            )
        case .conditional(let form, let names, let counterparts, let namesAreLeftToRight, let readsDirection, let label):
            return conditionalFinding(
                use, form: form, names: names, counterparts: counterparts, namesAreLeftToRight: namesAreLeftToRight,
                readsDirection: readsDirection, label: label, location: location, lines: lines)
        }
    }

    // swift-format-ignore: FunctionParameterCount
    private func conditionalFinding(
        _ use: SymbolUse, form: SymbolUse.ConditionalForm, names: [String], counterparts: [String],
        namesAreLeftToRight: Bool?, readsDirection: Bool, label: String?, location: SourceLocation,
        lines: SourceLineTable
    ) -> Finding? {
        let choice = zip(names, counterparts).map { "\($0) or \($1)" }.joined(separator: ", ")
        let subject = "This \(form.rawValue) picks \(choice)"
        guard readsDirection else {
            // Which branch is which is unknown: both ways out are named, neither is rewritten.
            let aware = names.compactMap(directionAware(for:)) + counterparts.compactMap(directionAware(for:))
            guard aware.count == names.count * 2 else { return nil }
            let introduced = aware.map(\.introduced).max()!
            let rule =
                !aware.allSatisfy(\.isAvailable)
                ? SymbolAuditRules.directionAwareNameUnavailable
                : label == nil ? SymbolAuditRules.symbolNameLiteral : SymbolAuditRules.physicalSymbolName
            let availability =
                aware.allSatisfy(\.isAvailable)
                ? "(\(introduced) and later)" : "(\(introduced), newer than the deployment target \(deploymentTarget!))"
            let message =
                "\(subject); neither mirrors in right-to-left layouts. If the condition follows the layout direction, use one direction-aware name for the whole \(form.rawValue) (\(aware[0].name) if left-to-right layouts get \(names[0])); otherwise use \(aware.map(\.name).joined(separator: " and ")) in place \(availability)."
            return Finding(ruleID: rule.id, severity: rule.defaultSeverity, location: location, message: message)
        }
        guard let namesAreLeftToRight else {
            let first = names.compactMap(directionAware(for:))
            let second = counterparts.compactMap(directionAware(for:))
            guard first.count == names.count, second.count == counterparts.count else { return nil }
            let available = (first + second).allSatisfy(\.isAvailable)
            let rule =
                available ? SymbolAuditRules.directionConditional : SymbolAuditRules.directionConditionalUntilAvailable
            let message =
                "\(subject) by layout direction; one direction-aware name replaces the whole \(form.rawValue): \(first.map(\.name).joined(separator: ", ")) if left-to-right layouts get \(names.joined(separator: ", ")), \(second.map(\.name).joined(separator: ", ")) if they get \(counterparts.joined(separator: ", "))"
                + (available
                    ? "."
                    : "; those need \((first + second).map(\.introduced).max()!), newer than the deployment target \(deploymentTarget!), so keep it until the app requires that.")
            return Finding(ruleID: rule.id, severity: rule.defaultSeverity, location: location, message: message)
        }
        let leftToRight = namesAreLeftToRight ? names : counterparts
        let aware = leftToRight.compactMap(directionAware(for:))
        guard aware.count == leftToRight.count else { return nil }
        let replacement = aware.map(\.name).joined(separator: ", ")
        let introduced = aware.map(\.introduced).max()!
        guard aware.allSatisfy(\.isAvailable) else {
            let rule = SymbolAuditRules.directionConditionalUntilAvailable
            let message =
                "\(subject) by layout direction, which is right while the deployment target is \(deploymentTarget!): \(replacement), which mirrors by itself, needs \(introduced); replace the whole \(form.rawValue) with it once the app requires \(introduced)."
            return Finding(ruleID: rule.id, severity: rule.defaultSeverity, location: location, message: message)
        }
        let rule = SymbolAuditRules.directionConditional
        let message =
            "\(subject) by layout direction; \(replacement) (\(introduced) and later) is drawn as \(leftToRight.joined(separator: ", ")) and mirrors by itself: use it instead of the whole \(form.rawValue)."
        var finding = Finding(ruleID: rule.id, severity: rule.defaultSeverity, location: location, message: message)
        guard use.isRewritable && aware.count == 1 else { return finding }
        if let unproven = unprovenName(use.proof) {
            finding.message +=
                " Not rewritten by --fix: \(unproven) is not known to read the layout direction (only a known API, or a property defined from one in the audited sources, is)."
        } else {
            finding.fix = fix(use, lines: lines, name: aware[0].name)
        }
        return finding
    }

    /// nil when `proof` holds; else the name whose meaning is not proven (or "the condition").
    private func unprovenName(_ proof: LayoutDirectionCondition.Proof) -> String? {
        switch proof {
        case .knownAPI: return nil
        case .definition(let name, let meaning):
            return layoutDirectionDefinitions[name] == .some(meaning) ? nil : "`\(name)`"
        case .none: return "the condition"
        }
    }

    /// Replace the use's span with one literal naming `name`.
    private func fix(_ use: SymbolUse, lines: SourceLineTable, name: String) -> FindingFix {
        let start = lines.location(ofOffset: use.start)
        let end = lines.location(ofOffset: use.end)
        return FindingFix(
            description: "Replace with \(name).", startLine: start.line, startColumn: start.column, endLine: end.line,
            endColumn: end.column, startOffset: use.start, endOffset: use.end,
            original: String(decoding: lines.bytes[use.start..<use.end], as: UTF8.self),
            replacement: use.quote + name + "\"")
    }

    /// `14` for iOS 14.0, `17.2` for iOS 17.2, as `#available` takes it.
    static func shortVersion(_ version: IOSVersion) -> String {
        version.minor == 0 ? "\(version.major)" : version.number
    }
}
