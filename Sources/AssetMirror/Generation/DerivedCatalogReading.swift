import Foundation

/// A derived catalog as it stands before a run, read once: what the copy check, the sets and the
/// leftovers' walk find there.
///
/// Its regular files by path inside it (each one's size and time, for the copy check), the
/// listings of its folders (which the sets and the leftovers' walk then share, so that each
/// folder is listed once) and its record. None of it depends on the source catalog, so with
/// more than one job it is read on a worker of its own while the source is read: both are
/// mostly system calls, one folder at a time. Planning writes nothing, so what is read is the
/// same whenever it is read; with one job it is read when first asked for, after the source.
final class DerivedCatalogReading: @unchecked Sendable {
    /// What was read.
    struct Contents: Sendable {
        /// By path inside the catalog: ``GenerationPlan/existingFiles(in:listings:)``.
        var files: [String: WalkEntry]
        /// The record, or why it cannot be used; thrown only where the leftovers are planned,
        /// so that an earlier failure of the plan is still the one reported.
        var record: Result<GenerationPlan.RecordedPaths, GenerationError>
    }

    /// The listings of the derived catalog's folders, filled in by the reading.
    let listings: WalkListings
    private let read: @Sendable () -> Contents
    private let done = DispatchGroup()
    private let lock = NSLock()
    /// Set once, by the worker before it leaves `done`, or by the first caller of ``contents``.
    private var stored: Contents?

    /// Starts reading the derived catalog at `destination` (`displayPath` for messages), on a
    /// worker when `inBackground`; every file through `files`.
    init(destination: URL, displayPath: String, files: GenerationSnapshot, inBackground: Bool) {
        let listings = WalkListings(root: destination.path, links: .none)
        self.listings = listings
        read = {
            Contents(
                files: GenerationPlan.existingFiles(in: destination, listings: listings),
                record: Result { () throws(GenerationError) in
                    try GenerationPlan.RecordedPaths(of: destination, displayPath: displayPath, files: files)
                })
        }
        guard inBackground else { return }
        done.enter()
        DispatchQueue.global().async {
            let contents = self.read()
            self.lock.withLock { self.stored = contents }
            self.done.leave()
        }
    }

    /// What was read: waits for the worker, or reads now when there is none.
    var contents: Contents {
        done.wait()
        if let stored = lock.withLock({ stored }) { return stored }
        let contents = read()
        lock.withLock { stored = contents }
        return contents
    }

    /// Waits for the worker, if any, to finish: so that nothing is still reading once the plan
    /// has been made or refused.
    func finish() { done.wait() }
}
