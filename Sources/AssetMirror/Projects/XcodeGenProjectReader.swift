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
        var state = SpecState()
        return try targets(of: file, shown: shown, base: nil, state: &state, isRoot: true)
    }

    /// What reading one spec and its includes gathers on the way.
    struct SpecState {
        var visited: Set<String> = []
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
        let text: String
        do {
            text = String(decoding: try FileContents.read(file), as: UTF8.self)
        } catch {
            var error = error
            error.path = shown
            throw .unreadable(error)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw .malformed(path: shown, kind: .xcodeGen, reason: "not valid YAML (\(error))")
        }
        let folder = base ?? (file as NSString).deletingLastPathComponent
        let ownFolder = (file as NSString).deletingLastPathComponent
        var targets: [ProjectTarget] = []
        for include in (root?.mapping?["include"]).map(Self.nodes) ?? [] {
            guard let path = include.scalar?.string ?? include.mapping?["path"]?.scalar?.string, !path.isEmpty else {
                continue
            }
            let relativePaths = include.mapping?["relativePaths"]?.bool ?? true
            let included = path.hasPrefix("/") ? path : ownFolder + "/" + path
            let includedFolder = (included as NSString).deletingLastPathComponent
            targets += try Self.targets(
                of: canonicalPath(included),
                shown: ProjectWalk.join((shown as NSString).deletingLastPathComponent, path),
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
        for (nameNode, target) in mapping {
            guard let name = nameNode.scalar?.string else { continue }
            let membership = TargetMembership(
                folders: sourceFolders(of: target, in: folder)
                    + state.folders(ofTemplates: strings(target.mapping?["templates"])))
            if let existing = targets.firstIndex(where: { $0.name == name }) {
                targets[existing].membership.folders += membership.folders
            } else {
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

    static func strings(_ node: Node?) -> [String] {
        guard let node else { return [] }
        return (node.sequence.map(Array.init) ?? [node]).compactMap { $0.scalar?.string }
    }
}
