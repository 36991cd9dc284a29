import Foundation
import Testing

/// A full or closed stdout ends the run cleanly: SIGPIPE on a closed pipe, as `yes | head` ends,
/// and one line on stderr with exit status 1 otherwise; never a Swift fatal error (exit 132).
@Suite struct ClosedOutputCommandTests {
    /// The output goes to a pipe whose reading end is already closed, as after `| head -c1`
    /// has read its byte: the run ends by SIGPIPE, saying nothing.
    @Test func aClosedPipeEndsTheRunBySIGPIPE() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let result = try Self.run(["verify", "--list-rules"], stdout: writing)
        #expect(result.reason == .uncaughtSignal)
        #expect(result.status == SIGPIPE)
        #expect(result.stderr.isEmpty)
    }

    /// The shell's own view: `assetmirror … | head -c1` gives the first byte, and the pipeline
    /// stage ends with 141 (128 + SIGPIPE) or 0 if it wrote everything before head left.
    @Test func headTakesOneByte() throws {
        let folder = CatalogTree.demo.deletingLastPathComponent().path
        let script =
            "cd '\(folder)' && '\(AssetMirrorBinary.url.path)' inspect Demo.xcassets --quiet | head -c1; echo \" ${PIPESTATUS[0]}\""
        let result = try Self.shell(script)
        #expect(result.stdout == "D 141\n" || result.stdout == "D 0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aFullDiskIsOneLineAndExitStatus1() throws {
        let result = try Self.shell("'\(AssetMirrorBinary.url.path)' verify --list-rules >/dev/full; echo $?")
        #expect(result.stdout == "1\n")
        #expect(result.stderr == "assetmirror: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedDescriptorIsOneLineAndExitStatus1() throws {
        let result = try Self.shell("'\(AssetMirrorBinary.url.path)' verify --list-rules >&-; echo $?")
        #expect(result.stdout == "1\n")
        #expect(result.stderr == "assetmirror: error: cannot write to standard output: Bad file descriptor\n")
    }

    static func run(_ arguments: [String], stdout: FileHandle) throws -> (
        status: Int32, reason: Process.TerminationReason, stderr: String
    ) {
        let errors = Pipe()
        let process = Process()
        process.executableURL = AssetMirrorBinary.url
        process.arguments = arguments
        process.standardOutput = stdout
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try stdout.close()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: stderr, as: UTF8.self))
    }

    static func shell(_ script: String) throws -> (stdout: String, stderr: String) {
        let output = Pipe()
        let errors = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
