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
            Example: --reporter xcode --reporter sarif:build/am.sarif --reporter markdown:$GITHUB_STEP_SUMMARY

            A catalog that does not exist is named on stderr and the others are verified (exit 1); \
            when none exists, nothing is verified (exit 64).

            \(ExitStatus.table)
            """
    )

    @Argument(help: ArgumentHelp("Asset catalogs (*.xcassets folders) to verify together.", valueName: "catalog"))
    var catalogs: [String] = []

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
        help: ArgumentHelp("Image files read at once. (default: the number of cores)", valueName: "n"))
    var jobs: Int?

    @OptionGroup var budgets: DecodeBudgetOptions

    @Flag(help: "List every rule (id, default severity, opt-in, summary) and exit.")
    var listRules = false

    func validate() throws {
        if !listRules && catalogs.isEmpty {
            throw ValidationError("Give at least one asset catalog (a *.xcassets folder) to verify.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    func run() throws {
        if listRules {
            StandardStreams.out(RuleList.text(Rules.all))
            return
        }
        let fixedConfiguration = try config.map(Self.readConfiguration)

        var read: [(catalog: AssetCatalog, configuration: Configuration)] = []
        var missing = 0
        for path in catalogs {
            let catalog: AssetCatalog
            do {
                catalog = try AssetCatalog(reading: URL(fileURLWithPath: path), path: path)
            } catch {
                StandardStreams.error("assetmirror: error: \(error)\n")
                missing += 1
                continue
            }
            let configuration: Configuration
            if let fixedConfiguration {
                configuration = fixedConfiguration
            } else {
                do {
                    configuration = try Configuration.find(for: catalog.url, path: catalog.path)
                } catch {
                    StandardStreams.error("assetmirror: error: \(error)\n")
                    throw ExitStatus.usage.exitCode
                }
            }
            read.append((catalog, configuration))
        }
        if read.isEmpty { throw ExitStatus.usage.exitCode }

        let verifier = Verifier(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, limits: budgets.limits)
        let result = verifier.verify(read.map(\.catalog), configurations: read.map(\.configuration))
        for failure in result.failures {
            StandardStreams.error("assetmirror: error: \(failure)\n")
        }

        let reported = reporting.write(
            result.findings, rules: Rules.all, toolVersion: AssetMirrorCommand.configuration.version)

        if !quiet {
            StandardStreams.error(Self.summary(result, catalogs: read.map(\.catalog)))
        }
        let status: ExitStatus =
            missing > 0 || !result.failures.isEmpty || !reported ? .fileFailed : reporting.status(of: result.findings)
        if status != .success { throw status.exitCode }
    }

    static func readConfiguration(_ path: String) throws -> Configuration {
        do {
            return try Configuration(contentsOf: URL(fileURLWithPath: path), path: path)
        } catch {
            StandardStreams.error("assetmirror: error: \(error)\n")
            throw ExitStatus.usage.exitCode
        }
    }

    /// `Verified 2 catalogs, 120 sets: 1 error, 3 warnings.`
    static func summary(_ result: VerificationResult, catalogs: [AssetCatalog]) -> String {
        let errors = result.findings.filter { $0.severity == .error }.count
        let warnings = result.findings.count - errors
        let sets = catalogs.reduce(0) { $0 + $1.sets.count }
        return
            "Verified \(counted(catalogs.count, "catalog")), \(counted(sets, "set")): \(counted(errors, "error")), \(counted(warnings, "warning")).\n"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
