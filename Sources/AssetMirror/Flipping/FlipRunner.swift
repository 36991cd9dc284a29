import Foundation

/// Executes a ``FlipPlan``: each file read, mirrored by its codec and written atomically, on
/// `jobs` workers in one process.
///
/// A file that fails becomes a ``FlipResult/Outcome/failed(_:)`` result and the run goes on.
/// The runner never prints; it hands each result to a callback as the file finishes (for a
/// progress bar) and returns every result in a ``FlipSummary``.
public struct FlipRunner: Sendable {
    public var options: MirrorOptions
    /// How many files are worked on at once, at most. The command line passes the number of
    /// cores; the library does not look at the machine itself. The workers run on
    /// `DispatchQueue.concurrentPerform`, which never runs more at once than there are cores.
    public var jobs: Int
    /// Flush each file to the disk before it replaces the real name (see ``AtomicFile``).
    public var sync: Bool
    /// The adapters to mirror with: ``ImageCodecs/all`` unless a test substitutes its own.
    public var codecs: [any ImageCodec]

    public init(
        options: MirrorOptions = .default, jobs: Int = 1, sync: Bool = false, codecs: [any ImageCodec] = ImageCodecs.all
    ) {
        precondition(jobs >= 1, "a flip needs at least one worker, got \(jobs)")
        self.options = options
        self.jobs = jobs
        self.sync = sync
        self.codecs = codecs
    }

    /// Runs `plan` and returns its summary.
    ///
    /// `onResult` is called once per item, with the item's index in the plan, as each finishes:
    /// from worker threads, in completion order, but never two calls at once, so it can update
    /// a display without a lock of its own.
    public func run(
        _ plan: FlipPlan, onResult: @escaping @Sendable (_ index: Int, _ result: FlipResult) -> Void = { _, _ in }
    ) -> FlipSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let items = plan.items
        let order = jobs > 1 ? Self.largestFirst(items) : nil
        let outputFolder: String? =
            if case .outputDirectory(let folder) = plan.output { folder.path } else { nil }
        let results = ParallelWork.map(
            count: items.count, jobs: jobs, order: order, { flip(items[$0], below: outputFolder) },
            onResult: onResult)
        return FlipSummary(results: results, elapsed: clock.now - start)
    }

    /// The items' indices, largest file first (ties and unknown sizes in plan order).
    ///
    /// Longest processing time first: a run's time is that of its busiest worker, and a large
    /// file started last keeps one worker busy long after the others have run out of work (as
    /// with the benchmark's JPEG wallpapers on 2 cores, whose largest, several times the size of
    /// any other, sorts last). With one worker the order changes nothing, and the plan's is kept.
    static func largestFirst(_ items: [FlipPlan.Item]) -> [Int] {
        items.indices.sorted { a, b in
            let sizeA = items[a].byteCount ?? 0
            let sizeB = items[b].byteCount ?? 0
            return sizeA != sizeB ? sizeA > sizeB : a < b
        }
    }

    /// Mirrors one item; every failure becomes part of the result.
    ///
    /// With `outputFolder` (the plan's `--output`), a folder between it and the destination that
    /// is a symbolic link fails the item rather than be written through: a link
    /// `out/Chevrons → /elsewhere` would otherwise put the mirror in `/elsewhere`. A link at the
    /// destination's own name is replaced by the mirror (`rename` replaces a link, never writes
    /// through it).
    public func flip(_ item: FlipPlan.Item, below outputFolder: String? = nil) -> FlipResult {
        let destination: URL
        switch item.action {
        case .skip(let reason): return FlipResult(source: item.source, destination: nil, outcome: .skipped(reason))
        case .flip(let planned): destination = planned
        }
        guard let destinationPath = item.destinationPath else {
            preconditionFailure("a flipped item without a destination path")
        }
        let clock = ContinuousClock()
        let start = clock.now
        // Only for failures: a URL's path costs more than its file's read, on Linux.
        var path: String { item.source.relativePath }
        var bytesIn = 0
        var bytesOut = 0
        let outcome: FlipResult.Outcome
        do throws(FileFailure) {
            let data: [UInt8]
            let sourcePath = item.sourcePath
            do { data = try FileContents.read(sourcePath) } catch {
                throw FileFailure(path: path, reason: .io(error.naming(sourcePath, as: path)))
            }
            bytesIn = data.count
            let mirrored: MirroredImage
            let format: ImageFormat
            do {
                let codec = try ImageCodecs.codec(for: data, among: codecs)
                format = codec.format
                mirrored = try codec.mirror(data, options: options)
            } catch { throw FileFailure(path: path, reason: .codec(error)) }
            do {
                if let outputFolder { try Self.refuseLinks(below: outputFolder, to: destinationPath) }
                try AtomicFile.write(mirrored.bytes, toPath: destinationPath, sync: sync)
            } catch {
                throw FileFailure(path: path, reason: .io(error.naming(destinationPath, as: destination.relativePath)))
            }
            bytesOut = mirrored.bytes.count
            outcome = .flipped(
                method: mirrored.method, notes: Self.nameNote(sourcePath, format: format) + mirrored.notes)
        } catch {
            outcome = .failed(error)
        }
        return FlipResult(
            source: item.source, destination: destination, outcome: outcome,
            bytesIn: bytesIn, bytesOut: bytesOut, duration: clock.now - start)
    }

    /// Throws when a folder on the way from `root` (not included) to the file at `path` (not
    /// included) is a symbolic link. Folders that do not exist yet end the search: they are
    /// created as real folders. Checked just before the write, one `lstat` per folder.
    static func refuseLinks(below root: String, to path: String) throws(FileIOError) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return }
        let utf8 = path.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)
        while let slash = utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<slash])
            var status = stat()
            guard lstat(folder, &status) == 0 else { return }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw FileIOError(.linkInOutput, path: folder, code: 0, kind: nil)
            }
            index = utf8.index(after: slash)
        }
    }

    /// A note when the file's name (the last component of `path`) claims another format than
    /// its data, which is mirrored as what it really is. The name is cut from the path by
    /// hand: Foundation's `lastPathComponent` costs a few per cent of a run of small icons.
    static func nameNote(_ path: String, format: ImageFormat) -> [String] {
        let name =
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        let claimed = ImageFormat(claimedBy: name)
        guard let claimed, claimed != format else { return [] }
        let pathExtension = name.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
        return ["named .\(pathExtension) but holds \(format.displayName) data; mirrored as \(format.displayName)"]
    }
}
