import ArgumentParser
import AssetMirror
import Foundation

/// What `assetmirror generate` does once its flags are parsed: one plan, then either the plan
/// printed (`--dry-run`) or the plan run, reported as it goes, and the closing lines.
struct GenerateFrontend {
    let command: Generate

    /// Locks, plans, runs or prints, reports; returns the exit status.
    func run() -> ExitStatus {
        let search = CatalogSearch(command.catalogs, quiet: true, manifests: command.manifests)
        if search.brokenConfiguration || search.failedPaths > 0 { return .usage }
        let inputs: [(url: URL, path: String, naming: VariantNaming)]
        let output: GenerationPlan.Output =
            command.output.map { .derived(folder: URL(fileURLWithPath: $0, isDirectory: true)) } ?? .inPlace
        do {
            try search.requireCatalogs(in: command.catalogs)
            inputs = try search.scan.catalogs.map(\.path).map { path in
                let url = URL(fileURLWithPath: path, isDirectory: true)
                return (url, path, try command.naming(for: url, path: path))
            }
        } catch is ExitCode {
            return .usage // no catalog found, said by the search
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            return .usage
        }
        // Held until the run ends, taken before planning: the plan reads a snapshot of the
        // catalogs that another run must not change under it.
        let catalogs = inputs.map { (url: $0.url, path: $0.path) }
        let folders = GenerationPlan.lockedFolders(catalogs: catalogs, output: output)
        let lock: RunLock.Taken
        do {
            lock = try RunLock.take(
                writingIn: folders.writing, reading: folders.reading,
                creating: !command.dryRun && command.output != nil,
                wait: command.wait)
        } catch {
            return error.status
        }
        defer {
            // Under the lock still, so no run waiting for it is granted a folder then removed.
            withExtendedLifetime(lock.lock) { FolderLock.removeIfEmpty(lock.created) }
        }
        let plan: GenerationPlan
        do {
            plan = try GenerationPlan(
                catalogs: inputs, output: output, force: command.force,
                directionTable: command.directionTableDestination,
                jobs: command.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            return .usage
        }
        return command.dryRun ? printPlan(plan) : execute(plan)
    }

    /// `--dry-run`: the plan on stdout, nothing written.
    private func printPlan(_ plan: GenerationPlan) -> ExitStatus {
        let leftovers = plan.leftoverTemporaryFiles.map(\.shown)
        let summary = GenerationSummary(
            results: plan.sets.map(SetResult.init(planned:)), copied: plan.copies.count,
            copyTimesSet: plan.copyTimes.count, removed: plan.fileRemovals.count, refusedLinks: plan.refusedLinks)
        let status: ExitStatus = summary.hasFailures ? .fileFailed : .success
        switch command.format {
        case .text:
            StandardStreams.out(GenerateTextReport.plan(plan).map { $0 + "\n" }.joined())
        case .json:
            StandardStreams.json(
                GenerateJSONReport.lines(
                    summary, exitStatus: status, dryRun: true, kept: plan.kept, plan: plan, leftovers: leftovers
                ).map { $0 + "\n" }.joined())
        }
        return status
    }

    private func execute(_ plan: GenerationPlan) -> ExitStatus {
        let console = GenerateConsole(quiet: command.quiet)
        let runner = GenerationRunner(
            options: MirrorOptions(
                limits: command.budgets.limits, pngCompression: command.pngCompression),
            jobs: command.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let summary = runner.run(
            plan, onLeftovers: { RunLock.reportLeftovers($0, quiet: command.quiet) }, onResult: console.show)
        let status: ExitStatus = summary.hasFailures ? .fileFailed : .success
        if command.format == .json {
            StandardStreams.json(
                GenerateJSONReport.lines(
                    summary, exitStatus: status, dryRun: false, kept: plan.kept, leftovers: summary.leftovers.removed
                ).map { $0 + "\n" }.joined())
        }
        StandardStreams.error(
            GenerateTextReport.closing(summary, plan: plan, quiet: command.quiet).map { $0 + "\n" }.joined())
        return status
    }
}
