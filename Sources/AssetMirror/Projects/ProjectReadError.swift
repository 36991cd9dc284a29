/// Why a project's targets could not be read. Not fatal to a search: the catalogs the project
/// would have claimed are then checked on their own, and the error is reported.
public enum ProjectReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The project file could not be read from disk.
    case unreadable(FileIOError)
    /// The file was read but is not what its kind promises; `reason` says what is wrong.
    case malformed(path: String, kind: ProjectKind, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let error):
            return error.description
        case .malformed(let path, let kind, let reason):
            let what =
                switch kind {
                case .xcodeProject: "an Xcode project"
                case .xcodeGen: "an XcodeGen project specification"
                case .swiftPackage: "a Swift package manifest"
                }
            return "\(path) cannot be read as \(what): \(reason); its catalogs are checked without their targets"
        }
    }
}
