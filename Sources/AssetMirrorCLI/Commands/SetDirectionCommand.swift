import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror set-direction`: gives the sets the patterns name one Direction, as Xcode's menu
/// does, editing only their `language-direction` keys. The work is in ``DirectionEdit``.
struct SetDirectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-direction",
        abstract: "Set the Direction of image and symbol sets, as Xcode's Direction menu does.",
        discussion: """
            Every entry of each set named by a --set pattern gets the same language-direction \
            (empty slots included, as Xcode writes it), or loses it for fixed. Nothing else in \
            the Contents.json changes, and it is written back in its own style, so a diff shows \
            one line per entry. Then `assetmirror generate` can add mirrored twins to the \
            directional sets.

            A pattern without "/" names sets by folder name at any depth (back, '*arrow*', \
            'chevron-?'); one with "/" by path inside the catalog ('Navigation/*', 'Icons/**'); \
            a backslash makes the next character match itself ('what\\?' names what? alone). \
            The .imageset or .symbolset extension may be left out. A pattern that names no \
            image or symbol set is an error (most likely a typo), as is a set that cannot take \
            the direction: a Both set (its right-to-left entries have files of their own), a \
            set without entries, or one whose Contents.json does not read. The other sets are \
            still changed.

            Each changed set is listed on stderr with its old and new direction. With --format \
            json, stdout gets one JSON object per named set and a summary object (JSON Lines). \
            --dry-run lists the changes and writes nothing.
            """ + ExitStatus.helpSection
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("fixed, left-to-right or right-to-left.", valueName: "direction"))
    var direction: DirectionChoice

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs, Xcode projects or folders to search, as for verify. (default: the current folder)",
            valueName: "path"))
    var catalogs: [String] = []

    @OptionGroup var manifests: ManifestEvaluationOption

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "The sets to change: a name, path or glob (repeat for more; '**' names every set).", valueName: "pattern"))
    var patterns: [String] = []

    @Flag(help: "List what would change and write nothing.")
    var dryRun = false

    @Option(help: "Report format on stdout: text (nothing) or json (JSON Lines).")
    var format: ReportFormat = .text

    @Flag(help: "Print only errors: no per-set lines, no summary.")
    var quiet = false

    @Flag(help: "When another run is working in the same catalog, wait for it to finish rather than stop.")
    var wait = false

    func validate() throws {
        try EmptyPath.refuse(catalogs, "path")
        if patterns.isEmpty {
            throw ValidationError(
                "Name the sets to change with --set (a name, path or glob; --set '**' for every set).")
        }
        if let empty = patterns.first(where: { SetPattern($0) == nil }) {
            throw ValidationError("--set \(empty.isEmpty ? "''" : empty) names no set; give a name, path or glob.")
        }
    }

    func run() throws {
        try MissingPath.refuse(catalogs)
        let edit = DirectionEdit(setting: direction, patterns: patterns.compactMap(SetPattern.init))
        var report = SetDirectionReport(dryRun: dryRun, quiet: quiet)
        let search = CatalogSearch(catalogs, quiet: true, printsErrors: false, manifests: manifests)
        if search.brokenConfiguration {
            for (_, error) in search.errors { StandardStreams.error("assetmirror: error: \(error)\n") }
            throw ExitStatus.usage.exitCode
        }
        try search.requireCatalogs(in: catalogs)
        for (path, error) in search.errors { report.catalogFailed(path: path, reason: error.description) }
        // Every catalog locked before any is read, as `generate` does: a `generate` in place
        // meanwhile would plan from the old Contents.json, or clear this run's temporary files.
        let paths = search.scan.catalogs.map(\.path)
        let lock: RunLock.Taken
        do { lock = try RunLock.take(writingIn: paths.map { ($0, $0) }, creating: false, wait: wait) } catch {
            throw error.status.exitCode
        }
        defer { withExtendedLifetime(lock.lock) {} }
        for path in paths {
            let catalog: AssetCatalog
            do {
                catalog = try AssetCatalog(reading: URL(fileURLWithPath: path, isDirectory: true), path: path)
            } catch {
                report.catalogFailed(path: path, reason: error.description)
                continue
            }
            let plan = edit.plan(catalog)
            let failures = dryRun ? [] : plan.apply()
            report.add(plan, failures: failures)
        }
        report.finishPatterns(patterns)
        if format == .json { StandardStreams.json(report.jsonLines().map { $0 + "\n" }.joined()) }
        StandardStreams.error(lines: report.closingLines())
        if report.hasFailures { throw ExitStatus.fileFailed.exitCode }
    }
}

extension DirectionChoice: ExpressibleByArgument {}
