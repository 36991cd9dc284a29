import AssetMirror
import Foundation

/// A one-line progress bar on stderr, redrawn in place with a carriage return.
///
/// Only for terminals: on a pipe or file the redraws would be noise. Not thread-safe; its owner
/// serialises calls.
struct ProgressBar {
    private let total: Int
    private var done = 0
    private var lastDraw = ContinuousClock.now - .seconds(1)
    private static let width = 30

    init(total: Int) { self.total = total }

    /// Counts one finished file and redraws, at most twenty times a second.
    mutating func advance(current: String) {
        done += 1
        let now = ContinuousClock.now
        guard done == total || now - lastDraw >= .milliseconds(50) else { return }
        lastDraw = now
        draw(current: current)
    }

    /// Writes `lines` above the bar, which is drawn again below them.
    func print(_ lines: String, current: String) {
        StandardStreams.control(Self.clearLine)
        StandardStreams.error(lines)
        draw(current: current)
    }

    /// Removes the bar, leaving the cursor at the start of an empty line.
    func clear() { StandardStreams.control(Self.clearLine) }

    private func draw(current: String) {
        let filled = total == 0 ? Self.width : done * Self.width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        StandardStreams.control(Self.clearLine)
        StandardStreams.error("[\(bar)] \(done)/\(total) \(OutputText.value(String(current.suffix(40))))")
    }

    private static let clearLine = "\r\u{1B}[K"
}
