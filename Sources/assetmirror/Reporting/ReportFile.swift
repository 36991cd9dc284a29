import AssetMirror
import Foundation

/// Writing a report to the file a `--reporter NAME:PATH` names.
enum ReportFile {
    /// Replaces the file atomically, or appends to it (creating it when missing).
    static func write(_ text: String, to path: String, appending: Bool) throws {
        let url = URL(fileURLWithPath: path)
        guard appending else {
            try AtomicFile.write(Array(text.utf8), to: url)
            return
        }
        if !FileManager.default.fileExists(atPath: url.path) {
            try AtomicFile.write([], to: url)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
