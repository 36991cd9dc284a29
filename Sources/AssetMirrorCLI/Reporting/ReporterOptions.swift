import ArgumentParser
import AssetMirror
import Foundation

/// `--reporter NAME[:PATH]` (repeatable) and `--strict`: where findings go and when warnings fail
/// the run. The one definition for every command that reports findings (`verify`, `audit`).
///
/// `NAME` alone (or `NAME:-`) writes to stdout; `NAME:PATH` replaces the file atomically, except
/// `markdown:PATH`, which appends (so several steps can fill one `$GITHUB_STEP_SUMMARY`). Without
/// `--reporter`, the `xcode` reporter writes to stdout. Refused before anything runs (exit 64):
/// two reporters on stdout (the output would parse as neither), and a path ``OutputFile``
/// refuses: a link, folder, device or named pipe, a missing folder, two paths to one file.
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
        if let empty = destinations.first(where: { $0.path?.isEmpty == true }) {
            throw ValidationError(
                "--reporter \(empty.reporter?.identifier ?? ReporterDestination.reviewPageName): has an empty path (an unset variable, such as $GITHUB_STEP_SUMMARY outside GitHub Actions?); give a file, or - for stdout."
            )
        }
        if destinations.filter({ $0.path == nil }).count > 1 {
            throw ValidationError(
                "Two reporters write to stdout, where their output would parse as neither; give all but one a file.")
        }
        try OutputFile.validate(destinations.map(\.path))
    }

    /// Writes the report of `findings` to every destination, and the review page (`html`) as
    /// `reviewPage` makes it; a Markdown report then says where the page is. A report that cannot
    /// be written (or a page asked of a command that makes none) is named on stderr and the others
    /// are still written; returns whether every one was.
    func write(
        _ findings: [Finding], rules: [Rule], toolVersion: String, reviewPage: (() -> String)? = nil
    ) -> Bool {
        var written = true
        let pagePath = destinations.first { $0.reporter == nil }?.path
        for destination in destinations.isEmpty
            ? [ReporterDestination(reporter: XcodeReporter.self, path: nil)] : destinations
        {
            var text: String
            if let reporter = destination.reporter {
                text = reporter.report(findings, rules: rules, toolVersion: toolVersion)
                if reporter.identifier == MarkdownReporter.identifier, let pagePath {
                    text += MarkdownReporter.reviewPageNote(path: pagePath)
                }
            } else if let reviewPage {
                text = reviewPage()
            } else {
                StandardStreams.errorLine("assetmirror: error: the html reporter (the review page) is verify's only.")
                written = false
                continue
            }
            guard let path = destination.path else {
                StandardStreams.report(text)
                continue
            }
            if !OutputFile.write(text, to: path, appending: destination.appends) { written = false }
        }
        return written
    }

    /// ``ExitStatus/findings`` for errors, or warnings under `--strict`; otherwise success. Notes
    /// never fail a run.
    func status(of findings: [Finding]) -> ExitStatus {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? .findings : .success
    }
}
