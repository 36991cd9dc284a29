import Foundation

/// Walks a folder for catalogs and projects, skipping what is not source.
///
/// Not searched: hidden folders (`.git`, `.build`, `.swiftpm`), `DerivedData`, `Pods`,
/// `Carthage/Checkouts` and `Carthage/Build`, `node_modules`, and the inside of catalogs,
/// `.xcodeproj` and `.xcworkspace` folders. Links are not followed. Every path found is
/// relative to the walk's root, `/`-separated.
struct ProjectWalk {
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "node_modules"]
    static let skippedCarthageFolders: Set<String> = ["Checkouts", "Build"]

    var catalogs: [String] = []
    var xcodeProjects: [String] = []
    /// Folders holding a `Package.swift`.
    var packages: [String] = []
    /// `project.yml` files.
    var xcodeGenSpecs: [String] = []
    var problems: [ProjectScanProblem] = []

    /// Walks `root` (absolute); `shown` is how the user named it, for problems.
    init(root: String, shown: String) {
        walk(root, relative: "", shown: shown)
    }

    private mutating func walk(_ folder: String, relative: String, shown: String) {
        let names: [String]
        do {
            names = try FolderListing.names(in: folder)
        } catch {
            var error = error
            error.path = Self.join(shown, relative)
            problems.append(.unreadableFolder(error))
            return
        }
        let parentName = relative.split(separator: "/").last.map(String.init)
        for name in names {
            let path = folder + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFREG {
                if name == "Package.swift" { packages.append(relative) }
                if name == "project.yml" { xcodeGenSpecs.append(childRelative) }
                if name.hasSuffix(".xcodeproj") {
                    problems.append(.unreadableProject(Self.projectIsAFile(Self.join(shown, childRelative))))
                }
                continue
            }
            if type == S_IFLNK {
                if name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") {
                    problems.append(.linkNotFollowed(path: Self.join(shown, childRelative)))
                }
                continue
            }
            guard type == S_IFDIR, !name.hasPrefix("."), !Self.skippedFolders.contains(name) else { continue }
            if parentName == "Carthage", Self.skippedCarthageFolders.contains(name) { continue }
            if name.hasSuffix(".xcassets") {
                catalogs.append(childRelative)
            } else if name.hasSuffix(".xcodeproj") {
                xcodeProjects.append(childRelative)
            } else if !name.hasSuffix(".xcworkspace") {
                walk(path, relative: childRelative, shown: shown)
            }
        }
    }

    /// Why a file named like an Xcode project (a project zipped or flattened by a tool) is not
    /// one.
    static func projectIsAFile(_ shown: String) -> ProjectReadError {
        .malformed(path: shown, kind: .xcodeProject, reason: "it is a file, not a folder holding project.pbxproj")
    }

    /// `relative` below the folder the user named `shown`: `App/x` for `.`, `repo/App/x` for `repo`.
    static func join(_ shown: String, _ relative: String) -> String {
        if relative.isEmpty { return shown }
        if shown == "." || shown == "./" { return relative }
        return shown.hasSuffix("/") ? shown + relative : shown + "/" + relative
    }
}
