import AssetMirror
import Foundation

/// What a flip run shows while it runs: error and note lines on stderr, and the progress bar
/// when there is one.
///
/// The runner calls ``record(_:)`` from worker threads but never twice at once; the lock makes
/// that guarantee visible to the compiler rather than relied on silently.
final class FlipConsole: Sendable {
    private struct State {
        var bar: ProgressBar?
    }

    private let quiet: Bool
    private let state: NSLockedState<State>

    init(total: Int, quiet: Bool, showProgress: Bool) {
        self.quiet = quiet
        state = NSLockedState(State(bar: showProgress ? ProgressBar(total: total) : nil))
    }

    func record(_ record: FlipRecord) {
        let lines = FlipTextReport.lines(for: record, quiet: quiet)
        let text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        state.withLock { state in
            let current = record.source.lastPathComponent
            if state.bar == nil {
                if !text.isEmpty { StandardStreams.error(text) }
                return
            }
            state.bar!.advance(current: current)
            if !text.isEmpty { state.bar!.print(text, current: current) }
        }
    }

    /// Removes the progress bar, before the summary is written.
    func finish() {
        state.withLock { $0.bar?.clear() }
    }
}

/// A value behind an `NSLock`: `Mutex` needs macOS 15, and the package supports macOS 13.
final class NSLockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
