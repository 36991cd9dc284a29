import AssetMirror
import Foundation

/// Writing a report to the file a `--reporter NAME:PATH` names.
enum ReportFile {
    /// Replaces the file atomically, or appends to it (a missing file is written atomically).
    static func write(_ text: String, to path: String, appending: Bool) throws {
        let url = URL(fileURLWithPath: path)
        guard appending, FileManager.default.fileExists(atPath: url.path) else {
            try AtomicFile.write(Array(text.utf8), to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            // The write's error is the one to report; closing is only cleanup here.
            try? handle.close()
            throw error
        }
        try handle.close()
    }
}
