import ArgumentParser
import AssetMirror

/// One `--reporter NAME[:PATH]`: a reporter, and where its output goes (stdout without a path).
///
/// The name is everything before the first `:`, so paths may contain colons
/// (`sarif:build/a:b.sarif`). `-` and `/dev/stdout` as the path mean stdout too, written as a
/// stream; an empty path (`markdown:"$GITHUB_STEP_SUMMARY"` outside GitHub Actions) is kept
/// as `""` for ``ReporterOptions`` to refuse by name: failing to parse would list the reporter
/// names, as if `markdown` were not one. `html` is the review page, which needs the catalogs, not
/// only the findings; it is written by the command that has them (`verify`), to a file only.
struct ReporterDestination: ExpressibleByArgument {
    static let reviewPageName = "html"
    /// nil: the review page (`html`).
    var reporter: (any FindingReporter.Type)?
    /// nil: stdout.
    var path: String?

    init?(argument: String) {
        let name: Substring
        let path: Substring?
        if let colon = argument.firstIndex(of: ":") {
            name = argument[..<colon]
            path = argument[argument.index(after: colon)...]
        } else {
            name = argument[...]
            path = nil
        }
        if name == Self.reviewPageName {
            guard let path, path != "-", path != "/dev/stdout" else { return nil }
            self.reporter = nil
            self.path = String(path)
            return
        }
        guard let reporter = FindingReporters.reporter(named: String(name)) else { return nil }
        self.reporter = reporter
        self.path = path == "-" || path == "/dev/stdout" ? nil : path.map(String.init)
    }

    init(reporter: any FindingReporter.Type, path: String?) {
        self.reporter = reporter
        self.path = path
    }

    /// Markdown files are appended to: GitHub's `$GITHUB_STEP_SUMMARY` is shared by a job's steps.
    var appends: Bool { reporter?.identifier == MarkdownReporter.identifier }

    static var allValueStrings: [String] { FindingReporters.all.map { $0.identifier } + [reviewPageName] }
}
