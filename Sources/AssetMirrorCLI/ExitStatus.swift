import ArgumentParser

/// Every exit status assetmirror uses: the one table, shown in `--help` and copied into the README.
enum ExitStatus: Int32, CaseIterable {
    /// Everything asked for was done, and `verify` or `audit` found nothing that fails it.
    case success = 0
    /// The tool failed on something: a file that could not be mirrored or read, a catalog that
    /// is not there. The run went on with the others.
    case fileFailed = 1
    /// `verify` or `audit` found problems: errors, or warnings under `--strict`.
    case findings = 2
    /// The command line cannot be run as given; nothing was written. ArgumentParser's own code
    /// for validation errors (`EX_USAGE`), so our refusals and its parse errors agree.
    case usage = 64
    /// Another assetmirror run is working in the same folder (it holds the folder's lock); nothing
    /// was done. `EX_TEMPFAIL`: running again later can succeed.
    case locked = 75

    var meaning: String {
        switch self {
        case .success: "success (verify, audit: no errors, nor warnings under --strict)"
        case .fileFailed: "the tool failed on a file or catalog; the others were done"
        case .findings: "verify or audit found problems: errors, or warnings under --strict"
        case .usage: "usage error or broken .assetmirror.yml; nothing was done"
        case .locked: "another run is working in the same folder; nothing was done (see --wait)"
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The table after a subcommand's discussion in its `--help`; nothing in the manual page
    /// (made from `--experimental-dump-help`), which gives the table once, under the tool's own
    /// description, rather than once per subcommand.
    static var helpSection: String {
        CommandLine.arguments.contains("--experimental-dump-help") ? "" : "\n\n" + table
    }

    /// The table as `--help` prints it.
    static var table: String {
        "EXIT STATUS:\n"
            + allCases.map {
                "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0)) \($0.meaning)"
            }.joined(separator: "\n")
    }
}
