import Foundation

/// Walks a folder for catalogs and projects, skipping what is not source.
///
/// Not searched: hidden folders (`.git`, `.build`, `.swiftpm`), `DerivedData`, `Pods`,
/// `Carthage/Checkouts` and `Carthage/Build`, `node_modules`, and the inside of catalogs,
/// `.xcodeproj` and `.xcworkspace` folders. Links are not followed; one named like a catalog or a
/// project is a problem, since what it points to is not checked. Every path found is relative to
/// the walk's root, `/`-separated.
struct ProjectWalk {
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "node_modules"]
    static let skippedCarthageFolders: Set<String> = ["Carthage/Checkouts", "Carthage/Build"]
    /// The walker's rules for a search: hidden entries out (`includesHidden` is false), no link
    /// followed, and a folder that cannot be listed reported rather than ending the search.
    static let policy = WalkPolicy(links: .none, errors: .collected)

    var catalogs: [String] = []
    var xcodeProjects: [String] = []
    /// Folders holding a `Package.swift`.
    var packages: [String] = []
    /// `project.yml` files.
    var xcodeGenSpecs: [String] = []
    var problems: [ProjectScanProblem] = []

    /// Walks `root` (absolute); `shown` is how the user named it, for problems.
    init(root: String, shown: String) {
        var walker = FolderWalker(root: root, policy: Self.policy)
        do {
            try walker.walk(descendingInto: Self.isSearched) { entry in visit(entry, shown: shown) }
        } catch {
            var error = error
            error.path = shown
            problems.append(.unreadableFolder(error))
        }
    }

    /// Whether the walk goes into `folder`: not into what is not source, nor into a catalog or a
    /// project, which are found, not searched.
    static func isSearched(_ folder: WalkEntry) -> Bool {
        let name = folder.name
        if skippedFolders.contains(name) || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace")
        {
            return false
        }
        return !skippedCarthageFolders.contains { folder.relativePath == $0 || folder.relativePath.hasSuffix("/" + $0) }
    }

    private mutating func visit(_ entry: WalkEntry, shown: String) {
        let name = entry.name
        switch entry.kind {
        case .file:
            let parent = PathText.folder(of: entry.relativePath)
            if name == "Package.swift" { packages.append(parent) }
            if name == "project.yml" { xcodeGenSpecs.append(entry.relativePath) }
            if name.hasSuffix(".xcodeproj") {
                problems.append(.unreadableProject(Self.projectIsAFile(Self.join(shown, entry.relativePath))))
            }
        case .folder:
            if name.hasSuffix(".xcassets") {
                catalogs.append(entry.relativePath)
            } else if name.hasSuffix(".xcodeproj") {
                xcodeProjects.append(entry.relativePath)
            }
        case .link:
            if Self.looksFound(name) {
                problems.append(.linkNotFollowed(path: Self.join(shown, entry.relativePath)))
            }
        case .unreadable(var error):
            // A folder that cannot be listed is said; an entry that cannot be described only when
            // its name says it is something the search looks for, as one such folder can hold
            // thousands of entries.
            guard error.operation == .listFolder || Self.looksFound(name) else { return }
            error.path = Self.join(shown, entry.relativePath)
            problems.append(.unreadableFolder(error))
        case .special, .undecodableName:
            break
        }
    }

    /// Whether `name` is one the search would find: a catalog or an Xcode project.
    private static func looksFound(_ name: String) -> Bool {
        name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj")
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
