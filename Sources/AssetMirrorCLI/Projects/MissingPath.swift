import AssetMirror
import Foundation

/// The refusal of path arguments that do not exist, the same in every command: a mistyped path
/// is a mistake in the command line, so nothing is done (exit 64), rather than the rest done and
/// the typo reported as if a file had failed.
enum MissingPath {
    /// Names on stderr each of `paths` that does not exist (a link that leads nowhere included),
    /// then ends the run as a usage error; does nothing when every path exists.
    static func refuse(_ paths: [String]) throws {
        var missing = false
        for path in paths where !path.isEmpty {
            var status = stat()
            if stat(path, &status) != 0 && (errno == ENOENT || errno == ENOTDIR) {
                StandardStreams.errorLine("assetmirror: error: no such file or folder: \(path)")
                missing = true
            }
        }
        if missing { throw ExitStatus.usage.exitCode }
    }
}
