import Foundation

/// Reads which catalogs each native target of an Xcode project builds, from its
/// `project.pbxproj`.
///
/// The file is an OpenStep property list, which Foundation's `PropertyListSerialization` reads on
/// Linux as on macOS: `{ objects = { ID = { isa = …; … }; … }; rootObject = ID; }`. A target's
/// catalogs are the file references its `PBXResourcesBuildPhase` lists (through `PBXBuildFile`
/// `fileRef`), whose paths are resolved through the group tree (``XcodeGroupTree``), and the
/// catalogs inside the folder-synchronised groups (Xcode 16) it lists in
/// `fileSystemSynchronizedGroups`, less each group's `membershipExceptions` for that target.
public enum XcodeProjectReader {
    /// The targets of the project at `project`, wherever its file leads.
    public static func targets(of project: String, shown: String) throws(ProjectReadError) -> [ProjectTarget] {
        try targets(of: project, shown: shown, root: nil)
    }

    /// The targets of the project at `project` (an absolute, canonical `*.xcodeproj` folder),
    /// named `shown` in messages. A `project.pbxproj` that is a link leading outside `root` is
    /// not read.
    static func targets(of project: String, shown: String, root: RepositoryRoot?) throws(ProjectReadError)
        -> [ProjectTarget]
    {
        let file = project + "/project.pbxproj"
        if let root, !root.contains(canonicalPath(file)) {
            throw malformed(
                shown, "project.pbxproj leads outside the repository root \(root.path), so it is not read")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(file)
        } catch {
            var error = error
            error.path = shown + "/project.pbxproj"
            throw .unreadable(error)
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw malformed(shown, "project.pbxproj is not a property list (\(error.localizedDescription))")
        }
        return try targets(inPropertyList: plist, project: project, shown: shown)
    }

    /// The targets of the project at `project` whose `project.pbxproj` parses to `plist`.
    static func targets(inPropertyList plist: Any, project: String, shown: String) throws(ProjectReadError)
        -> [ProjectTarget]
    {
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String, let projectObject = objects[rootID]
        else {
            throw malformed(shown, "project.pbxproj has no objects or no rootObject")
        }
        let projectFolder = PathText.folder(of: project)
        var sourceRoot = projectFolder
        if let dir = projectObject["projectDirPath"] as? String, !dir.isEmpty {
            sourceRoot = dir.hasPrefix("/") ? dir : projectFolder + "/" + dir
        }
        var tree = XcodeGroupTree(objects: objects, sourceRoot: sourceRoot)
        do {
            return try targets(of: projectObject, objects: objects, tree: &tree, shown: shown)
        } catch {
            throw malformed(shown, "project.pbxproj's groups loop: \(error.id) is inside a group that is inside itself")
        }
    }

    /// Each native target's catalogs, placed through `tree`.
    private static func targets(
        of projectObject: [String: Any], objects: [String: [String: Any]], tree: inout XcodeGroupTree, shown: String
    ) throws(XcodeGroupTree.Loop) -> [ProjectTarget] {
        var targets: [ProjectTarget] = []
        let exceptions = Self.membershipExceptions(in: objects)
        var catalogsByPhase: [String: Set<String>] = [:]
        for targetID in projectObject["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = target["name"] as? String ?? targetID
            var membership = TargetMembership()
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                // Targets may share a phase: its catalogs are placed once.
                if let known = catalogsByPhase[phaseID] {
                    Self.add(known, to: &membership.catalogs)
                    continue
                }
                var catalogs: Set<String> = []
                if let phase = objects[phaseID], phase["isa"] as? String == "PBXResourcesBuildPhase" {
                    for buildFileID in phase["files"] as? [String] ?? [] {
                        guard let reference = objects[buildFileID]?["fileRef"] as? String,
                            Self.isCatalog(objects[reference]), let path = try tree.path(of: reference)
                        else { continue }
                        catalogs.insert(canonicalPath(path))
                    }
                }
                catalogsByPhase[phaseID] = catalogs
                Self.add(catalogs, to: &membership.catalogs)
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let path = try tree.path(of: groupID) else { continue }
                membership.folders.append(
                    .init(path: canonicalPath(path), exceptions: exceptions[GroupAndTarget(groupID, targetID)] ?? []))
            }
            targets.append(ProjectTarget(name: name, project: shown, membership: membership))
        }
        return targets
    }

    /// `catalogs` added to `set`; into an empty set, by sharing its storage, so that targets
    /// sharing a phase share one set rather than each copying it.
    private static func add(_ catalogs: Set<String>, to set: inout Set<String>) {
        if set.isEmpty { set = catalogs } else { set.formUnion(catalogs) }
    }

    /// Whether a file reference names an asset catalog.
    static func isCatalog(_ object: [String: Any]?) -> Bool {
        guard let object, object["isa"] as? String == "PBXFileReference" else { return false }
        if object["lastKnownFileType"] as? String == "folder.assetcatalog"
            || object["explicitFileType"] as? String == "folder.assetcatalog"
        {
            return true
        }
        return (object["path"] as? String)?.hasSuffix(".xcassets") == true
    }

    /// A synchronised group and a target, whose exceptions are read together.
    struct GroupAndTarget: Hashable {
        var group: String
        var target: String
        init(_ group: String, _ target: String) {
            self.group = group
            self.target = target
        }
    }

    /// The paths (relative to the synchronised group) that each target leaves out of each
    /// group, read in one pass over the objects.
    static func membershipExceptions(in objects: [String: [String: Any]]) -> [GroupAndTarget: [String]] {
        var paths: [GroupAndTarget: [String]] = [:]
        for (groupID, group) in objects {
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID],
                    exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = exception["target"] as? String
                else { continue }
                // Xcode writes a localised file's exception from the group's root: `/Localized/X.strings`.
                paths[GroupAndTarget(groupID, target), default: []] +=
                    (exception["membershipExceptions"] as? [String] ?? []).map { String($0.drop { $0 == "/" }) }
            }
        }
        return paths
    }

    static func malformed(_ shown: String, _ reason: String) -> ProjectReadError {
        .malformed(path: shown, kind: .xcodeProject, reason: reason)
    }
}
