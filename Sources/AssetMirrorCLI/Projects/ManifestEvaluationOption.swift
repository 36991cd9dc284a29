import ArgumentParser

/// The options every command that searches paths takes: `--allow-outside`, and
/// `--[no-]manifest-evaluation`: whether a folder search may run `swift package dump-package`,
/// which evaluates a `Package.swift`, that is, runs code from the repository (SwiftPM sandboxes
/// it on macOS, not on Linux).
///
/// Unset, manifests are evaluated except under CI (`CI` set to anything but `false` or `0`, as
/// GitHub Actions, GitLab, Bitrise and Xcode Cloud set it), where the code is often a pull
/// request's: there SwiftPM's folder convention is used unless `--manifest-evaluation` is given.
/// A `.assetmirror.yml` can only turn evaluation off (`manifest-evaluation: off`).
struct ManifestEvaluationOption: ParsableArguments {
    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Whether a folder search may evaluate Package.swift (runs its code) to learn targets' paths. (default: yes, except when CI is set)"
        ))
    var manifestEvaluation: Bool?

    /// Folders outside the repository root a search may read all the same: the root (the
    /// folder holding `.git` above each path given, else the path's folder) is otherwise never
    /// left, whatever a project file or a link in the files checked says.
    @Option(
        name: .customLong("allow-outside"),
        help: ArgumentHelp(
            "A folder outside the repository that catalogs, links and project references may lead to. Repeatable.",
            valueName: "folder"))
    var allowedOutside: [String] = []

    @Option(
        help: ArgumentHelp(
            "How long evaluating one Package.swift may take before it and what it started are ended.",
            valueName: "seconds"))
    var manifestTimeout: Double = SwiftPackageDump.defaultTimeout

    func validate() throws {
        guard manifestTimeout > 0, manifestTimeout.isFinite else {
            throw ValidationError("--manifest-timeout must be a number of seconds above 0")
        }
    }

    /// Whether manifests may be evaluated, given the `CI` variable's value.
    func allowsEvaluation(ci: String?) -> Bool {
        if let manifestEvaluation { return manifestEvaluation }
        guard let ci, !ci.isEmpty else { return true }
        return ["false", "0"].contains(ci.lowercased())
    }
}
