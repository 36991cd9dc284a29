import ArgumentParser
import AssetMirror
import Foundation

/// `--reporter NAME[:PATH]` (repeatable) and `--strict`: where findings go and when warnings fail
/// the run. Shared by every command that reports findings.
///
/// `NAME` alone writes to stdout; `NAME:PATH` writes the file atomically, except `markdown:PATH`,
/// which appends (so several runs can fill one `$GITHUB_STEP_SUMMARY`). Without `--reporter`,
/// the `xcode` reporter writes to stdout.
struct ReporterOptions: ParsableArguments {
    /// One parsed `--reporter` value.
    struct Destination: ExpressibleByArgument {
        var reporter: any FindingReporter.Type
        var path: String?

        init?(argument: String) {
            let (name, path) = Self.split(argument)
            guard let reporter = FindingReporters.reporter(named: name), path.map({ !$0.isEmpty }) ?? true else { return nil }
            self.reporter = reporter
            self.path = path
        }

        /// `sarif:out/report.sarif` → ("sarif", "out/report.sarif"); only the first `:` splits,
        /// so a path may hold more.
        static func split(_ argument: String) -> (String, String?) {
            guard let colon = argument.firstIndex(of: ":") else { return (argument, nil) }
            return (String(argument[..<colon]), String(argument[argument.index(after: colon)...]))
        }

        static var allValueStrings: [String] { FindingReporters.all.map { $0.identifier } }
    }

    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "Report with NAME, to stdout or to PATH (markdown appends); repeatable. NAME: \(FindingReporters.all.map { $0.identifier }.joined(separator: ", ")). (default: xcode)",
            valueName: "name[:path]"))
    var destinations: [Destination] = []

    @Flag(help: "Fail (exit 2) on warnings too, not only on errors.")
    var strict = false

    /// Writes the report of `findings` to every destination, and returns the exit status the
    /// findings call for: ``ExitStatus/findings`` for errors (or warnings under `--strict`).
    func report(_ findings: [Finding], rules: [Rule], toolVersion: String) throws -> ExitStatus {
        let destinations = destinations.isEmpty ? [Destination(argument: "xcode")!] : destinations
        for destination in destinations {
            let text = destination.reporter.report(findings, rules: rules, toolVersion: toolVersion)
            guard let path = destination.path else {
                StandardStreams.out(text)
                continue
            }
            let url = URL(fileURLWithPath: path)
            if destination.reporter.identifier == MarkdownReporter.identifier {
                try Self.append(text, to: url)
            } else {
                try AtomicFile.write(Array(text.utf8), to: url)
            }
        }
        let worst = findings.map(\.severity).max()
        let fails = worst == .error || (strict && worst == .warning)
        return fails ? .findings : .success
    }

    private static func append(_ text: String, to url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            try AtomicFile.write(Array(text.utf8), to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            try handle.close()
            throw error
        }
        try handle.close()
    }
}
