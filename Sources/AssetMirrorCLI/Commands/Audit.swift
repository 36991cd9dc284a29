import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror audit`: finds left/right SF Symbol names in Swift and Objective-C sources and
/// suggests their direction-aware names, or rewrites them (`--fix`). The work is in
/// ``SymbolAudit``; reporting is `verify`'s.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find left/right SF Symbol names in Swift and Objective-C sources.",
        discussion: """
            Reads Swift (parsed with swift-syntax) and Objective-C sources and reports every \
            string literal equal to a left/right interface SF Symbol name (chevron.left, \
            arrow.right, …) that has a direction-aware name (chevron.backward): in apps built with \
            current SDKs only those mirror in right-to-left layouts. In Image(systemName:), \
            UIImage(systemName:), NSImage(systemSymbolName:accessibilityDescription:), \
            Label(_:systemImage:), [UIImage systemImageNamed:] and other calls with those labels it \
            is a warning; anywhere else (a variable, a property, an app's own helper) a note. A \
            ternary, if/else or switch on the layout direction that picks between a name and its \
            mirror image is one finding naming the one direction-aware name for the whole. --fix \
            rewrites literals at those calls and whole ternaries on the layout direction. Folders \
            are searched for .swift, .m, .mm and .h files. Rules: \
            \(SymbolAuditRules.all.map { $0.id.rawValue }.joined(separator: ", ")) (docs/symbols.md); \
            switch or re-rate them under rules: in the .assetmirror.yml nearest the first path (or \
            --config), as for verify.
            """ + ExitStatus.helpSection
    )

    @Argument(help: "Source files, or folders to search.")
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "The oldest iOS the app supports: \"iOS 15\", 15.1. Names newer than this are not suggested. Without it, the lowest IPHONEOS_DEPLOYMENT_TARGET, XcodeGen deploymentTarget or Package.swift .iOS platform of the project nearest the first path is used, and said.",
            valueName: "version"))
    var deploymentTarget: IOSVersion?

    @Option(
        help: ArgumentHelp(
            "Use this configuration instead of the .assetmirror.yml nearest the first path.", valueName: "file"))
    var config: String?

    @Flag(
        help: ArgumentHelp(
            "Rewrite what can be proved: a literal given to a system image API, a whole ternary on the layout direction, when the deployment target has the direction-aware name. Each change is printed to standard error; the report covers what is left."
        ))
    var fix = false

    @OptionGroup var reporting: ReporterOptions

    @Flag(help: "Print no summary on stderr; only reports, fixes and errors.")
    var quiet = false

    /// Why a build without the package trait `Audit` does not audit, and how to get one that does.
    static let notBuilt =
        "this assetmirror was built without the Audit trait (swift-syntax), so it has no audit; use the release archive (docs/install.md), or build with `swift build --traits Audit` (or the default traits)"

    func validate() throws {
        guard SymbolAudit.readsSwift else {
            StandardStreams.errorLine("assetmirror: error: \(Self.notBuilt)")
            throw ExitStatus.usage.exitCode
        }
        if paths.isEmpty { throw ValidationError("Give at least one source file or folder to audit.") }
        try EmptyPath.refuse(paths + [config], "path")
        // The review page shows images beside their mirrors; audit's findings are lines of source.
        if reporting.destinations.contains(where: { $0.reporter == nil }) {
            throw ValidationError(
                "--reporter \(ReporterDestination.reviewPageName): audit reports on source code, which has no review page; its reporters are \(FindingReporters.all.map { $0.identifier }.joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        try MissingPath.refuse(paths)
        let configuration: Configuration
        do {
            configuration =
                try config.map { try Configuration(contentsOf: URL(fileURLWithPath: $0), path: $0) }
                ?? Configuration.find(for: URL(fileURLWithPath: paths[0]), path: paths[0])
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            throw ExitStatus.usage.exitCode
        }
        var target = deploymentTarget
        if target == nil {
            var notes: [String] = []
            let found = DeploymentTargetSearch.find(for: paths[0], notes: &notes)
            for note in notes { StandardStreams.errorLine("assetmirror: note: \(note)") }
            if let found {
                target = found.version
                StandardStreams.errorLine(
                    "assetmirror: note: deployment target \(found.version), the lowest in \(found.sources.joined(separator: ", ")); --deployment-target sets another"
                )
            }
        }
        var (result, findings) = try audit(configuration, deploymentTarget: target)
        if result.filesRead == 0, result.failures.isEmpty {
            StandardStreams.errorLine(
                "assetmirror: error: no Swift or Objective-C source (.swift, .m, .mm, .h) found in \(paths.joined(separator: ", "))"
            )
            throw ExitStatus.usage.exitCode
        }
        var fixes = 0
        if fix {
            // The folders written in are locked, as generate locks its catalogs, and the
            // temporary files a killed --fix left there are removed under that lock.
            let leftovers = SymbolAudit.leftoverTemporaryFiles(in: result.sourceFolders)
            let written = Set(findings.filter { $0.fix != nil }.map { SymbolAudit.folder(of: $0.location.file) })
                .union(leftovers.map { SymbolAudit.folder(of: $0.path) })
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let lock: RunLock.Taken
            do {
                lock = try RunLock.take(writingIn: written.map { ($0, $0) }, creating: false, wait: false)
            } catch {
                throw error.status.exitCode
            }
            defer { withExtendedLifetime(lock) {} }
            _ = RunLock.removeLeftovers(leftovers, quiet: false)
            let fixed = SymbolAudit.applyFixes(of: findings)
            for change in fixed.changes {
                // A ternary over several lines is shown on one.
                let original = change.original.split(whereSeparator: \.isNewline).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.joined(separator: " ")
                let location = change.location
                StandardStreams.error(
                    "assetmirror: fixed \(location.file):\(location.line ?? 0):\(location.column ?? 0): \(original) → \(change.replacement)\n"
                )
            }
            (result, findings) = try audit(configuration, deploymentTarget: target)
            result.failures += fixed.failures
            fixes = fixed.changes.count
        }
        for failure in result.failures {
            StandardStreams.errorLine("assetmirror: error: \(failure)")
        }
        let rules = Configuration.rulesInForce(SymbolAuditRules.all, under: [configuration])
        let reported = reporting.write(findings, rules: rules, toolVersion: VersionText.toolVersion)
        if !quiet {
            StandardStreams.error(Self.summary(findings, filesRead: result.filesRead, fixes: fix ? fixes : nil))
        }
        // As for verify, 1 wins over 2: a run that could not read everything is incomplete.
        let status: ExitStatus = !result.failures.isEmpty || !reported ? .fileFailed : reporting.status(of: findings)
        if status != .success { throw status.exitCode }
    }

    /// `Audited 120 files: 0 errors, 3 warnings, 1 note.`; with `--fix`, `Audited 120 files, 2
    /// fixed: …` (the counts are of what is left).
    static func summary(_ findings: [Finding], filesRead: Int, fixes: Int?) -> String {
        let count = { (severity: Severity) in findings.count { $0.severity == severity } }
        return "Audited \(Verify.counted(filesRead, "file"))\(fixes.map { ", \($0) fixed" } ?? ""): "
            + "\(Verify.counted(count(.error), "error")), \(Verify.counted(count(.warning), "warning")), \(Verify.counted(count(.note), "note")).\n"
    }

    /// The audit of `paths`, and its findings rated by `configuration`
    /// (rules it turns off left out).
    private func audit(_ configuration: Configuration, deploymentTarget: IOSVersion?) throws -> (
        SymbolAuditResult, [Finding]
    ) {
        let result: SymbolAuditResult
        do {
            result = try SymbolAudit(deploymentTarget: deploymentTarget).findings(inFilesAt: paths)
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            throw ExitStatus.usage.exitCode
        }
        let findings = result.findings.compactMap { finding -> Finding? in
            guard let severity = configuration.severity(of: SymbolAuditRules.all.first { $0.id == finding.ruleID }!)
            else { return nil }
            var rated = finding
            rated.severity = severity
            return rated
        }
        return (result, findings)
    }
}
