import Foundation

/// Writing to stdout and stderr without `print`'s buffering, so that lines from the two streams
/// and the progress bar's redraws appear in the order they were written.
enum StandardStreams {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stderr is a terminal, where a progress bar can be redrawn in place.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
