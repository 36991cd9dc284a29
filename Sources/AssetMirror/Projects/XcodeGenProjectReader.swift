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
/// Target templates are not followed: a target that only gets its sources from a template
/// builds no catalog here.
public enum XcodeGenProjectReader {
    /// The targets of the spec at `file` (absolute, canonical), named `shown` in messages, and
    /// of the specs it includes (`include:`), whose paths are relative to their own folder
    /// unless they say `relativePaths: false`.
    public static func targets(of file: String, shown: String) throws(ProjectReadError) -> [ProjectTarget] {
        var visited: Set<String> = []
        return try targets(of: file, shown: shown, base: nil, visited: &visited, isRoot: true)
    }

    private static func targets(
        of file: String, shown: String, base: String?, visited: inout Set<String>, isRoot: Bool
    ) throws(ProjectReadError) -> [ProjectTarget] {
        guard visited.insert(file).inserted, visited.count <= 64 else { return [] }
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
                base: relativePaths ? includedFolder : folder, visited: &visited, isRoot: false)
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
            var membership = TargetMembership()
            for key in ["sources", "resources"] {
                guard let node = target.mapping?[key] else { continue }
                for item in nodes(node) {
                    if let source = Self.source(item, in: folder) { membership.folders.append(source) }
                }
            }
            if let existing = targets.firstIndex(where: { $0.name == name }) {
                targets[existing].membership.folders += membership.folders
            } else {
                targets.append(ProjectTarget(name: name, project: shown, membership: membership))
            }
        }
        return targets
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
