import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror generate`: parses the flags and hands them to ``GenerateFrontend``, which plans,
/// runs (or prints the plan) and reports; the work is in ``GenerationPlan`` and ``GenerationRunner``.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Add the missing right-to-left (or left-to-right) twin of every image in directional sets.",
        discussion: """
            For each "Left to Right, Mirrors" set, every entry with a file gets a right-to-left \
            twin right after it, pointing at a mirrored copy named with --rtl-suffix \
            (back@2x.png → back-rtl@2x.png); the set becomes "Both". "Right to Left, Mirrors" \
            sets get left-to-right twins the same way (--ltr-suffix). Cap insets and alignment \
            insets are mirrored too. A hidden set record, .assetmirror.json, lists what was \
            generated, so a second run changes nothing and a file a person made is never \
            replaced without --force. With --output, a hidden derived record, \
            .assetmirror-derived.json, lists what the copy holds, so that files and sets removed from the source are removed from \
            the derived catalog too (only those; anything else found there is left, with a note). \
            With --direction-table, a table maps each directional asset name to its counterpart \
            and says how it is served in right-to-left layouts. See docs/generate.md.

            With --format json, stdout gets one JSON object per set and a summary object \
            (JSON Lines). Errors, notes and the text summary go to stderr; --dry-run prints the \
            plan on stdout and writes nothing.
            """ + ExitStatus.helpSection
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(
        help: ArgumentHelp(
            "Asset catalogs, Xcode projects or folders to search, as for verify. (default: the current folder)",
            valueName: "path"))
    var catalogs: [String] = []

    @OptionGroup var manifests: ManifestEvaluationOption

    @Option(
        help: ArgumentHelp(
            "Write a derived copy of each catalog to DIR/<catalog name> instead of changing it.", valueName: "dir"))
    var output: String?

    // Unconditional, so that the usual suffixes, which start with a dash (`-rtl`), are taken as values.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Name right-to-left variants with this suffix: back@2x.png → back<text>@2x.png. (default: -rtl)",
            valueName: "text"))
    var rtlSuffix: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Name left-to-right variants (of right-to-left sets) with this suffix. (default: -ltr)", valueName: "text"))
    var ltrSuffix: String?

    @Flag(help: "Replace files at a variant's name that assetmirror did not generate (or that were edited since).")
    var force = false

    @Flag(help: "Print the plan on stdout and write nothing.")
    var dryRun = false

    // Unconditional, so that `--jobs -3` is refused for its value rather than as a missing one.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Catalog folders read, and sets worked on, at once. (default: the number of cores)", valueName: "n"))
    var jobs: Int?

    @OptionGroup var mirroring: MirroringOptions
    var wait: Bool { mirroring.wait }
    var budgets: DecodeBudgetOptions { mirroring.budgets }
    var pngCompression: PNGCompression { mirroring.pngCompression }

    @Option(help: "Report format on stdout: text (nothing, or the plan with --dry-run) or json (JSON Lines).")
    var format: ReportFormat = .text

    @Flag(help: "Print only errors: no per-set lines, no notes, no summary.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Also write the direction table of the catalog's directional assets (how each is served in right-to-left layouts): to this file, or with assets to NAME.rtl-directions.json beside each catalog. Never written empty. (default: no table; `assetmirror symbols` writes the SF Symbols table)",
            valueName: "path|assets"))
    var directionTable: String?

    func validate() throws {
        try EmptyPath.refuse(catalogs + [output, directionTable], "path")
        if let directionTable, ["full", "none"].contains(directionTable) {
            throw ValidationError(
                "--direction-table takes a file or assets, not \(directionTable): without the flag no table is written, and `assetmirror symbols` writes the SF Symbols table (to write a file named \(directionTable), give ./\(directionTable))."
            )
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        try RepeatedOption.refuse("--output")
        if let directionTable, directionTable != "assets" { try OutputFile.validate([directionTable]) }
    }

    func run() throws {
        let status = GenerateFrontend(command: self).run()
        if status != .success { throw status.exitCode }
    }

    /// The naming for one catalog: each flag given wins; otherwise the `generate:` suffixes of
    /// the `.assetmirror.yml` that governs the catalog; otherwise the defaults.
    /// Where the direction table goes, as the library takes it: `assets`, or a file.
    var directionTableDestination: DirectionTableDestination? {
        directionTable.map {
            $0 == "assets" ? .besideEachCatalog : .file(URL(fileURLWithPath: $0), path: $0)
        }
    }

    func naming(for catalog: URL, path: String) throws -> VariantNaming {
        let configuration =
            rtlSuffix != nil && ltrSuffix != nil ? Configuration() : try Configuration.find(for: catalog, path: path)
        return try VariantNaming(
            rightToLeftSuffix: rtlSuffix ?? configuration.rtlSuffix ?? VariantNaming.defaultRightToLeftSuffix,
            leftToRightSuffix: ltrSuffix ?? configuration.ltrSuffix ?? VariantNaming.defaultLeftToRightSuffix)
    }
}
