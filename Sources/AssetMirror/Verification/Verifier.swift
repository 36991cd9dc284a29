import Foundation

/// Checks catalogs against every rule of ``Rules/types`` and returns what it finds, as values.
///
/// Two phases (``VerifyRule``). First every check that needs only the catalogs as read
/// (structure, files, names, directions): no file is opened. Then the files the rules ask for,
/// and nothing else, on `jobs` workers: each file is read and its header decoded once, and the
/// facts shared by every rule that uses them; pixels are decoded only for the sets a rule asks
/// them for (`symmetric-mirrored-set`, `directional-name-fixed` for sets whose name matches: PNGs
/// and JPEGs decoded, PDFs drawn, and a symmetric drawing drops the finding) and, when a source's hash changed, `stale-variant`. Rules that are
/// off ask for nothing.
public struct Verifier: Sendable {
    /// How many files are read at once, at most (as ``FlipRunner/jobs``).
    public var jobs: Int
    public var limits: DecodeLimits

    public init(jobs: Int = 1, limits: DecodeLimits = .default) {
        precondition(jobs >= 1, "verify needs at least one worker, got \(jobs)")
        self.jobs = jobs
        self.limits = limits
    }

    /// Verifies `catalogs`, all under one configuration.
    public func verify(_ catalogs: [AssetCatalog], configuration: Configuration = Configuration()) -> VerificationResult
    {
        verify(catalogs, configurations: Array(repeating: configuration, count: catalogs.count))
    }

    /// Verifies `catalogs`, each under its own configuration (the one ``Configuration/find(for:path:knownRules:)``
    /// found for it). Asset names must be unique across all of them, as across a target's catalogs.
    ///
    /// - Precondition: one configuration per catalog.
    public func verify(_ catalogs: [AssetCatalog], configurations: [Configuration]) -> VerificationResult {
        verify(
            catalogs, configurations: configurations,
            targetCatalogs: [TargetCatalogs(target: nil, catalogs: Array(catalogs.indices))])
    }

    /// Verifies `catalogs`, each under its own configuration, once each; what must hold across a
    /// target's catalogs (asset names unique) is checked within each list of ``TargetCatalogs``, and its
    /// findings name the list's target. A catalog in several lists is checked in each.
    ///
    /// - Precondition: one configuration per catalog; `targetCatalogs` hold indices into `catalogs`.
    public func verify(_ catalogs: [AssetCatalog], configurations: [Configuration], targetCatalogs: [TargetCatalogs])
        -> VerificationResult
    {
        precondition(catalogs.count == configurations.count, "one configuration per catalog")
        let contexts = zip(catalogs, configurations).map { CatalogContext(catalog: $0, configuration: $1) }
        var findings: [Finding] = []
        var failures: [VerificationFailure] = []

        for context in contexts {
            for case .unreadable(let path, let error) in context.catalog.problems where !context.isExcluded(path) {
                failures.append(VerificationFailure(path: context.catalog.displayPath(of: path), error: error))
            }
            for type in Rules.types { type.check(catalog: context, into: &findings) }
        }
        for type in Rules.types { type.check(catalogs: contexts, targetCatalogs: targetCatalogs, into: &findings) }
        for context in contexts {
            for set in context.catalog.sets where !context.isExcluded(set.relativePath) {
                for type in Rules.types { type.check(set: set, context, into: &findings) }
            }
        }

        let work = Self.plan(contexts)
        let results = run(work, contexts: contexts)
        var readings: [SetKey: SetReading] = [:]
        for (item, result) in zip(work, results) {
            switch (item, result) {
            case (.image(let key, let file, _), .image(let imageFacts)):
                readings[key, default: SetReading()].facts[file] = imageFacts
            case (.setRecord(let key), .setRecord(let outcomes)):
                readings[key, default: SetReading()].recordOutcomes = outcomes
            case (_, .failed(let failure)): failures.append(failure)
            default: preconditionFailure("a work item got another item's result")
            }
        }
        var leftAlone: [LeftAloneSet] = []
        for (contextIndex, context) in contexts.enumerated() {
            for (setIndex, set) in context.catalog.sets.enumerated() where !context.isExcluded(set.relativePath) {
                let reading = readings[SetKey(catalog: contextIndex, set: setIndex)] ?? SetReading()
                for type in Rules.types { type.check(set: set, reading: reading, context, into: &findings) }
                // Sets left alone on purpose, which the review page shows as such.
                if let reason = DirectionalNameFixedRule.leftAloneReason(set: set, reading: reading, context) {
                    leftAlone.append(LeftAloneSet(set, in: context.catalog, reason: reason))
                }
            }
        }
        return VerificationResult(
            findings: findings.sortedForReporting(), failures: failures.sorted { $0.path < $1.path },
            leftAlone: leftAlone.sorted { $0.path < $1.path })
    }

    /// A set, by the index of its catalog and its index in the catalog's sets.
    struct SetKey: Hashable, Sendable {
        var catalog: Int
        var set: Int
    }

    enum WorkItem: Sendable {
        /// Read one image as far as `depth`.
        case image(SetKey, file: String, depth: ImageFacts.Depth)
        /// Check one set's generated variants.
        case setRecord(SetKey)
    }

    enum WorkResult: Sendable {
        case image(ImageFacts)
        case setRecord([StaleVariantOutcome])
        case failed(VerificationFailure)
    }

    /// The files the enabled rules need (``VerifyRule/needs(_:_:)``), and nothing else.
    static func plan(_ contexts: [CatalogContext]) -> [WorkItem] {
        var work: [WorkItem] = []
        for (contextIndex, context) in contexts.enumerated() {
            for (setIndex, set) in context.catalog.sets.enumerated()
            where set.contents != nil && set.type.listsImages && !context.isExcluded(set.relativePath) {
                let key = SetKey(catalog: contextIndex, set: setIndex)
                var needs: SetReadingNeeds = []
                for type in Rules.types { needs.formUnion(type.needs(set, context)) }
                if !needs.isDisjoint(with: [.headers, .pixels, .drawing]) {
                    let depth: ImageFacts.Depth =
                        needs.contains(.drawing) ? .drawing : needs.contains(.pixels) ? .pixels : .header
                    let present = Set(set.files)
                    var seen: Set<String> = []
                    for entry in set.entries {
                        guard let file = entry.filename, present.contains(file), set.relativePath(ofFile: file) != nil,
                            seen.insert(file).inserted
                        else { continue }
                        work.append(.image(key, file: file, depth: depth))
                    }
                }
                if needs.contains(.record) { work.append(.setRecord(key)) }
            }
        }
        return work
    }

    /// Does every item on up to `jobs` workers; results in item order.
    func run(_ work: [WorkItem], contexts: [CatalogContext]) -> [WorkResult] {
        let limits = limits
        return ParallelWork.map(count: work.count, jobs: jobs) { index in
            Self.perform(work[index], contexts: contexts, limits: limits)
        }
    }

    static func perform(_ item: WorkItem, contexts: [CatalogContext], limits: DecodeLimits) -> WorkResult {
        switch item {
        case .image(let key, let file, let depth):
            let context = contexts[key.catalog]
            let path = context.catalog.sets[key.set].relativePath + "/" + file
            let catalog = context.catalog
            do {
                let bytes = try FileContents.read(context.rootPath + "/" + path)
                return .image(ImageFacts(filename: file, bytes: bytes, depth: depth, limits: limits))
            } catch {
                return .failed(VerificationFailure(path: catalog.displayPath(of: path), error: error))
            }
        case .setRecord(let key):
            let catalog = contexts[key.catalog].catalog
            do {
                return .setRecord(
                    try StaleVariantCheck.outcomes(for: catalog.sets[key.set], in: catalog, limits: limits))
            } catch {
                return .failed(error)
            }
        }
    }
}
