import Foundation

/// Turns the paths a person types into catalogs and the targets that build them.
///
/// Each path may be a catalog (`*.xcassets`), an Xcode project (`*.xcodeproj`, or its
/// `project.pbxproj`), a `project.yml` or `Package.swift` (their folder is searched), or any
/// folder, which is searched (``ProjectWalk``) for catalogs and for projects: Xcode projects,
/// XcodeGen specs (unless an Xcode project lies beside one: that is what it generated) and Swift
/// packages. The `.assetmirror.yml` nearest a searched folder narrows the search with its
/// `included:` and `excluded:` globs, and with `manifest-evaluation: off` keeps the search from
/// running any `Package.swift` below it (``manifestReader`` nil does so everywhere).
///
/// Nothing outside the repository root (``RepositoryRoot``: the folder holding `.git` above each
/// path given, or the path's own folder) is read: a catalog named that is a link leading out, a
/// project's reference to a catalog or folder out, a spec's `include:` out are each refused and
/// named, unless the user allows the folder (``allowedOutside``).
///
/// Catalogs named on the command line are checked together (as the user asked, without
/// targets); each found catalog belongs to every target that builds it, and one that no target
/// builds is checked on its own (``TargetCatalogs``).
public struct ProjectSearch: Sendable {
    public var manifestReader: (any PackageManifestReading)?
    /// Folders outside the repository root that may be read all the same, as the user named
    /// them (relative to the current folder or absolute).
    public var allowedOutside: [String]

    public init(manifestReader: (any PackageManifestReading)? = nil, allowedOutside: [String] = []) {
        self.manifestReader = manifestReader
        self.allowedOutside = allowedOutside
    }

    /// Searches every path. A path that cannot be searched is an error in the list returned, and
    /// the others are searched.
    public func scan(_ paths: [String]) -> (scan: ProjectScan, errors: [(path: String, error: ProjectSearchError)]) {
        var state = ScanState()
        var errors: [(String, ProjectSearchError)] = []
        for path in paths {
            do {
                try scan(path, into: &state)
            } catch {
                errors.append((path, error))
            }
        }
        return (state.finish(), errors)
    }

    private func scan(_ path: String, into state: inout ScanState) throws(ProjectSearchError) {
        guard !path.isEmpty else { throw .emptyPath }
        let allowed = allowedOutside.map(canonicalPath)
        // A catalog named is taken as named: reading it says what is wrong with it, as for
        // every catalog found.
        if path.split(separator: "/").last?.hasSuffix(".xcassets") == true {
            let catalog = canonicalPath(path)
            // A link named like a catalog that leads to a folder above it (`/`, `..`) would be a
            // read of the whole disk, or round a loop.
            let parent = canonicalPath(PathText.folderOrDot(of: path))
            guard parent != catalog, !parent.hasPrefix(catalog.hasSuffix("/") ? catalog : catalog + "/") else {
                throw .catalogHoldsItself(path: path, target: catalog)
            }
            let root = RepositoryRoot(for: path, isFolder: false, allowed: allowed)
            guard root.contains(catalog) else { throw .outsideRoot(path: path, target: catalog, root: root.path) }
            state.addCatalog(catalog, shown: path, explicit: true)
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .notFound(path: path) }
        let absolute = canonicalPath(path)
        let name = PathText.name(of: absolute)
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            switch name {
            case "project.pbxproj" where absolute.hasSuffix(".xcodeproj/project.pbxproj"):
                let project = PathText.folder(of: absolute)
                try readProject(
                    project, shown: PathText.folder(of: path),
                    root: RepositoryRoot(for: project, isFolder: false, allowed: allowed), into: &state)
            case "project.yml", "Package.swift":
                let folder = PathText.folderOrDot(of: path)
                try search(folder, root: RepositoryRoot(for: folder, isFolder: true, allowed: allowed), into: &state)
            case _ where name.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj"):
                throw .unreadableProject(ProjectWalk.projectIsAFile(path))
            default:
                throw .notAFolderOrProject(path: path)
            }
            return
        }
        if name.hasSuffix(".xcodeproj") {
            try readProject(
                absolute, shown: path, root: RepositoryRoot(for: absolute, isFolder: false, allowed: allowed),
                into: &state)
        } else {
            try search(path, root: RepositoryRoot(for: path, isFolder: true, allowed: allowed), into: &state)
        }
    }

    /// An Xcode project named on the command line: the catalogs its targets build, those inside
    /// `root`.
    private func readProject(_ project: String, shown: String, root: RepositoryRoot, into state: inout ScanState)
        throws(ProjectSearchError)
    {
        let targets: [ProjectTarget]
        do {
            targets = try XcodeProjectReader.targets(of: project, shown: shown, root: root)
        } catch {
            throw .unreadableProject(error)
        }
        state.addProject(shown, targets: targets)
        let folder = PathText.folder(of: project)
        let shownFolder = PathText.folder(of: shown)
        var candidates: [String] = []
        for target in targets {
            for catalog in target.membership.catalogs.sorted() {
                guard root.contains(catalog) else {
                    state.problems.append(.outsideRoot(path: catalog, project: shown, root: root.path))
                    continue
                }
                candidates.append(catalog)
            }
            for claimed in target.membership.folders {
                // A folder holding the project itself (`/`, `..`) would be a search of far more
                // than the project: its catalogs are found by searching a folder instead.
                guard !project.hasPrefix(claimed.path.hasSuffix("/") ? claimed.path : claimed.path + "/") else {
                    state.problems.append(.folderNotSearched(path: claimed.path, project: shown))
                    continue
                }
                guard root.contains(claimed.path) else {
                    state.problems.append(.outsideRoot(path: claimed.path, project: shown, root: root.path))
                    continue
                }
                let walk = ProjectWalk(root: claimed.path, shown: claimed.path)
                state.problems += walk.problems
                candidates += walk.catalogs.map { claimed.path + "/" + $0 }
                if claimed.path.hasSuffix(".xcassets") { candidates.append(claimed.path) }
            }
        }
        for catalog in candidates where SwiftPackageReader.isFolder(catalog) {
            let relative = catalog.hasPrefix(folder + "/") ? String(catalog.dropFirst(folder.count + 1)) : nil
            let shownCatalog =
                relative.map { shownFolder.isEmpty ? $0 : ProjectWalk.join(shownFolder, $0) } ?? catalog
            state.addCatalog(catalog, shown: shownCatalog, explicit: false)
        }
    }

    /// A folder: every catalog and project below it, as the nearest configuration narrows them;
    /// project files are read only inside `repository`.
    private func search(_ shown: String, root repository: RepositoryRoot, into state: inout ScanState)
        throws(ProjectSearchError)
    {
        let root = canonicalPath(shown)
        let configuration: Configuration
        do {
            configuration = try Configuration.find(for: URL(fileURLWithPath: root, isDirectory: true), path: shown)
        } catch {
            throw .configuration(error)
        }
        let walk = ProjectWalk(root: root, shown: shown)
        state.problems += walk.problems
        let manifestReader = configuration.evaluatesManifests ? manifestReader : nil
        let filter = SearchFilter(configuration: configuration, root: root)
        let kept = { (relative: String) in filter.keeps(relative) }

        // A `.xcodeproj` without its `project.pbxproj` beside a `project.yml` is XcodeGen's output
        // folder with the generated file left out of version control: the spec is the project.
        let specFolders = Set(walk.xcodeGenSpecs.map { PathText.folder(of: $0) })
        let generated = Set(
            walk.xcodeProjects.filter {
                specFolders.contains(PathText.folder(of: $0))
                    && !FileManager.default.fileExists(atPath: root + "/" + $0 + "/project.pbxproj")
            })
        for relative in walk.xcodeProjects where kept(relative) && !generated.contains(relative) {
            let shownProject = ProjectWalk.join(shown, relative)
            do {
                state.addProject(
                    shownProject,
                    targets: try XcodeProjectReader.targets(
                        of: root + "/" + relative, shown: shownProject, root: repository))
            } catch {
                state.problems.append(.unreadableProject(error))
            }
        }
        let projectFolders = Set(
            walk.xcodeProjects.filter { !generated.contains($0) }.map { PathText.folder(of: $0) })
        for relative in walk.xcodeGenSpecs where kept(relative) {
            let folder = PathText.folder(of: relative)
            guard !projectFolders.contains(folder) else { continue }
            let shownSpec = ProjectWalk.join(shown, relative)
            do {
                state.addProject(
                    shownSpec,
                    targets: try XcodeGenProjectReader.targets(
                        of: root + "/" + relative, shown: shownSpec, root: repository))
            } catch {
                state.problems.append(.unreadableProject(error))
            }
        }
        for relative in walk.packages where kept(relative) {
            let shownManifest = ProjectWalk.join(
                shown, relative.isEmpty ? "Package.swift" : relative + "/Package.swift")
            let folder = relative.isEmpty ? root : root + "/" + relative
            // A catalog below a package nested in this one is the nested package's.
            let nested = walk.packages.filter { $0 != relative && (relative.isEmpty || $0.hasPrefix(relative + "/")) }
            let below = walk.catalogs.filter { catalog in
                (relative.isEmpty || catalog.hasPrefix(relative + "/"))
                    && !nested.contains { catalog.hasPrefix($0 + "/") }
            }
            do {
                state.addProject(
                    shownManifest,
                    targets: try SwiftPackageReader.targets(
                        ofPackageIn: folder, shown: shownManifest, manifestReader: manifestReader,
                        catalogs: below.map { canonicalPath(root + "/" + $0) }))
            } catch {
                state.problems.append(.unreadableProject(error))
            }
        }
        for relative in walk.catalogs where kept(relative) {
            state.addCatalog(root + "/" + relative, shown: ProjectWalk.join(shown, relative), explicit: false)
        }
    }
}
