import AssetMirror
import Foundation

/// What a flip run shows while it runs: error and note lines on stderr, and the progress bar
/// when there is one.
///
/// Lines come out in plan order (the order of the JSON lines), whatever order the workers
/// finish in, so that two runs over the same files print the same log. The runner never calls
/// ``show(_:_:)`` twice at once; the lock makes that safe for the compiler to see too.
final class FlipConsole: Sendable {
    private struct State {
        var bar: ProgressBar?
        /// Lines of results that finished before an earlier item, by plan index.
        var waiting: [Int: String] = [:]
        var nextIndex = 0
    }

    private let quiet: Bool
    private let state: NSLockedState<State>

    init(total: Int, quiet: Bool, showProgress: Bool) {
        self.quiet = quiet
        state = NSLockedState(State(bar: showProgress ? ProgressBar(total: total) : nil))
    }

    func show(_ index: Int, _ result: FlipResult) {
        let lines = FlipTextReport.lines(for: result, quiet: quiet)
        state.withLock { state in
            // Only for the bar: a URL's last component costs microseconds per file on Linux.
            let current = state.bar == nil ? "" : result.source.lastPathComponent
            state.bar?.advance(current: current)
            state.waiting[index] = lines.map { OutputText.line($0) + "\n" }.joined()
            var text = ""
            while let next = state.waiting.removeValue(forKey: state.nextIndex) {
                text += next
                state.nextIndex += 1
            }
            guard !text.isEmpty else { return }
            if let bar = state.bar { bar.print(text, current: current) } else { StandardStreams.error(text) }
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
