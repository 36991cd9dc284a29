import ArgumentParser
import AssetMirror

extension OutputFile {
    /// Refuses the command line (exit 64, before anything runs) when a file it names for output
    /// breaks ``OutputFile``'s policy, or two of them are one file. nil entries (an option not
    /// given, a report on stdout) are passed over.
    static func validate(_ paths: [String?]) throws {
        do {
            try refuseSharedFiles(paths.compactMap { $0 })
        } catch {
            throw ValidationError(OutputText.line(error.description))
        }
    }

    /// Writes `text` to the file at `path` as ``write(_:appending:)`` does; a failure is named on
    /// stderr and returns false, so that the run goes on with its other outputs.
    static func write(_ text: String, to path: String, appending: Bool = false) -> Bool {
        do {
            try OutputFile(checking: path).write(Array(text.utf8), appending: appending)
            return true
        } catch {
            StandardStreams.errorLine("assetmirror: error: \(error)")
            return false
        }
    }
}
