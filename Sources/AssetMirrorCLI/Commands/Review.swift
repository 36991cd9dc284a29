import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror review`: verifies the catalogs as `verify` does and writes one HTML page showing
/// every set whose direction a person should judge, beside its mirror. The page is the
/// library's (``ReviewPage``, ``ReviewPageRenderer``).
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write one HTML page showing every directional image beside its mirror.",
        discussion: """
            The page shows each set that has a direction, a name that looks directional, or a \
            finding of verify: its files as a left-to-right layout draws them and as a \
            right-to-left one does (the system's mirror for a "Mirrors" set), on a checkerboard, \
            white and black, with verify's findings and filters (needs a look, target, direction, \
            text). It is one self-contained file: no network, nothing loaded from elsewhere. \
            See docs/review.md.

            Paths are taken as verify takes them: asset catalogs, Xcode projects or folders \
            (default: the current folder). Findings do not change the exit status; a path or \
            catalog that cannot be read does (exit 1), after the page is written.
            """ + ExitStatus.helpSection
    )

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs, Xcode projects or folders to search. (default: the current folder)", valueName: "path"))
    var catalogs: [String] = []

    @OptionGroup var manifests: ManifestEvaluationOption

    @OptionGroup var budgets: DecodeBudgetOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The HTML file to write (replaced).", valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "Use this configuration for every catalog instead of the nearest .assetmirror.yml.", valueName: "file"))
    var config: String?

    @Flag(help: "Print no summary on stderr; only errors.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Catalog folders read, and image files read, shrunk or drawn, at once. (default: the number of cores)",
            valueName: "n"))
    var jobs: Int?

    func validate() throws {
        try EmptyPath.refuse(catalogs + [config, output], "path")
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        try OutputFile.validate([output])
    }

    func run() throws {
        try MissingPath.refuse(catalogs)
        let fixedConfiguration = try config.map(Verify.readConfiguration)
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let reading = try CatalogReading(
            catalogs, fixedConfiguration: fixedConfiguration, quiet: quiet, manifests: manifests, jobs: workers)
        let verifier = Verifier(jobs: workers, limits: budgets.limits)
        let result = verifier.verify(
            reading.catalogs, configurations: reading.configurations, targetCatalogs: reading.targetCatalogs)
        for failure in result.failures {
            StandardStreams.errorLine("assetmirror: error: \(failure)")
        }
        let page = ReviewPage(
            catalogs: reading.catalogs, configurations: reading.configurations, targetCatalogs: reading.targetCatalogs,
            findings: result.findings, leftAlone: result.leftAlone)
        let written = Self.write(
            page, to: output, jobs: workers, limits: budgets.limits)
        if written, !quiet {
            let looks = page.sets.filter(\.needsLook).count
            StandardStreams.error(
                "Wrote \(output): \(Verify.counted(page.sets.count, "set")), \(looks) \(looks == 1 ? "needs" : "need") a look.\n"
            )
        }
        if reading.missing > 0 || !result.failures.isEmpty || !written { throw ExitStatus.fileFailed.exitCode }
    }

    /// Writes the page to `path`; an error is named on stderr and returns false.
    static func write(_ page: ReviewPage, to path: String, jobs: Int, limits: DecodeLimits) -> Bool {
        let html = ReviewPageRenderer.html(page, toolVersion: VersionText.toolVersion, jobs: jobs, limits: limits)
        guard OutputFile.write(html, to: path) else { return false }
        if let warning = ReviewPageSize.warning(byteCount: html.utf8.count, name: path) {
            StandardStreams.errorLine("assetmirror: warning: \(warning)")
        }
        return true
    }
}
