import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror flip`: parses the flags, plans, runs, reports. The work is in ``FlipPlan`` and
/// ``FlipRunner``.
struct Flip: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flip",
        abstract: "Mirror PNG, JPEG, PDF and SVG files left to right, for right-to-left layouts.",
        discussion: """
            Folders are searched recursively; files are recognised by their contents, not their \
            names; other files are skipped with a note. Each mirror is written to a temporary file \
            and renamed into place, so an interrupted run never leaves a partial file.

            With --format json, stdout gets one JSON object per file and a summary object \
            (JSON Lines; see docs/cli.md). Errors, notes and the text summary go to stderr.
            """ + ExitStatus.helpSection
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
    enum ProgressMode: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @Argument(help: "PNG, JPEG, PDF or SVG files, or folders to search.")
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write mirrors under this folder, keeping each file's path below its input folder.", valueName: "dir"))
    var output: String?

    @Flag(help: "Replace each file by its mirror (or write beside it, with --suffix).")
    var inPlace = false

    // Unconditional, so that the usual suffixes, which start with a dash (`-rtl`), are taken as values.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Add this text to each output's name, before the extension: back.png → back<text>.png.", valueName: "text"))
    var suffix: String?

    // Unconditional, so that `--jobs -3` is refused for its value rather than as a missing one.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Files mirrored at once. (default: the number of cores)", valueName: "n"))
    var jobs: Int?

    @OptionGroup var mirroring: MirroringOptions

    @Flag(help: "Fail, rather than re-encode, a JPEG that cannot be mirrored losslessly.")
    var losslessOnly = false

    @Option(help: "Report format on stdout: text (nothing) or json (JSON Lines).")
    var format: ReportFormat = .text

    @Flag(help: "Print only errors: no notes, no summary.")
    var quiet = false

    @Option(help: "Show a progress bar on stderr: auto (when stderr is a terminal), always or never.")
    var progress: ProgressMode = .auto

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one file or folder to flip.") }
        try EmptyPath.refuse(paths + [output], "path")
        switch (output, inPlace) {
        case (nil, false) where suffix != nil:
            throw ValidationError(
                "--suffix needs a destination: add --in-place to write each mirror beside its input, or --output <dir>."
            )
        case (nil, false):
            throw ValidationError(
                "Refusing to overwrite the inputs: pass --output <dir> to write the mirrors there, or --in-place to replace the files."
            )
        case (.some, true):
            throw ValidationError("--output and --in-place contradict each other; pass one.")
        default: break
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        try RepeatedOption.refuse("--output")
    }

    func run() throws {
        try MissingPath.refuse(paths)
        let inputs = paths.map { URL(fileURLWithPath: $0) }
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true) }
        // Held until the run ends: taken before planning, so that the plan sees no half-done run.
        let written =
            if let output, let outputURL { [(outputURL.path, output)] } else {
                FlipPlan.foldersWrittenInPlace(by: inputs)
            }
        let lock: RunLock.Taken
        do { lock = try RunLock.take(writingIn: written, creating: output != nil, wait: mirroring.wait) } catch {
            throw error.status.exitCode
        }
        defer {
            // Under the lock still, so no run waiting for it is granted a folder then removed.
            withExtendedLifetime(lock.lock) { FolderLock.removeIfEmpty(lock.created) }
        }
        let plan: FlipPlan
        do {
            plan = try FlipPlan(
                inputs: inputs,
                output: outputURL.map { .outputDirectory($0) } ?? .inPlace,
                suffix: suffix)
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            throw ExitStatus.usage.exitCode
        }
        if plan.flipCount == 0 {
            let skipped = plan.items.count
            StandardStreams.errorLine(
                "assetmirror: error: no PNG, JPEG, PDF or SVG file found in \(paths.joined(separator: ", "))"
                    + (skipped > 0 ? " (\(skipped) other \(skipped == 1 ? "file" : "files") skipped)" : ""))
            throw ExitStatus.usage.exitCode
        }
        // After planning, which passes temporary files over: a refused run removes nothing, and
        // never through an output folder that is a link.
        let leftovers = RunLock.removeLeftovers(
            LeftoverTemporaryFiles.find(
                in: FlipPlan.temporaryFileScopes(inputs: inputs, output: outputURL, outputShown: output)),
            quiet: quiet)

        let showProgress =
            switch progress {
            case .always: true
            case .never: false
            case .auto: !quiet && StandardStreams.errorIsTerminal
            }
        let console = FlipConsole(total: plan.items.count, quiet: quiet, showProgress: showProgress)
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let runner = FlipRunner(
            options: MirrorOptions(
                limits: mirroring.budgets.limits, losslessOnly: losslessOnly,
                pngCompression: mirroring.pngCompression),
            jobs: workers)
        let summary = runner.run(plan, onResult: console.show)
        console.finish()

        let status: ExitStatus = summary.failed > 0 ? .fileFailed : .success
        if format == .json {
            StandardStreams.json(
                FlipJSONReport.lines(summary, exitStatus: status, temporaryFilesRemoved: leftovers.removed.count).map {
                    $0 + "\n"
                }.joined())
        }
        if !quiet {
            StandardStreams.error(lines: FlipTextReport.summary(summary))
        }
        if status != .success { throw status.exitCode }
    }
}
