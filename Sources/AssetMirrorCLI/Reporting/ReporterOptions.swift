import ArgumentParser
import AssetMirror
import Foundation

/// `--reporter NAME[:PATH]` (repeatable) and `--strict`: where findings go and when warnings fail
/// the run. The one definition for every command that reports findings (`verify`, `audit`).
///
/// `NAME` alone (or `NAME:-`) writes to stdout; `NAME:PATH` replaces the file atomically, except
/// `markdown:PATH`, which appends (so several steps can fill one `$GITHUB_STEP_SUMMARY`). Without
/// `--reporter`, the `xcode` reporter writes to stdout. Two reporters may not write one file.
struct ReporterOptions: ParsableArguments {
    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "A report, and the file it goes to (stdout without one, or with -; markdown appends, others replace the file). Repeatable. (default: xcode)",
            valueName: "name[:path]"))
    var destinations: [ReporterDestination] = []

    @Flag(help: "Fail (exit 2) on warnings too, not only on errors.")
    var strict = false

    func validate() throws {
        // Compared as absolute, standardized paths, so that out/a.sarif and ./out/a.sarif clash too.
        var seen: Set<String> = []
        for path in destinations.compactMap(\.path)
        where !seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
            throw ValidationError("Two reporters write to \(path); give each its own file.")
        }
    }

    /// Writes the report of `findings` to every destination. A report that cannot be written is
    /// named on stderr and the others are still written; returns whether every one was.
    func write(_ findings: [Finding], rules: [Rule], toolVersion: String) -> Bool {
        var written = true
        for destination in destinations.isEmpty
            ? [ReporterDestination(reporter: XcodeReporter.self, path: nil)] : destinations
        {
            let text = destination.reporter.report(findings, rules: rules, toolVersion: toolVersion)
            guard let path = destination.path else {
                StandardStreams.out(text)
                continue
            }
            do {
                try ReportFile.write(text, to: path, appending: destination.appends)
            } catch {
                StandardStreams.error("assetmirror: error: \(error)\n")
                written = false
            }
        }
        return written
    }

    /// ``ExitStatus/findings`` for errors, or warnings under `--strict`; otherwise success. Notes
    /// never fail a run.
    func status(of findings: [Finding]) -> ExitStatus {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? .findings : .success
    }
}
