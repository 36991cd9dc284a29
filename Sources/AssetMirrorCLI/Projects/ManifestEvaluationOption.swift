import ArgumentParser

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

    /// Whether manifests may be evaluated, given the `CI` variable's value.
    func allowsEvaluation(ci: String?) -> Bool {
        if let manifestEvaluation { return manifestEvaluation }
        guard let ci, !ci.isEmpty else { return true }
        return ["false", "0"].contains(ci.lowercased())
    }
}
