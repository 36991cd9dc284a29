import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror verify`: reads the catalogs and their configurations, verifies, reports. The
/// work is in ``Verifier``; the reporters are the library's.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check asset catalogs for broken, inconsistent or wrongly directed images.",
        discussion: """
            Every rule has a stable id and a default severity; --list-rules shows them, and \
            docs/verify.md explains each. Each catalog is governed by the nearest .assetmirror.yml \
            in its folder or a parent (or by --config for all).

            Reporters (--reporter NAME[:PATH], repeatable; default: xcode on stdout): \
            \(FindingReporters.all.map { $0.identifier }.joined(separator: ", ")). Without a PATH (or \
            with -) the report goes to stdout; with one it replaces that file, except markdown, \
            which is appended to, since $GITHUB_STEP_SUMMARY is shared by a job's steps. \
            html:PATH writes the review page (see review), and a markdown report then names it. \
            Example: --reporter xcode --reporter sarif:build/am.sarif --reporter markdown:$GITHUB_STEP_SUMMARY

            Each path is an asset catalog, an Xcode project, or a folder (default: the current \
            one), which is searched for catalogs and for the projects that build them (Xcode \
            projects, XcodeGen project.yml, Package.swift), skipping .git, .build, DerivedData, \
            Pods, Carthage/Checkouts, node_modules and hidden folders. Asset names must be unique \
            within each target's catalogs; a catalog that no target builds is checked on its own, \
            and catalogs named on the command line are checked together.

            A path that does not exist, an empty path, or paths where no catalog is found are \
            usage errors (64): nothing is verified. A catalog or file that cannot be read is \
            named on stderr and the others are verified (exit 1).
            """ + ExitStatus.helpSection
    )

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs, Xcode projects or folders to search. (default: the current folder)", valueName: "path"))
    var catalogs: [String] = []

    @OptionGroup var manifests: ManifestEvaluationOption

    @Option(
        help: ArgumentHelp(
            "Use this configuration for every catalog instead of the nearest .assetmirror.yml.", valueName: "file"))
    var config: String?

    @OptionGroup var reporting: ReporterOptions

    @Flag(help: "Print no summary on stderr; only reports and errors.")
    var quiet = false

    // Unconditional, so that `--jobs -3` is refused for its value rather than as a missing one.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Catalog folders and image files read, and review-page thumbnails and PDF drawings made, at once. (default: the number of cores)",
            valueName: "n"))
    var jobs: Int?

    @OptionGroup var budgets: DecodeBudgetOptions

    @Flag(help: "List every rule (id, default severity, opt-in, summary) and exit.")
    var listRules = false

    /// For the build-tool plugin: a file written only when the run exits 0, so the build system
    /// can tell a checked catalog from a failing one. Hidden: not for people.
    @Option(help: .hidden)
    var buildStamp: String?

    func validate() throws {
        try EmptyPath.refuse(catalogs + [config], "path")
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        try OutputFile.validate(reporting.destinations.map(\.path) + [buildStamp])
    }

    func run() throws {
        try MissingPath.refuse(catalogs)
        if listRules {
            StandardStreams.out(RuleList.text(Rules.all))
            return
        }
        let fixedConfiguration = try config.map(Self.readConfiguration)

        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let reading = try CatalogReading(
            catalogs, fixedConfiguration: fixedConfiguration, quiet: quiet, manifests: manifests, jobs: workers)
        let read = reading.catalogs
        let verifier = Verifier(jobs: workers, limits: budgets.limits)
        let result = verifier.verify(
            read, configurations: reading.configurations, targetCatalogs: reading.targetCatalogs)
        for failure in result.failures {
            StandardStreams.errorLine("assetmirror: error: \(failure)")
        }

        // Only the rules that ran: one switched off shows in JUnit and SARIF neither as passing
        // nor at its default level.
        let reported = reporting.write(
            result.findings, rules: Configuration.rulesInForce(Rules.all, under: reading.configurations),
            toolVersion: VersionText.toolVersion
        ) {
            let page = ReviewPage(
                catalogs: read, configurations: reading.configurations, targetCatalogs: reading.targetCatalogs,
                findings: result.findings, leftAlone: result.leftAlone)
            let html = ReviewPageRenderer.html(
                page, toolVersion: VersionText.toolVersion, jobs: workers, limits: budgets.limits)
            if let warning = ReviewPageSize.warning(byteCount: html.utf8.count, name: "The review page") {
                StandardStreams.errorLine("assetmirror: warning: \(warning)")
            }
            return html
        }

        if !quiet {
            let targets = Set(reading.search.scan.targetCatalogs.compactMap(\.target)).count
            StandardStreams.error(Self.summary(result, catalogs: read, targets: targets))
        }
        let status: ExitStatus =
            reading.missing > 0 || !result.failures.isEmpty || !reported
            ? .fileFailed : reporting.status(of: result.findings)
        if status != .success { throw status.exitCode }
        if let buildStamp { try Self.writeStamp(buildStamp) }
    }

    static func writeStamp(_ path: String) throws {
        if !OutputFile.write("// Written by assetmirror verify: the catalog passed.\n", to: path) {
            throw ExitStatus.fileFailed.exitCode
        }
    }

    static func readConfiguration(_ path: String) throws -> Configuration {
        do {
            return try Configuration(contentsOf: URL(fileURLWithPath: path), path: path)
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            throw ExitStatus.usage.exitCode
        }
    }

    /// `Verified 2 catalogs, 120 sets: 1 error, 3 warnings.`, or `Verified 2 catalogs of 3 targets, …`.
    static func summary(_ result: VerificationResult, catalogs: [AssetCatalog], targets: Int = 0) -> String {
        let errors = result.findings.filter { $0.severity == .error }.count
        let warnings = result.findings.count - errors
        let sets = catalogs.reduce(0) { $0 + $1.sets.count }
        return
            "Verified \(counted(catalogs.count, "catalog"))\(targets > 0 ? " of \(counted(targets, "target"))" : ""), \(counted(sets, "set")): \(counted(errors, "error")), \(counted(warnings, "warning")).\n"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
