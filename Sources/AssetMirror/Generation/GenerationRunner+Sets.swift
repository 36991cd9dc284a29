import Foundation

extension GenerationRunner {
    /// Runs the sets' operations, `batch`, each set's in order on one worker, sets in parallel;
    /// a set without operations has the result its plan says. One result per set of the plan.
    func runSets(
        _ plan: GenerationPlan, _ batch: ArraySlice<PlannedOperation>,
        onResult: @escaping @Sendable (_ index: Int, _ result: SetResult) -> Void
    ) -> [SetResult] {
        var ranges: [Int: Range<Int>] = [:]
        var start = batch.startIndex
        while start < batch.endIndex {
            guard let set = batch[start].set else { preconditionFailure("an operation of no set among the sets'") }
            let end = batch[start...].firstIndex { $0.set != set } ?? batch.endIndex
            precondition(ranges[set] == nil, "the plan lists each set's operations together")
            ranges[set] = start..<end
            start = end
        }
        let sets = plan.sets
        let setRanges = ranges
        return ParallelWork.map(
            count: sets.count, jobs: jobs,
            { index in
                guard let range = setRanges[index] else { return SetResult(planned: sets[index]) }
                return run(sets[index], batch[range])
            }, onResult: onResult)
    }

    /// A set's operations, in order; every failure becomes part of its result.
    private func run(_ set: SetPlan, _ operations: ArraySlice<PlannedOperation>) -> SetResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = SetResult(planned: set)
        do throws(SetFailure) {
            let (mirrored, notes) = try mirror(operations)
            var written: [String] = []
            var contentsUpdated = false
            for operation in operations {
                switch operation.content {
                case .setRecord(var record, let listingReplacements):
                    record.add(
                        mirrored.values.map {
                            var file = $0.generated
                            if !listingReplacements { file.replacingSHA256 = nil }
                            return file
                        })
                    if !listingReplacements {
                        record = SetRecord(
                            files: record.files.map {
                                var file = $0
                                file.replacingSHA256 = nil
                                return file
                            })
                    }
                    try save(record.serialized(), to: operation.url)
                case .variant(let variant, _, _):
                    guard let output = mirrored[variant.file] else {
                        preconditionFailure("\(variant.file) written without being mirrored")
                    }
                    try save(output.bytes, to: operation.url)
                    written.append(variant.file)
                case .contents(let bytes):
                    try save(bytes, to: operation.url)
                    contentsUpdated = true
                default:
                    preconditionFailure("\(operation.displayPath) is no operation of a set")
                }
            }
            result.outcome =
                written.isEmpty && !contentsUpdated
                ? .upToDate : .generated(written: written, contentsUpdated: contentsUpdated)
            result.notes = notes
        } catch {
            // A file the plan could not tell apart from a mirrorable one (an SF Symbols template
            // inside an image set that its margins do not let be mirrored) is a note, like a
            // format not mirrored; anything else failed.
            result.outcome = error.isNotMirrorable ? .notMirrored([error.problem]) : .failed([error.problem])
            if let bytes = set.contentsIfFailed, let folder = operations.first?.url.deletingLastPathComponent() {
                // Best effort: the set is already reported as failed, with the reason that matters.
                try? AtomicFile.write(bytes, to: folder.appendingPathComponent("Contents.json"), sync: sync)
            }
        }
        result.duration = clock.now - start
        return result
    }

    private struct SetFailure: Error {
        var problem: SetProblem
        var isNotMirrorable = false
        init(_ file: String?, _ reason: String) { problem = SetProblem(file: file, reason: reason) }
    }

    private struct Mirrored {
        var bytes: [UInt8]
        var generated: GeneratedFile
    }

    /// Every variant the set writes, mirrored in memory, by name; and the adapters' notes.
    private func mirror(_ operations: ArraySlice<PlannedOperation>) throws(SetFailure)
        -> (mirrored: [String: Mirrored], notes: [String])
    {
        var mirrored: [String: Mirrored] = [:]
        var notes: [String] = []
        for operation in operations {
            guard case .variant(let variant, let sourceBytes, let format) = operation.content else { continue }
            guard let adapter = adapters.first(where: { $0.format == format }) else {
                preconditionFailure("the plan writes \(variant.file) without an adapter for \(format)")
            }
            let image: MirroredImage
            do {
                image = try adapter.mirror(sourceBytes, options: options)
            } catch {
                var failure = SetFailure(variant.source, error.description)
                failure.isNotMirrorable = error.meansNotMirrorable
                throw failure
            }
            if case .reencoded(let reason) = image.method { notes.append("\(variant.file): re-encoded: \(reason)") }
            notes += image.notes.map { "\(variant.file): \($0)" }
            let fingerprint = SHA256.hexDigest(image.bytes)
            mirrored[variant.file] = Mirrored(
                bytes: image.bytes,
                generated: GeneratedFile(
                    file: variant.file, source: variant.source, sourceSHA256: variant.sourceSHA256, sha256: fingerprint,
                    // The file it replaces, ours, while the set is being written (see ``SetRecord``).
                    replacingSHA256: variant.action == .regenerate && variant.existingSHA256 != fingerprint
                        ? variant.existingSHA256 : nil))
        }
        return (mirrored, notes)
    }

    /// A failure names the file by its name in the set, which the report line already names,
    /// not by the absolute path the write was made on.
    private func save(_ bytes: [UInt8], to url: URL) throws(SetFailure) {
        do { try AtomicFile.write(bytes, to: url, sync: sync) } catch {
            throw SetFailure(url.lastPathComponent, error.naming(url.path, as: url.lastPathComponent).description)
        }
    }
}
