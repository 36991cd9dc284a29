import Foundation

/// Another program the tests check against or drive (pkg-config, bash, man, swift), found on
/// `PATH` through `/usr/bin/env` as a user's shell finds it.
enum ExternalCommand {
    /// Runs `arguments` (the program's name first) in `folder` and waits for it to finish.
    /// `environment` entries are added to this process's environment.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws
        -> AssetMirrorBinary.Result
    {
        try ProcessRun.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder,
            scratch: FileManager.default.temporaryDirectory, environment: environment
        ).text
    }
}
