import Foundation

/// Another program the tests check against or drive (pkg-config, bash, man, swift), found on
/// `PATH` through `/usr/bin/env` as a user's shell finds it.
enum ExternalCommand {
    /// Runs `arguments` (the program's name first) in `folder` and waits for it to finish.
    /// `environment` entries are added to this process's environment.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws
        -> AssetMirrorBinary.Result
    {
        // Files rather than pipes, so a chatty run cannot fill a pipe and block.
        let scratch = FileManager.default.temporaryDirectory
        let stdoutFile = scratch.appendingPathComponent("assetmirror-stdout-\(UUID().uuidString)")
        let stderrFile = scratch.appendingPathComponent("assetmirror-stderr-\(UUID().uuidString)")
        try Data().write(to: stdoutFile)
        try Data().write(to: stderrFile)
        defer {
            try? FileManager.default.removeItem(at: stdoutFile)
            try? FileManager.default.removeItem(at: stderrFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return AssetMirrorBinary.Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutFile), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrFile), as: UTF8.self))
    }
}
