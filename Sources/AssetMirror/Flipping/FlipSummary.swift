import Foundation

/// The totals of a flip run, and every result in plan order.
public struct FlipSummary: Sendable, Equatable {
    /// A file that could only be mirrored by encoding it again, and why.
    public struct Reencoded: Sendable, Equatable {
        public var source: URL
        public var reason: String
    }

    /// One result per plan item, in the plan's order (not the order files finished in).
    public var results: [FlipResult]
    /// Wall-clock time of the whole run.
    public var elapsed: Duration

    public init(results: [FlipResult], elapsed: Duration) {
        self.results = results
        self.elapsed = elapsed
    }

    public var flippedLossless: Int {
        results.count { if case .flipped(.lossless, _) = $0.outcome { true } else { false } }
    }

    public var reencoded: [Reencoded] {
        results.compactMap { result in
            guard case .flipped(.reencoded(let reason), _) = result.outcome else { return nil }
            return Reencoded(source: result.source, reason: reason)
        }
    }

    public var flipped: Int { flippedLossless + reencoded.count }
    public var skipped: Int { results.count { if case .skipped = $0.outcome { true } else { false } } }
    public var failures: [FileFailure] {
        results.compactMap { if case .failed(let failure) = $0.outcome { failure } else { nil } }
    }
    public var failed: Int { failures.count }

    /// Bytes read from the sources of flipped files.
    public var bytesIn: Int { results.reduce(0) { if case .flipped = $1.outcome { $0 + $1.bytesIn } else { $0 } } }
    /// Bytes written.
    public var bytesOut: Int { results.reduce(0) { $0 + $1.bytesOut } }

    /// Files mirrored per second of wall-clock time; 0 for an instant run.
    public var filesPerSecond: Double {
        let seconds = elapsed.seconds
        return seconds > 0 ? Double(flipped) / seconds : 0
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number for reports.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
