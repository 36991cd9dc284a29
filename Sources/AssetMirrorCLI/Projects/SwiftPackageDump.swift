import AssetMirror
import Foundation

/// Evaluates `Package.swift` manifests with `swift package dump-package` (which runs the manifest
/// without resolving dependencies), when a `swift` executable is on `PATH`. The manifest is code
/// that may never end: it runs in a group of its own under a time limit (``GroupedProcess``).
struct SwiftPackageDump: PackageManifestReading {
    /// The `swift` executable, or nil when there is none (then SwiftPM's convention is used).
    let swift: URL?
    /// How long one evaluation may run before it and every process it started are ended.
    let timeout: Double

    /// The default time limit: evaluating a manifest takes seconds, compiling it included.
    static let defaultTimeout = 120.0

    init(timeout: Double = defaultTimeout, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.timeout = timeout
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
        let ended: GroupedProcess.Ended
        do {
            ended = try GroupedProcess.run(
                swift.path, ["package", "dump-package", "--package-path", folder], timeout: timeout)
        } catch GroupedProcess.Failure.timedOut(let seconds) {
            throw Failure(
                description:
                    "swift package dump-package did not end within \(Self.seconds(seconds)) seconds (--manifest-timeout), so it and the processes it started were ended"
            )
        } catch GroupedProcess.Failure.couldNotStart(let code) {
            throw Failure(description: "swift package dump-package could not be started (\(String(cString: strerror(code))))")
        }
        guard ended.status == 0 else {
            let message = String(decoding: ended.stderr, as: UTF8.self)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "no message"
            throw Failure(description: "swift package dump-package failed (status \(ended.status)): \(firstLine)")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: ended.stdout).targets
        } catch {
            throw Failure(description: "swift package dump-package printed no targets list (\(error))")
        }
    }

    /// `seconds` as a person writes it: `120`, `0.5`.
    static func seconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
