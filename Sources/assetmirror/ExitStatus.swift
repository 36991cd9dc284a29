import ArgumentParser

/// Every exit status assetmirror uses: the one table, shown in `--help` and copied into the README.
enum ExitStatus: Int32, CaseIterable {
    /// Everything asked for was done.
    case success = 0
    /// At least one file could not be mirrored; the run went on with the others.
    case fileFailed = 1
    /// `verify` found problems: errors, or warnings under `--strict`.
    case findings = 2
    /// The command line cannot be run as given; nothing was written. ArgumentParser's own code
    /// for validation errors (`EX_USAGE`), so our refusals and its parse errors agree.
    case usage = 64

    var meaning: String {
        switch self {
        case .success: "success"
        case .fileFailed: "a file failed; the others were done (--lossless-only refusals count)"
        case .findings: "verify found problems (errors, or warnings under --strict)"
        case .usage: "usage error, or a run refused before writing anything"
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The table as `--help` prints it.
    static var table: String {
        "EXIT STATUS:\n" + allCases.map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0)) \($0.meaning)" }.joined(separator: "\n")
    }
}
