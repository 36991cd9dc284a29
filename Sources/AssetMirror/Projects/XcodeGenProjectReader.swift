import Foundation
import Yams

/// Reads which catalogs each target of an XcodeGen specification (`project.yml`) builds.
///
/// XcodeGen adds every asset catalog found in a target's `sources` (and, as some specs write
/// it, `resources`) to the target's resources build phase, unless the source says
/// `buildPhase: none` or excludes it:
/// ```yaml
/// targets:
///   App:
///     sources:
///       - App                                  # a folder, relative to project.yml
///       - path: Shared
///         excludes: ["**/Legacy.xcassets"]     # globs relative to the source's path
///         includes: ["*.xcassets"]
/// ```
/// A target also gets the sources of the `targetTemplates` it names in `templates`.
public enum XcodeGenProjectReader {
    /// The targets of the spec at `file` (absolute, canonical), named `shown` in messages, and
    /// of the specs it includes (`include:`), whose paths are relative to their own folder
    /// unless they say `relativePaths: false`.
    public static func targets(of file: String, shown: String) throws(ProjectReadError) -> [ProjectTarget] {
        try targets(of: file, shown: shown, root: nil)
    }

    /// The targets, as above, refusing a spec whose file, or a file it includes, lies outside
    /// `root` (links resolved): the spec comes with the files checked, and an include of
    /// `/etc/group` or `../secret` would be read and, where it is not YAML, quoted.
    static func targets(of file: String, shown: String, root: RepositoryRoot?) throws(ProjectReadError)
        -> [ProjectTarget]
    {
        var problems: [ProjectScanProblem] = []
        return try targets(of: file, shown: shown, root: root, problems: &problems)
    }

    /// The targets, as above; an include whose path differs from the file on disk only in case
    /// is read and named in `problems` (``ProjectScanProblem/includeCaseDiffers(spec:written:found:)``).
    static func targets(
        of file: String, shown: String, root: RepositoryRoot?, problems: inout [ProjectScanProblem]
    ) throws(ProjectReadError) -> [ProjectTarget] {
        var state = SpecState(root: root)
        defer { problems += state.problems }
        return try targets(of: file, shown: shown, base: nil, state: &state, isRoot: true)
    }

    /// What reading a spec may cost, its includes together (``YAMLBudget`` says why): a spec
    /// a pull request brings is read by the Action. A large real spec is a few thousand lines.
    static let budget = YAMLBudget(
        maximumBytes: 4 << 20, maximumAliases: 10_000, maximumDepth: 128, maximumExpandedNodes: 1_000_000)

    /// What reading one spec and its includes gathers on the way.
    struct SpecState {
        var root: RepositoryRoot?
        var visited: Set<String> = []
        /// Includes found only by ignoring case.
        var problems: [ProjectScanProblem] = []
        /// Expanded nodes the specs still to read may hold, over all of them.
        var nodesLeft = XcodeGenProjectReader.budget.maximumExpandedNodes
        /// `targetTemplates` by name: their sources, and the templates they use in turn.
        var templates: [String: (folders: [TargetMembership.Folder], templates: [String])] = [:]

        /// The sources of `names` and of the templates they use, at most 8 deep. Each template
        /// is taken once: a spec whose templates name themselves again and again
        /// (`templates: [T, T, T, …]`) would otherwise cost its fan-out to the eighth power.
        func folders(ofTemplates names: [String]) -> [TargetMembership.Folder] {
            var taken: Set<String> = []
            return folders(ofTemplates: names, depth: 0, taken: &taken)
        }

        private func folders(ofTemplates names: [String], depth: Int, taken: inout Set<String>)
            -> [TargetMembership.Folder]
        {
            guard depth < 8 else { return [] }
            var folders: [TargetMembership.Folder] = []
            for name in names where taken.insert(name).inserted {
                guard let template = templates[name] else { continue }
                folders +=
                    template.folders + self.folders(ofTemplates: template.templates, depth: depth + 1, taken: &taken)
            }
            return folders
        }
    }

    private static func targets(
        of file: String, shown: String, base: String?, state: inout SpecState, isRoot: Bool
    ) throws(ProjectReadError) -> [ProjectTarget] {
        guard state.visited.insert(file).inserted, state.visited.count <= 64 else { return [] }
        if let root = state.root, !root.contains(canonicalPath(file)) {
            throw .malformed(
                path: shown, kind: .xcodeGen,
                reason: "it leads outside the repository root \(root.path), so it is not read")
        }
        let text: String
        do {
            text = String(decoding: try FileContents.read(file), as: UTF8.self)
        } catch {
            var error = error
            error.path = shown
            throw .unreadable(error)
        }
        var budget = Self.budget
        budget.maximumExpandedNodes = state.nodesLeft
        do {
            state.nodesLeft -= try budget.check(text)
        } catch {
            let place = error.line.map { "line \($0), column \(error.column ?? 1): " } ?? ""
            throw .malformed(path: shown, kind: .xcodeGen, reason: "too costly to read (\(place)\(error.problem))")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw .malformed(path: shown, kind: .xcodeGen, reason: "not valid YAML (\(Self.describe(error)))")
        }
        let folder = base ?? PathText.folder(of: file)
        let ownFolder = PathText.folder(of: file)
        var targets: [ProjectTarget] = []
        for include in (root?.mapping?["include"]).map(Self.nodes) ?? [] {
            guard let path = include.scalar?.string ?? include.mapping?["path"]?.scalar?.string, !path.isEmpty else {
                continue
            }
            let relativePaths = include.mapping?["relativePaths"]?.bool ?? true
            var included = path.hasPrefix("/") ? path : ownFolder + "/" + path
            if !path.hasPrefix("/"), let found = IncludeCase.resolve(path, in: ownFolder), found != path {
                // macOS's default file system ignores case, so XcodeGen there reads the file.
                included = ownFolder + "/" + found
                state.problems.append(.includeCaseDiffers(spec: shown, written: path, found: found))
            }
            let includedFolder = PathText.folder(of: included)
            targets += try Self.targets(
                of: canonicalPath(included),
                shown: path.hasPrefix("/") ? path : ProjectWalk.join(PathText.folderOrDot(of: shown), path),
                base: relativePaths ? includedFolder : folder, state: &state, isRoot: false)
        }
        for (nameNode, template) in root?.mapping?["targetTemplates"]?.mapping ?? [:] {
            guard let name = nameNode.scalar?.string else { continue }
            state.templates[name] = (sourceFolders(of: template, in: folder), strings(template.mapping?["templates"]))
        }
        guard let targetsNode = root?.mapping?["targets"] else {
            if isRoot && targets.isEmpty {
                throw .malformed(path: shown, kind: .xcodeGen, reason: "it has no \"targets\" mapping")
            }
            return targets
        }
        guard let mapping = targetsNode.mapping else {
            throw .malformed(path: shown, kind: .xcodeGen, reason: "\"targets\" is not a mapping of names to targets")
        }
        // By name, as a target named again (in an included spec) adds to the first.
        var indexByName: [String: Int] = [:]
        for (index, target) in targets.enumerated() where indexByName[target.name] == nil {
            indexByName[target.name] = index
        }
        for (nameNode, target) in mapping {
            guard let name = nameNode.scalar?.string else { continue }
            let membership = TargetMembership(
                folders: sourceFolders(of: target, in: folder)
                    + state.folders(ofTemplates: strings(target.mapping?["templates"])))
            if let existing = indexByName[name] {
                targets[existing].membership.folders += membership.folders
            } else {
                indexByName[name] = targets.count
                targets.append(ProjectTarget(name: name, project: shown, membership: membership))
            }
        }
        return targets
    }

    /// The folders a target's (or a template's) `sources` and `resources` name.
    static func sourceFolders(of target: Node, in folder: String) -> [TargetMembership.Folder] {
        ["sources", "resources"].flatMap { key in
            target.mapping?[key].map(nodes)?.compactMap { source($0, in: folder) } ?? []
        }
    }

    /// A list's items; a single value is a list of one.
    static func nodes(_ node: Node) -> [Node] {
        node.sequence.map(Array.init) ?? [node]
    }

    /// One source: a path string, or a mapping with `path`, `excludes`, `includes`,
    /// `buildPhase`. A file path works as a folder path here: a catalog is a folder, and one
    /// named directly is the only catalog at or below it.
    static func source(_ node: Node, in folder: String) -> TargetMembership.Folder? {
        let path: String
        var excluded: [String] = []
        var included: [String] = []
        if let scalar = node.scalar {
            path = scalar.string
        } else if let mapping = node.mapping, let value = mapping["path"]?.scalar?.string {
            if let phase = mapping["buildPhase"]?.scalar?.string, phase != "resources" { return nil }
            path = value
            excluded = strings(mapping["excludes"])
            included = strings(mapping["includes"])
        } else {
            return nil
        }
        guard !path.isEmpty else { return nil }
        let absolute = path.hasPrefix("/") ? path : folder + "/" + path
        return .init(path: canonicalPath(absolute), excluded: excluded, included: included)
    }

    /// What is wrong with a spec Yams cannot read, and where, without the file's text that
    /// Yams's own description quotes: the file may be one the spec names outside the project.
    static func describe(_ error: any Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return "line \(mark.line), column \(mark.column): \(problem)"
        case .duplicatedKeysInMapping(_, let context):
            return "line \(context.mark.line): a key is written twice"
        case .reader(let problem, _, _, _):
            return problem
        default:
            return "the YAML library could not read it"
        }
    }

    static func strings(_ node: Node?) -> [String] {
        guard let node else { return [] }
        return (node.sequence.map(Array.init) ?? [node]).compactMap { $0.scalar?.string }
    }
}
