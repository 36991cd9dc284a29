import AssetMirror
import Foundation

/// Evaluates `Package.swift` manifests with `swift package dump-package` (which runs the manifest
/// without resolving dependencies), when a `swift` executable is on `PATH`.
struct SwiftPackageDump: PackageManifestReading {
    /// The `swift` executable, or nil when there is none (then SwiftPM's convention is used).
    let swift: URL?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        swift = folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Manifest: Decodable {
        var targets: [PackageTargetLayout]
    }

    func targets(ofPackageIn folder: String) throws -> [PackageTargetLayout]? {
        guard let swift else { return nil }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-dump-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package", "--package-path", folder]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "no message"
            throw Failure(
                description: "swift package dump-package failed (status \(process.terminationStatus)): \(firstLine)")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data).targets
        } catch {
            throw Failure(description: "swift package dump-package printed no targets list (\(error))")
        }
    }
}
