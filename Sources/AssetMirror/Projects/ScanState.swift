import Foundation

/// What a ``ProjectSearch`` has found so far, over every path given; ``finish()`` matches
/// catalogs to targets and lists each target's catalogs (``TargetCatalogs``).
struct ScanState {
    private var catalogs: [FoundCatalog] = []
    private var indexByPath: [String: Int] = [:]
    private var explicit: [Int] = []
    private var projects: [String] = []
    private var targets: [ProjectTarget] = []
    var problems: [ProjectScanProblem] = []

    /// Adds the catalog at `path` (absolute, canonical) once; the first name given for it wins.
    mutating func addCatalog(_ path: String, shown: String, explicit isExplicit: Bool) {
        let index: Int
        if let existing = indexByPath[path] {
            index = existing
        } else {
            index = catalogs.count
            indexByPath[path] = index
            catalogs.append(FoundCatalog(url: URL(fileURLWithPath: path, isDirectory: true), path: shown))
        }
        if isExplicit, !explicit.contains(index) { explicit.append(index) }
    }

    /// Adds a project read and its targets, once.
    mutating func addProject(_ shown: String, targets projectTargets: [ProjectTarget]) {
        guard !projects.contains(shown) else { return }
        projects.append(shown)
        targets += projectTargets
    }

    /// The scan: each catalog found by searching belongs to every target that builds it.
    func finish() -> ProjectScan {
        var nameCounts: [String: Int] = [:]
        for target in targets { nameCounts[target.name, default: 0] += 1 }
        let names = targets.map { nameCounts[$0.name]! > 1 ? "\($0.name) (\($0.project))" : $0.name }

        var result = catalogs
        var members: [[Int]] = Array(repeating: [], count: targets.count)
        var unclaimed: [Int] = []
        let explicitSet = Set(explicit)
        for index in result.indices where !explicitSet.contains(index) {
            let path = result[index].url.path
            for (targetIndex, target) in targets.enumerated() where target.membership.contains(path) {
                members[targetIndex].append(index)
                if !result[index].targets.contains(names[targetIndex]) {
                    result[index].targets.append(names[targetIndex])
                }
            }
            if result[index].targets.isEmpty { unclaimed.append(index) }
        }
        var targetCatalogs: [TargetCatalogs] = []
        var seen: Set<String> = []
        for (targetIndex, catalogs) in members.enumerated() where !catalogs.isEmpty {
            // Two targets of one name in one project (a bad merge) are one list.
            guard seen.insert(names[targetIndex]).inserted else {
                if let existing = targetCatalogs.firstIndex(where: { $0.target == names[targetIndex] }) {
                    targetCatalogs[existing].catalogs += catalogs.filter {
                        !targetCatalogs[existing].catalogs.contains($0)
                    }
                }
                continue
            }
            targetCatalogs.append(TargetCatalogs(target: names[targetIndex], catalogs: catalogs))
        }
        if !explicit.isEmpty { targetCatalogs.append(TargetCatalogs(target: nil, catalogs: explicit)) }
        targetCatalogs += unclaimed.map { TargetCatalogs(target: nil, catalogs: [$0]) }
        return ProjectScan(
            catalogs: result, targetCatalogs: targetCatalogs, projects: projects, targets: targets, problems: problems,
            unclaimed: unclaimed)
    }
}
