import Foundation

/// Runs one piece of work per index on a fixed number of workers: the one place that spreads
/// files or sets over the cores.
///
/// Each worker takes the next unclaimed index, so one slow file does not hold up a batch, and
/// the results come back in index order whatever order the workers finish in. The workers run
/// on `DispatchQueue.concurrentPerform`, which never runs more at once than there are cores.
enum ParallelWork {
    /// `work(index)` for every index in `0..<count`, on at most `jobs` workers.
    ///
    /// `order`, when given, is the order in which the indices are handed out (a permutation of
    /// `0..<count`); the results are still in index order.
    ///
    /// `onResult` is called once per index as its work finishes: from worker threads, in
    /// completion order, but never two calls at once, so it can update a display or a shared
    /// value without a lock of its own.
    static func map<Result: Sendable>(
        count: Int, jobs: Int, order: [Int]? = nil,
        _ work: @Sendable (_ index: Int) -> Result,
        onResult: @Sendable (_ index: Int, _ result: Result) -> Void = { _, _ in }
    ) -> [Result] {
        precondition(jobs >= 1, "work needs at least one worker, got \(jobs)")
        precondition(
            order.map { $0.count == count && Set($0) == Set(0..<count) } ?? true,
            "order must be a permutation of 0..<\(count)")
        let slots = Slots<Result>(count: count, order: order)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(count, 1))) { _ in
            while let index = slots.claimNext() {
                let result = work(index)
                slots.store(result, at: index) { onResult(index, result) }
            }
        }
        return slots.results
    }
}

/// Hands out indices and gathers results, under one lock.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]
    private let order: [Int]?

    init(count: Int, order: [Int]?) {
        slots = Array(repeating: nil, count: count)
        self.order = order
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return order?[next] ?? next
        }
    }

    /// Stores `result`, then calls `report` while still holding the lock, so reports never overlap.
    func store(_ result: Result, at index: Int, report: () -> Void) {
        lock.withLock {
            slots[index] = result
            report()
        }
    }

    /// Every result; only valid once all workers have finished.
    var results: [Result] { lock.withLock { slots.map { $0! } } }
}
