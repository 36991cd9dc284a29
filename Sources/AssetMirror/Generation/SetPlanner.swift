import Foundation

/// Plans one set: which twins it lacks, what each variant's file needs, and the new
/// `Contents.json`. Reads and fingerprints files; writes nothing.
struct SetPlanner: Sendable {
    let naming: VariantNaming
    let force: Bool
    let adapters: [any ImageMirroring]

    /// A problem found in a set, and how bad it is.
    struct Issue: Error {
        enum Kind { case notMirrorable, refused, failed }
        var problem: SetProblem
        var kind: Kind

        init(_ file: String?, _ reason: String, _ kind: Kind) {
            problem = SetProblem(file: file, reason: reason)
            self.kind = kind
        }
    }

    /// An entry's direction and slot: what its twin is looked up by.
    private struct SlotKey: Hashable {
        var direction: LanguageDirection
        var slot: String
    }

    /// A twin to add or a generated twin to keep current, tied to the entry it mirrors.
    private struct Twin {
        /// Index in the entries array of the entry mirrored.
        var sourceIndex: Int
        /// Index of the existing generated twin, or `nil` for a new entry.
        var existingIndex: Int?
        var object: JSONObject
        var variant: Variant
    }

    /// A variant as planned, with the source's bytes as read and fingerprinted and the format
    /// they were recognised as, which its write operation hands the runner.
    struct Variant {
        var planned: PlannedVariant
        var sourceBytes: [UInt8]
        var format: ImageFormat
    }

    /// What the run does to `set`, or `nil` for a set `generate` has nothing to say about (a fixed set,
    /// a set type without directions). `displayPath` and `folders` are asked for only when there
    /// is a plan: most sets of a catalog are fixed, and a folder's `URL` costs more than
    /// deciding that.
    func plan(_ set: AssetSet, displayPath: @autoclosure () -> String, folders makeFolders: () -> SetFolders)
        -> PlannedSet?
    {
        guard set.type.supportsDirection, let key = set.type.entriesKey, var document = set.contents,
            let array = document.root[key]?.arrayValue
        else { return nil }
        let direction = set.direction
        guard direction != .fixed else { return nil }
        let displayPath = displayPath()
        let folders = makeFolders()
        func result(_ status: SetPlan.Status) -> PlannedSet {
            PlannedSet(plan: SetPlan(displayPath: displayPath, relativePath: set.relativePath, status: status))
        }
        switch direction {
        case .fixed: return nil
        case .inconsistent:
            return result(
                .leftAlone(
                    reason: "its entries disagree about language-direction; choose one Direction for the set in Xcode"))
        case .leftToRight, .rightToLeft, .both: break
        }

        if set.type == .symbolSet {
            return result(
                .notMirrorable(
                    set.entries.compactMap(\.filename).map { SetProblem(file: $0, reason: Self.symbolTemplateReason) }))
        }

        // Xcode and other readers may take either value of a key written twice: mirroring one
        // of them would be a guess.
        let doubled = set.entries.compactMap { entry -> SetProblem? in
            let values = entry.object.members.filter { $0.key.value == "filename" }.map {
                $0.value.stringValue.map { "\"\($0)\"" } ?? "a value that is not a string"
            }
            guard values.count > 1 else { return nil }
            return SetProblem(
                file: entry.filename,
                reason:
                    "entry \(entry.index + 1) of \"\(key)\" has \"filename\" \(values.count) times (\(values.joined(separator: ", "))), and readers may take either; keep one in Contents.json"
            )
        }
        if !doubled.isEmpty { return result(.refused(doubled)) }

        var setRecord = SetRecord()
        do {
            if let current = try folders.current(SetRecord.fileName) {
                setRecord = try SetRecord(parsing: current.bytes)
            }
        } catch let error as SetRecordError {
            return result(
                .failed([SetProblem(file: SetRecord.fileName, reason: "cannot be read: \(error.detail)")]))
        } catch {
            return result(
                .failed([
                    SetProblem(
                        file: SetRecord.fileName,
                        reason: Self.reason(error, naming: SetRecord.fileName))
                ]))
        }
        if direction == .both && setRecord.isEmpty {
            return result(.leftAlone(reason: "already has images for both directions, made by hand"))
        }

        // What the record lists that is still there, and still as it recorded it.
        var presentSetRecordFiles: Set<String> = []
        var oursBeforeRun: Set<String> = []
        for file in setRecord.files {
            guard let fingerprint = try? folders.currentSHA256(file.file) else {
                // Unreadable: there, but not known to be ours.
                presentSetRecordFiles.insert(file.file)
                continue
            }
            if file.isOurs(fingerprint: fingerprint) { oursBeforeRun.insert(file.file) }
            presentSetRecordFiles.insert(file.file)
        }
        /// A set with problems: nothing of it is written.
        func unchanged(_ status: SetPlan.Status, variants: [PlannedVariant]) -> PlannedSet {
            PlannedSet(
                plan: SetPlan(
                    displayPath: displayPath, relativePath: set.relativePath, status: status, variants: variants),
                recordedNames: Set(setRecord.files.map(\.file)), generatedBeforeRun: oursBeforeRun)
        }

        var problems: [Issue] = []
        var twins: [Twin] = []
        let generated = Set(setRecord.files.map(\.file))
        var usedNames = Set(set.entries.compactMap(\.filename))
        // The same names as a Mac's volume (case-insensitive, normalisation-insensitive) sees
        // them; made when a first new name needs it, as folding every name of every set costs.
        var usedFolded: Set<String>?
        // The first entry for each direction and slot, so that finding a twin is one look-up.
        let slots = set.entries.map(\.slot)
        var firstBySlot: [SlotKey: AssetEntry] = [:]
        for (entry, slot) in zip(set.entries, slots) {
            guard let direction = entry.languageDirection else { continue }
            let slotKey = SlotKey(direction: direction, slot: slot)
            if firstBySlot[slotKey] == nil { firstBySlot[slotKey] = entry }
        }
        for (entry, slot) in zip(set.entries, slots) {
            guard let filename = entry.filename, let direction = entry.languageDirection, !generated.contains(filename)
            else { continue }
            let opposite = direction.opposite
            let existing = firstBySlot[SlotKey(direction: opposite, slot: slot)]
            let variantName: String
            if let existing {
                // A twin made by hand is the person's; one we made is kept current.
                guard let name = existing.filename, setRecord[name]?.source == filename else { continue }
                variantName = name
            } else {
                variantName = naming.variantName(of: filename, for: opposite)
                if usedFolded == nil { usedFolded = Set(usedNames.map(Self.folded)) }
                guard usedNames.insert(variantName).inserted, usedFolded!.insert(Self.folded(variantName)).inserted
                else {
                    problems.append(
                        Issue(
                            variantName,
                            "the name for \(filename)'s \(opposite.rawValue) variant is already used by another entry",
                            .refused))
                    continue
                }
            }
            guard set.relativePath(ofFile: filename) != nil else {
                problems.append(
                    Issue(
                        filename,
                        "a file name that leaves the set's folder (or a link out of the catalog) is never read", .failed
                    ))
                continue
            }
            switch variant(
                of: filename, named: variantName, direction: opposite, folders: folders, setRecord: setRecord,
                folderFiles: set.files)
            {
            case .success(let variant):
                twins.append(
                    Twin(
                        sourceIndex: entry.index, existingIndex: existing?.index,
                        object: entry.twinObject(filename: variant.planned.file, direction: opposite),
                        variant: variant))
                if variant.planned.action == .refuse {
                    problems.append(
                        Issue(
                            variantName,
                            "exists and was not generated by assetmirror (or was edited since); pass --force to replace it",
                            .refused))
                }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        let variants = twins.map(\.variant.planned)
        if !problems.isEmpty { return unchanged(Self.worst(problems), variants: variants) }

        // The new entries array: each generated twin replaced by its current form, each new
        // twin right after the entry it mirrors.
        var replacing: [Int: JSONObject] = [:]
        var adding: [Int: [JSONObject]] = [:]
        for twin in twins {
            if let existingIndex = twin.existingIndex {
                if replacing[existingIndex] == nil { replacing[existingIndex] = twin.object }
            } else {
                adding[twin.sourceIndex, default: []].append(twin.object)
            }
        }
        var elements: [JSONValue] = []
        elements.reserveCapacity(array.count + adding.count)
        for (index, element) in array.enumerated() {
            elements.append(replacing[index].map(JSONValue.object) ?? element)
            for object in adding[index] ?? [] { elements.append(.object(object)) }
        }
        let sourceBytes = document.serialized()
        document.root = Self.replacing(key, with: .array(elements), in: document.root)
        let newBytes = document.serialized()
        let destinationBytes: [UInt8]?
        do { destinationBytes = try folders.isDerived ? folders.inDestination("Contents.json") : sourceBytes } catch {
            return unchanged(
                .failed([SetProblem(file: "Contents.json", reason: Self.reason(error, naming: "Contents.json"))]),
                variants: variants)
        }
        let destinationSetRecordBytes: [UInt8]?
        do { destinationSetRecordBytes = try folders.inDestination(SetRecord.fileName) } catch {
            return unchanged(
                .failed([
                    SetProblem(
                        file: SetRecord.fileName,
                        reason: Self.reason(error, naming: SetRecord.fileName))
                ]), variants: variants)
        }

        let written = twins.map(\.variant).filter(\.planned.action.writes)
        var generatedNames = Set(written.map(\.planned.file))
        if newBytes != sourceBytes { generatedNames.insert("Contents.json") }
        if !variants.isEmpty || !setRecord.isEmpty { generatedNames.insert(SetRecord.fileName) }
        // In a derived catalog a `Contents.json` that stays the source's (a source generated in
        // place already) is the copy's to write, with its source's time; written by the set as
        // well, it was written twice, and the next run found it at another time than its source's.
        let updatesContents = newBytes != destinationBytes && !(folders.isDerived && newBytes == sourceBytes)
        // The record once the run is done: what it lists that is still there, none being
        // replaced, and each variant written. A set without generated files gets no record.
        var kept = setRecord
        kept.keep { presentSetRecordFiles.contains($0.file) }
        let settled = SetRecord(
            files: kept.files.map {
                var file = $0
                file.replacingSHA256 = nil
                return file
            })
        let writesSetRecord =
            !written.isEmpty
            || (settled.serialized() != destinationSetRecordBytes
                && !(settled.isEmpty && destinationSetRecordBytes == nil))
        // Written twice when a variant replaces a file of ours (or a killed run's record still
        // lists one): first listing the fingerprints of the files replaced, so that a run killed
        // before the variants are written knows them as ours, and again once all is written.
        let writesSetRecordTwice =
            writesSetRecord && !written.isEmpty
            && (written.contains { $0.planned.action == .regenerate }
                || kept.files.contains { $0.replacingSHA256 != nil })

        // The set's operations: 1. the record, 2. each variant, 3. `Contents.json`, last, so it
        // never names a file not there yet, 4. the record again if 1 listed replaced files.
        // Killed between two, the next run finds each variant missing (it is generated) or
        // matching a fingerprint of the record (it is ours), and completes the set.
        var operations: [PlannedOperation] = []
        func write(_ kind: PlannedOperation.Kind, _ name: String, _ content: PlannedOperation.Content) {
            operations.append(
                PlannedOperation(
                    .write, kind, url: folders.destination.appendingPathComponent(name, isDirectory: false),
                    displayPath: folders.destinationShown + "/" + name, content: content))
        }
        if writesSetRecord {
            write(.setRecord, SetRecord.fileName, .setRecord(kept, listingReplacements: writesSetRecordTwice))
        }
        for variant in written {
            write(
                .variant, variant.planned.file,
                .variant(variant.planned, sourceBytes: variant.sourceBytes, format: variant.format))
        }
        if updatesContents { write(.contents, "Contents.json", .contents(newBytes)) }
        if writesSetRecordTwice {
            write(.setRecord, SetRecord.fileName, .setRecord(kept, listingReplacements: false))
        }
        let status: SetPlan.Status = !written.isEmpty || updatesContents ? .work : .upToDate
        return PlannedSet(
            plan: SetPlan(
                displayPath: displayPath, relativePath: set.relativePath, status: status, variants: variants,
                addedEntries: twins.count { $0.existingIndex == nil }, updatesContents: updatesContents,
                contentsIfFailed: folders.isDerived && destinationBytes != sourceBytes ? sourceBytes : nil),
            operations: operations, generatedNames: generatedNames, recordedNames: Set(setRecord.files.map(\.file)),
            contentsAfterRun: newBytes != sourceBytes ? document : nil,
            // A completed set's variants are all ours, and what its record keeps besides them, as it was.
            generatedAfterRun: Set(variants.map(\.file)).union(oursBeforeRun.intersection(presentSetRecordFiles)),
            generatedBeforeRun: oursBeforeRun)
    }

    /// `error` as a problem's reason, the file named by `name`, its name in the set (which the
    /// report line already names), rather than by the absolute path the call was made on.
    static func reason(_ error: any Error, naming name: String) -> String {
        guard let error = error as? FileIOError, error.path.hasSuffix("/" + name) else { return "\(error)" }
        return error.naming(name).description
    }

    /// `name` as a case-insensitive, normalisation-insensitive volume compares it (APFS and HFS+
    /// as Macs format them by default).
    static func folded(_ name: String) -> String {
        name.decomposedStringWithCanonicalMapping.lowercased()
    }

    /// The status for a set with these problems: a failure outweighs a refusal, which outweighs
    /// a format not mirrored. Every problem is listed, in entry order.
    private static func worst(_ problems: [Issue]) -> SetPlan.Status {
        let list = problems.map(\.problem)
        if problems.contains(where: { $0.kind == .failed }) { return .failed(list) }
        if problems.contains(where: { $0.kind == .refused }) { return .refused(list) }
        return .notMirrorable(list)
    }

    /// Why a set of custom symbols gets no right-to-left variant: no Apple document and no real
    /// catalog shows a symbol set entry for a right-to-left file (real ones say only
    /// `left-to-right`), so none is invented; the system mirrors a Left to Right symbol itself.
    static let symbolTemplateReason =
        "a symbol set's Contents.json takes no right-to-left file, so the system mirrors this symbol at run time, inside its margins; to ship a mirrored drawing of your own, run `assetmirror flip` on the template and add the result as a symbol set of its own (docs/symbol-templates.md)"

    private static func replacing(_ key: String, with value: JSONValue, in root: JSONValue) -> JSONValue {
        guard var object = root.objectValue else { return root }
        object[key] = value
        return .object(object)
    }
}
