/// Something a search could not look at; the search goes on without it.
public enum ProjectScanProblem: Sendable, Equatable, CustomStringConvertible {
    /// A project whose targets could not be read: its catalogs are checked without targets.
    case unreadableProject(ProjectReadError)
    /// A folder that could not be listed: nothing below it was searched.
    case unreadableFolder(FileIOError)
    /// A link to a folder named like a catalog or a project: links are not followed (they may
    /// lead out of the tree or round in a loop), so what it points to was not searched.
    case linkNotFollowed(path: String)
    /// A folder an Xcode project named on the command line synchronises that holds the project
    /// itself: not searched.
    case folderNotSearched(path: String, project: String)
    /// A catalog or folder a project names that lies outside the repository root `root`
    /// (``RepositoryRoot``): not read.
    case outsideRoot(path: String, project: String, root: String)
    /// An XcodeGen `include:` whose path differs from the file on disk only in case: read, as
    /// macOS's default (case-insensitive) file system reads it, and named, as it fails on Linux
    /// and on a case-sensitive volume.
    case includeCaseDiffers(spec: String, written: String, found: String)

    public var description: String {
        switch self {
        case .unreadableProject(let error): error.description
        case .unreadableFolder(let error): "\(error); nothing below it was searched"
        case .folderNotSearched(let path, let project):
            "\(project) synchronises \(path), which holds the project itself, so it was not searched; give a folder to search instead"
        case .outsideRoot(let path, let project, let root):
            "\(project) names \(path), outside the repository root \(root), so it was not read; allow that folder with --allow-outside to check it"
        case .includeCaseDiffers(let spec, let written, let found):
            "\(spec) includes \(written), which is spelled \(found) on disk; it was read as macOS reads it (ignoring case), but XcodeGen fails on a case-sensitive file system, so spell it \(found)"
        case .linkNotFollowed(let path):
            "\(path) is a link; links are not followed, so give the folder it points to to check it"
        }
    }
}
