import AssetMirror

/// What a generate run shows while it runs: one line (or more) per set on stderr, in plan
/// order whatever order the workers finish in, so two runs print the same log.
final class GenerateConsole: Sendable {
    private struct State {
        var waiting: [Int: String] = [:]
        var nextIndex = 0
    }

    private let quiet: Bool
    private let state = NSLockedState(State())

    init(quiet: Bool) { self.quiet = quiet }

    func show(_ index: Int, _ result: SetResult) {
        let lines = GenerateTextReport.lines(for: result, quiet: quiet, dryRun: false)
        state.withLock { state in
            state.waiting[index] = lines.map { OutputText.line($0) + "\n" }.joined()
            var text = ""
            while let next = state.waiting.removeValue(forKey: state.nextIndex) {
                text += next
                state.nextIndex += 1
            }
            if !text.isEmpty { StandardStreams.error(text) }
        }
    }
}
