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
    /// The targets of the project at `project` (an absolute, canonical `*.xcodeproj` folder),
    /// named `shown` in messages.
    public static func targets(of project: String, shown: String) throws(ProjectReadError) -> [ProjectTarget] {
        let file = project + "/project.pbxproj"
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
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String, let projectObject = objects[rootID]
        else {
            throw malformed(shown, "project.pbxproj has no objects or no rootObject")
        }
        let projectFolder = (project as NSString).deletingLastPathComponent
        var sourceRoot = projectFolder
        if let dir = projectObject["projectDirPath"] as? String, !dir.isEmpty {
            sourceRoot = dir.hasPrefix("/") ? dir : projectFolder + "/" + dir
        }
        let tree = XcodeGroupTree(objects: objects, sourceRoot: sourceRoot)
        do {
            return try targets(of: projectObject, objects: objects, tree: tree, shown: shown)
        } catch {
            throw malformed(shown, "project.pbxproj's groups loop: \(error.id) is inside a group that is inside itself")
        }
    }

    /// Each native target's catalogs, placed through `tree`.
    private static func targets(
        of projectObject: [String: Any], objects: [String: [String: Any]], tree: XcodeGroupTree, shown: String
    ) throws(XcodeGroupTree.Loop) -> [ProjectTarget] {
        var targets: [ProjectTarget] = []
        for targetID in projectObject["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = target["name"] as? String ?? targetID
            var membership = TargetMembership()
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXResourcesBuildPhase" else {
                    continue
                }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String,
                        Self.isCatalog(objects[reference]), let path = try tree.path(of: reference)
                    else { continue }
                    membership.catalogs.insert(canonicalPath(path))
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let path = try tree.path(of: groupID) else { continue }
                let exceptions = Self.membershipExceptions(of: groupID, for: targetID, in: objects)
                membership.folders.append(.init(path: canonicalPath(path), exceptions: exceptions))
            }
            targets.append(ProjectTarget(name: name, project: shown, membership: membership))
        }
        return targets
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

    /// The paths (relative to the synchronised group) that `target` leaves out of the group.
    static func membershipExceptions(of group: String, for target: String, in objects: [String: [String: Any]])
        -> [String]
    {
        var paths: [String] = []
        for exceptionID in objects[group]?["exceptions"] as? [String] ?? [] {
            guard let exception = objects[exceptionID],
                exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                exception["target"] as? String == target
            else { continue }
            // Xcode writes a localised file's exception from the group's root: `/Localized/X.strings`.
            paths += (exception["membershipExceptions"] as? [String] ?? []).map { String($0.drop { $0 == "/" }) }
        }
        return paths
    }

    static func malformed(_ shown: String, _ reason: String) -> ProjectReadError {
        .malformed(path: shown, kind: .xcodeProject, reason: reason)
    }
}
