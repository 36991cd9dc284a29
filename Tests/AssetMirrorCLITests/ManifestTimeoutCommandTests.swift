import Foundation
import Testing

/// A `Package.swift` that never ends: its evaluation is ended, with every process it started,
/// when `--manifest-timeout` passes and when assetmirror itself ends, even by SIGKILL.
///
/// A stand-in `swift` on `PATH` plays the evaluation: it starts a child that sleeps, writes
/// both process ids, and waits forever.
@Suite struct ManifestTimeoutCommandTests {
    final class Fixture {
        let workspace: Workspace
        let pids: URL
        let bin: URL

        init() throws {
            workspace = try ManifestEvaluationCommandTests.package()
            pids = workspace.url.appendingPathComponent("pids")
            bin = workspace.url.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let swift = bin.appendingPathComponent("swift")
            try Data(
                """
                #!/bin/sh
                sleep 1000 &
                echo "$! $$" > "\(pids.path).tmp" && mv "\(pids.path).tmp" "\(pids.path)"
                wait

                """.utf8
            ).write(to: swift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }

        var environment: [String: String] {
            ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "CI": ""]
        }

        /// The stand-in's process ids, once it has written them.
        func waitForPIDs() throws -> [pid_t] {
            for _ in 0..<600 {
                if let text = try? String(contentsOf: pids, encoding: .utf8) {
                    return text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            Issue.record("the stand-in never ran")
            return []
        }
    }

    /// Whether `pid` is a process still running (a zombie waiting to be reaped is not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return !stat[close...].dropFirst(2).hasPrefix("Z")
    }

    /// Waits up to 10 s for every one of `pids` to end.
    static func expectEnded(_ pids: [pid_t]) {
        for _ in 0..<200 where pids.contains(where: isRunning) { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!pids.isEmpty)
        #expect(!pids.contains(where: isRunning), "still running: \(pids.filter(isRunning))")
    }

    @Test func anEvaluationPastItsTimeLimitIsEndedWithItsChildren() throws {
        let fixture = try Fixture()
        let result = try ExternalCommand.run(
            [AssetMirrorBinary.url.path, "verify", ".", "--manifest-evaluation", "--manifest-timeout", "1"],
            in: fixture.workspace.url, environment: fixture.environment)
        #expect(
            result.stderr.contains(
                "swift package dump-package did not end within 1 seconds (--manifest-timeout), so it and the processes it started were ended"
            ), "\(result.stderr)")
        #expect(result.status == 0)
        Self.expectEnded(try fixture.waitForPIDs())
    }

    @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
    func anEvaluationEndsWhenAssetmirrorIsEnded(signal: Int32) throws {
        let fixture = try Fixture()
        let process = Process()
        process.executableURL = AssetMirrorBinary.url
        process.arguments = ["verify", ".", "--manifest-evaluation"]
        process.currentDirectoryURL = fixture.workspace.url
        process.environment = ProcessInfo.processInfo.environment.merging(fixture.environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pids = try fixture.waitForPIDs()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        Self.expectEnded(pids)
    }

    @Test func aTimeLimitMustBePositive() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("verify", ".", "--manifest-timeout", "0")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--manifest-timeout must be a number of seconds above 0"), "\(result.stderr)")
    }
}
