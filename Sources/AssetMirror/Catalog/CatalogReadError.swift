/// Why a catalog could not be read at all. Problems inside a catalog that can be read are
/// ``CatalogProblem`` values instead, and never stop the reading.
public enum CatalogReadError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case notAFolder(path: String)
    case unreadable(FileIOError)

    public var description: String {
        switch self {
        case .notFound(let path): "no such catalog: \(path)"
        case .notAFolder(let path): "not a folder, so not an asset catalog: \(path)"
        case .unreadable(let error): "\(error)"
        }
    }
}
