/// What `assetmirror review` shows: every set a person should look at to judge its direction,
/// each with its files in both layout directions and what `verify` found. A value; the HTML is
/// ``ReviewPageRenderer``'s.
///
/// A set is on the page when it has a direction, when its name looks directional (by
/// `verify`'s `directional-name` words, `.assetmirror.yml` included), or when `verify` found
/// something about it or left it alone on purpose. It needs a look exactly when `verify` found
/// something (``ReviewSet/needsLook``).
public struct ReviewPage: Sendable, Equatable {
    /// The catalogs' paths as the user gave them, in the order read.
    public var catalogPaths: [String]
    /// The sets, by catalog in the order read, then in the catalog's walk order.
    public var sets: [ReviewSet]
    /// Findings about no set on the page (a catalog's or a group's `Contents.json`), in report order.
    public var otherFindings: [Finding]

    public init(catalogPaths: [String], sets: [ReviewSet], otherFindings: [Finding]) {
        self.catalogPaths = catalogPaths
        self.sets = sets
        self.otherFindings = otherFindings
    }

    /// The page for `catalogs`, read with `configurations` (one each) and built into targets as
    /// `targetCatalogs` says, given the `findings` `verify` returned for them and the sets it left alone
    /// (``VerificationResult/leftAlone``). Reads each file's header (``CatalogInspection``), no pixel.
    public init(
        catalogs: [AssetCatalog], configurations: [Configuration], targetCatalogs: [TargetCatalogs],
        findings: [Finding],
        leftAlone: [LeftAloneSet] = []
    ) {
        precondition(catalogs.count == configurations.count, "one configuration per catalog")
        var owners: [String: (catalog: Int, set: Int)] = [:]
        for (catalogIndex, catalog) in catalogs.enumerated() {
            for (setIndex, set) in catalog.sets.enumerated() {
                owners[catalog.displayPath(of: set.relativePath), default: (catalogIndex, setIndex)] = (
                    catalogIndex, setIndex
                )
            }
        }
        var setFindings: [Int: [Int: [Finding]]] = [:]
        var otherFindings: [Finding] = []
        for finding in findings.sortedForReporting() {
            if let owner = Self.owner(of: finding.location.file, in: owners) {
                setFindings[owner.catalog, default: [:]][owner.set, default: []].append(finding)
            } else {
                otherFindings.append(finding)
            }
        }
        var setsLeftAlone: [Int: [Int: [LeftAloneSet]]] = [:]
        for item in leftAlone {
            if let owner = Self.owner(of: item.path, in: owners) {
                setsLeftAlone[owner.catalog, default: [:]][owner.set, default: []].append(item)
            }
        }
        var sets: [ReviewSet] = []
        for (catalogIndex, catalog) in catalogs.enumerated() {
            let words = DirectionalWords(configurations[catalogIndex])
            let targets = Set(targetCatalogs.filter { $0.catalogs.contains(catalogIndex) }.compactMap(\.target))
                .sorted()
            let found = setFindings[catalogIndex] ?? [:]
            let alone = setsLeftAlone[catalogIndex] ?? [:]
            let candidates = catalog.sets.indices.filter { index in
                let set = catalog.sets[index]
                return found[index] != nil || alone[index] != nil
                    || set.type.supportsDirection && (set.direction != .fixed || words.firstMatch(in: set.name) != nil)
            }
            guard !candidates.isEmpty else { continue }
            let inspection = CatalogInspection(inspecting: catalog)
            for index in candidates {
                let set = catalog.sets[index]
                sets.append(
                    Self.reviewSet(
                        set, in: catalog, inspection: inspection.sets[index], targets: targets,
                        directionalWord: set.type.supportsDirection ? words.firstMatch(in: set.name) : nil,
                        findings: found[index] ?? [], leftAlone: alone[index] ?? []))
            }
        }
        self.init(catalogPaths: catalogs.map(\.path), sets: sets, otherFindings: otherFindings)
    }

    /// The set a finding at `path` is about: the deepest set whose folder is `path` or holds it.
    static func owner(of path: String, in owners: [String: (catalog: Int, set: Int)]) -> (catalog: Int, set: Int)? {
        var candidate = Substring(path)
        while !candidate.isEmpty {
            if let owner = owners[String(candidate)] { return owner }
            guard let slash = candidate.lastIndex(of: "/") else { return nil }
            candidate = candidate[..<slash]
        }
        return nil
    }

    static func reviewSet(
        _ set: AssetSet, in catalog: AssetCatalog, inspection: SetInspection, targets: [String],
        directionalWord: String?, findings: [Finding], leftAlone: [LeftAloneSet]
    ) -> ReviewSet {
        let files = inspection.files.map { file in
            let relative = set.relativePath(ofFile: file.name) ?? set.relativePath
            return ReviewFile(
                name: file.name, path: catalog.displayPath(of: relative), url: catalog.url(of: relative),
                slot: file.slot, format: file.format, extent: file.extent, error: file.error)
        }
        let direction: SetDirectionState? = set.type.supportsDirection ? set.direction : nil
        let namespace = set.qualifiedName.lastIndex(of: "/").map { String(set.qualifiedName[..<$0]) } ?? ""
        return ReviewSet(
            catalogPath: catalog.path, relativePath: set.relativePath, qualifiedName: set.qualifiedName,
            namespace: namespace, type: set.type, targets: targets, direction: direction,
            directionalWord: directionalWord, files: files, rows: rows(of: set, direction: direction, files: files),
            findings: findings, leftAlone: leftAlone)
    }

    /// Each slot as both directions draw it. "Mirrors" sets show the one file and the system's
    /// mirror of it; "Both" sets their twins as they are; sets that never mirror the same file
    /// in both columns, as they are.
    static func rows(of set: AssetSet, direction: SetDirectionState?, files: [ReviewFile]) -> [ReviewRow] {
        let index = Dictionary(files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let named = set.entries.filter { $0.filename.flatMap { index[$0] } != nil }
        func image(_ entry: AssetEntry, mirrored: Bool) -> ReviewImage? {
            entry.filename.flatMap { index[$0] }.map { ReviewImage(file: $0, mirroredAtRunTime: mirrored) }
        }
        switch direction {
        case .leftToRight:
            return named.map {
                ReviewRow(
                    slot: $0.slotLabel, leftToRight: image($0, mirrored: false), rightToLeft: image($0, mirrored: true))
            }
        case .rightToLeft:
            return named.map {
                ReviewRow(
                    slot: $0.slotLabel, leftToRight: image($0, mirrored: true), rightToLeft: image($0, mirrored: false))
            }
        case .both:
            var order: [String] = []
            var slots: [String: ReviewRow] = [:]
            for entry in named {
                if slots[entry.slot] == nil {
                    order.append(entry.slot)
                    slots[entry.slot] = ReviewRow(slot: entry.slotLabel, leftToRight: nil, rightToLeft: nil)
                }
                switch entry.languageDirection {
                case .leftToRight: slots[entry.slot]?.leftToRight = image(entry, mirrored: false)
                case .rightToLeft: slots[entry.slot]?.rightToLeft = image(entry, mirrored: false)
                case nil: break
                }
            }
            return order.compactMap { slots[$0] }
        case .fixed, .inconsistent, nil:
            return named.map { entry in
                let direction = entry.languageDirection
                return ReviewRow(
                    slot: entry.slotLabel,
                    leftToRight: direction == .rightToLeft ? nil : image(entry, mirrored: false),
                    rightToLeft: direction == .leftToRight ? nil : image(entry, mirrored: false))
            }
        }
    }
}
