/// Why a path given to search cannot be searched at all.
public enum ProjectSearchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An empty path (`""`, an unset shell variable): never taken as the current folder.
    case emptyPath
    case notFound(path: String)
    /// A file that is neither a project file (`project.pbxproj`, `project.yml`, `Package.swift`)
    /// nor a folder.
    case notAFolderOrProject(path: String)
    /// A catalog named whose path leads (through a link) to a folder holding it: `/`, `..`.
    case catalogHoldsItself(path: String, target: String)
    /// A catalog named whose path leads (through a link) outside the repository root `root`
    /// (``RepositoryRoot``): not read, as a link a pull request commits may lead to the runner's files.
    case outsideRoot(path: String, target: String, root: String)
    /// An Xcode project given by name whose targets cannot be read.
    case unreadableProject(ProjectReadError)
    /// The `.assetmirror.yml` that governs a searched folder is broken.
    case configuration(ConfigurationError)

    public var description: String {
        switch self {
        case .emptyPath:
            "an empty path names nothing; give a catalog, a project or a folder (\".\" for the current one)"
        case .notFound(let path):
            "no such file or folder: \(path)"
        case .notAFolderOrProject(let path):
            "\(path) is not a folder, an asset catalog (*.xcassets), an Xcode project, a project.yml or a Package.swift"
        case .catalogHoldsItself(let path, let target):
            "\(path) leads to \(target), a folder that holds it, not to an asset catalog; name the catalog the link should point to"
        case .outsideRoot(let path, let target, let root):
            "\(path) leads to \(target), outside the repository root \(root), so it is not read; allow that folder with --allow-outside to check it"
        case .unreadableProject(let error):
            error.description
        case .configuration(let error):
            error.description
        }
    }
}
