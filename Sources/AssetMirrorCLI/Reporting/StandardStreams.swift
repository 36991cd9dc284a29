import AssetMirror
import Foundation

/// Writing to stdout and stderr, the one place that does: without `print`'s buffering, so that
/// lines from the two streams and the progress bar's redraws appear in the order they were
/// written, and never a line that could command a CI runner or a terminal.
///
/// Human-readable text goes through ``OutputText/lines(_:)``; a report in a machine format goes
/// out as its reporter escaped it (``report(_:)``), JSON hardened by ``OutputText/json(_:)``.
///
/// A write that fails ends the process: a closed pipe (`assetmirror … | head -c1`) as the shell
/// expects, by SIGPIPE, silently; any other failure (a full disk, a closed descriptor) with one
/// line on stderr and exit status 1. Foundation ignores SIGPIPE and `FileHandle.write` traps on an
/// error, which gave a stack trace and exit 132.
enum StandardStreams {
    /// Human-readable text for stdout: each of its lines made safe.
    static func out(_ text: String) {
        send(OutputText.lines(text), to: STDOUT_FILENO)
    }

    /// Human-readable text for stderr: each of its lines made safe.
    static func error(_ text: String) {
        send(OutputText.lines(text), to: STDERR_FILENO)
    }

    /// Lines for stdout, each escaped whole (a line break inside one stays on it, as `\n`).
    static func out(lines: [String]) {
        send(lines.map { OutputText.line($0) + "\n" }.joined(), to: STDOUT_FILENO)
    }

    /// Lines for stderr, each escaped whole (a line break inside one stays on it, as `\n`).
    static func error(lines: [String]) {
        send(lines.map { OutputText.line($0) + "\n" }.joined(), to: STDERR_FILENO)
    }

    /// One message line for stderr, `message` (which may hold any name) escaped as one line.
    static func errorLine(_ message: String) {
        send(OutputText.line(message) + "\n", to: STDERR_FILENO)
    }

    /// A report whose reporter escaped it for its own format, for stdout as it is.
    static func report(_ text: String) {
        send(text, to: STDOUT_FILENO)
    }

    /// A JSON document or JSON Lines for stdout.
    static func json(_ text: String) {
        send(OutputText.json(text), to: STDOUT_FILENO)
    }

    /// Terminal control the program itself writes on stderr (the progress bar's redraw).
    static func control(_ text: String) {
        send(text, to: STDERR_FILENO)
    }

    /// Whether stderr is a terminal, where a progress bar can be redrawn in place.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        let failure: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        if failure == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if descriptor != STDERR_FILENO {
            let message = "assetmirror: error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(ExitStatus.fileFailed.rawValue)
    }
}
