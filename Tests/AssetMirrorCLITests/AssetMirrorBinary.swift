import Foundation

/// The built `assetmirror` executable, run the way a user runs it.
///
/// Found next to the test bundle (SwiftPM puts products and test bundles in the same folder,
/// wherever `--scratch-path` puts that folder), so the tests exercise exactly what was built.
enum AssetMirrorBinary {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let url: URL = {
        let fileManager = FileManager.default
        var folders: [URL] = []
        for bundle in [Bundle(for: BundleToken.self), Bundle.main] + Bundle.allBundles {
            let url = bundle.bundleURL
            folders.append(url.pathExtension == "xctest" ? url.deletingLastPathComponent() : url)
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        // Last resort: the default scratch path below the package root.
        folders.append(TestAssets.repositoryRoot.appendingPathComponent(".build/debug"))
        for folder in folders {
            let candidate = folder.appendingPathComponent("assetmirror")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        fatalError("assetmirror executable not found in \(folders.map(\.path)); run `swift build` first")
    }()

    /// Runs `assetmirror arguments…` in `folder` and waits for it to finish.
    static func run(_ arguments: [String], in folder: URL) throws -> Result {
        try ProcessRun.run(executable: url, arguments, in: folder, scratch: folder).text
    }
}

private final class BundleToken {}

/// The repository's `TestAssets` folder and scratch copies of it.
enum TestAssets {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let icons = repositoryRoot.appendingPathComponent("TestAssets/Icons")
}

/// A fresh folder to run the command in, removed when the value is released.
final class Workspace {
    let url: URL

    /// A folder holding a copy of the demo icons at `Icons/`.
    init(withIcons: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("assetmirror-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if withIcons { try FileManager.default.copyItem(at: TestAssets.icons, to: url.appendingPathComponent("Icons")) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func run(_ arguments: String...) throws -> AssetMirrorBinary.Result {
        try AssetMirrorBinary.run(arguments, in: url)
    }

    /// Starts the binary in the background and returns it with the first line it writes on
    /// stderr (read until a newline or its end): what a run waiting for a lock says before it
    /// blocks. No clock: the caller waits for the run's own words.
    func start(_ arguments: String...) throws -> (process: Process, firstLine: String) {
        let process = Process()
        process.executableURL = AssetMirrorBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = url
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        return (process, String(decoding: said, as: UTF8.self))
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func contents(_ path: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(path)) }

    func write(_ path: String, _ data: Data) throws { try data.write(to: url.appendingPathComponent(path)) }

    /// Every file below `folder`, hidden ones included, as sorted relative paths.
    func files(under folder: String) -> [String] {
        let root = url.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { entry -> String? in
            let path = entry as! String
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : path
        }.sorted()
    }
}

/// One run of a program, its output kept as bytes: the one place the tests start a process.
enum ProcessRun {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]

        /// The output as text (invalid UTF-8 repaired), as most tests read it.
        var text: AssetMirrorBinary.Result {
            AssetMirrorBinary.Result(
                status: status, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    /// Runs `executable arguments…` in `folder` (this process's folder when nil) with
    /// `environment` added to this process's, stdin empty, and waits for it. Output goes to
    /// files in `scratch` rather than pipes, so a chatty run cannot fill a pipe and block.
    static func run(
        executable: URL, _ arguments: [String], in folder: URL?, scratch: URL,
        environment: [String: String] = [:]
    ) throws -> Output {
        let stdoutFile = scratch.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let stderrFile = scratch.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: stdoutFile)
        try Data().write(to: stderrFile)
        defer {
            try? FileManager.default.removeItem(at: stdoutFile)
            try? FileManager.default.removeItem(at: stderrFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: Array(try Data(contentsOf: stdoutFile)),
            stderr: Array(try Data(contentsOf: stderrFile)))
    }
}
