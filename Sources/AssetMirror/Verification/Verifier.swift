import Foundation

/// Checks catalogs against ``Rules/all`` and returns what it finds, as values.
///
/// Two phases. First every rule that needs only the catalogs as read (structure, files, names,
/// directions): no file is opened. Then the rules that read images, over only the files they
/// need, on `jobs` workers: each file is read and its header decoded once, and the facts shared
/// by every rule that uses them; pixels are decoded only for `symmetric-mirrored-set`,
/// `directional-name-fixed` (sets whose name matches: PNGs and JPEGs decoded, PDFs drawn, and a
/// symmetric drawing drops the finding) and, when
/// a source's hash changed, `stale-variant`. Rules that are off cost nothing.
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
            groups: [CatalogGroup(target: nil, catalogs: Array(catalogs.indices))])
    }

    /// Verifies `catalogs`, each under its own configuration, once each; what must hold across a
    /// target's catalogs (asset names unique) is checked within each group, and its findings name
    /// the group's target. A catalog in several groups is checked in each.
    ///
    /// - Precondition: one configuration per catalog; groups hold indices into `catalogs`.
    public func verify(_ catalogs: [AssetCatalog], configurations: [Configuration], groups: [CatalogGroup])
        -> VerificationResult
    {
        precondition(catalogs.count == configurations.count, "one configuration per catalog")
        let contexts = zip(catalogs, configurations).map { CatalogContext(catalog: $0, configuration: $1) }
        var findings: [Finding] = []
        var failures: [VerificationFailure] = []

        for context in contexts {
            StructureChecks.check(context, into: &findings, failures: &failures)
            CaseChecks.check(context, into: &findings)
            DuplicateKeyChecks.check(context, into: &findings)
        }
        for group in groups {
            NameChecks.checkDuplicates(group.catalogs.map { contexts[$0] }, target: group.target, into: &findings)
        }
        NameChecks.checkNamesAcrossTargets(contexts, groups: groups, into: &findings)
        // Directional names wait for their drawings: a symmetric image cannot point the wrong way.
        var directionalNames: [SetKey: String] = [:]
        var leftAlone: [LeftAloneSet] = []
        for (contextIndex, context) in contexts.enumerated() {
            let words = DirectionalWords(context.configuration)
            let counterparts = DirectionalCounterparts(context.catalog)
            for (setIndex, set) in context.catalog.sets.enumerated() where !context.isExcluded(set.relativePath) {
                FileChecks.check(set, context, into: &findings)
                DirectionChecks.check(set, context, into: &findings)
                switch DirectionalNameCheck.candidate(set, words: words, counterparts: counterparts, context) {
                case .look(let word)?: directionalNames[SetKey(catalog: contextIndex, set: setIndex)] = word
                case .leftAlone(let reason)?: leftAlone.append(LeftAloneSet(set, in: context.catalog, reason: reason))
                case nil: break
                }
            }
        }

        let looking = directionalNames.keys.filter {
            DirectionalNameCheck.canLook(at: contexts[$0.catalog].catalog.sets[$0.set])
        }
        let work = Self.plan(contexts, decoding: Set(looking))
        let results = run(work, contexts: contexts)
        var facts: [SetKey: [String: ImageFacts]] = [:]
        var stale: [SetKey: [StaleVariantOutcome]] = [:]
        for (item, result) in zip(work, results) {
            switch (item, result) {
            case (.image(let key, let file, _), .image(let imageFacts)): facts[key, default: [:]][file] = imageFacts
            case (.setRecord(let key), .setRecord(let outcomes)): stale[key] = outcomes
            case (_, .failed(let failure)): failures.append(failure)
            default: preconditionFailure("a work item got another item's result")
            }
        }
        for (contextIndex, context) in contexts.enumerated() {
            for (setIndex, set) in context.catalog.sets.enumerated() {
                let key = SetKey(catalog: contextIndex, set: setIndex)
                if let word = directionalNames[key] {
                    let look = DirectionalNameCheck.look(set, facts: facts[key] ?? [:])
                    if case .symmetric(let change) = look {
                        let reason = DirectionalNameCheck.leftAloneReason(word: word, change: change)
                        leftAlone.append(LeftAloneSet(set, in: context.catalog, reason: reason))
                    }
                    findings += DirectionalNameCheck.finding(set, word: word, look: look, context)
                }
                if let setFacts = facts[key] {
                    for file in set.files where setFacts[file] != nil {
                        ImageChecks.checkFile(set, file: file, facts: setFacts[file]!, context, into: &findings)
                    }
                    ImageChecks.checkScales(set, facts: setFacts, context, into: &findings)
                    ImageChecks.checkTwins(set, facts: setFacts, context, into: &findings)
                    PixelChecks.checkSymmetry(set, facts: setFacts, context, into: &findings)
                }
                for outcome in stale[key] ?? [] {
                    PixelChecks.report(outcome, in: set, facts: facts[key], context, into: &findings)
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
        /// Read one image: sniff and header, and with `decode` its pixels.
        case image(SetKey, file: String, decode: Bool)
        /// Check one set's generated variants.
        case setRecord(SetKey)
    }

    enum WorkResult: Sendable {
        case image(ImageFacts)
        case setRecord([StaleVariantOutcome])
        case failed(VerificationFailure)
    }

    /// The files the enabled image rules need, and nothing else; the images of the sets in
    /// `decoding` are decoded too.
    static func plan(_ contexts: [CatalogContext], decoding: Set<SetKey> = []) -> [WorkItem] {
        var work: [WorkItem] = []
        for (contextIndex, context) in contexts.enumerated() {
            let needsHeaders = [
                Rules.formatMismatch, Rules.undecodableImage, Rules.scaleMismatch, Rules.twinSizeMismatch,
            ]
            .contains(where: context.isEnabled)
            let symmetry = context.isEnabled(Rules.symmetricMirroredSet)
            let staleness = context.isEnabled(Rules.staleVariant)
            for (setIndex, set) in context.catalog.sets.enumerated()
            where set.contents != nil && set.type.listsImages && !context.isExcluded(set.relativePath) {
                let key = SetKey(catalog: contextIndex, set: setIndex)
                let decode = symmetry && PixelChecks.isSymmetryCandidate(set) || decoding.contains(key)
                if needsHeaders || decode {
                    let present = Set(set.files)
                    var seen: Set<String> = []
                    for entry in set.entries {
                        guard let file = entry.filename, present.contains(file), set.relativePath(ofFile: file) != nil,
                            seen.insert(file).inserted
                        else { continue }
                        work.append(.image(key, file: file, decode: decode))
                    }
                }
                if staleness, set.direction == .both { work.append(.setRecord(key)) }
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
        case .image(let key, let file, let decode):
            let context = contexts[key.catalog]
            let path = context.catalog.sets[key.set].relativePath + "/" + file
            let catalog = context.catalog
            do {
                let bytes = try FileContents.read(context.rootPath + "/" + path)
                return .image(ImageFacts(filename: file, bytes: bytes, decode: decode, limits: limits))
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
