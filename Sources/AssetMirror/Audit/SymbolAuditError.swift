/// Why `audit` refused to start: a path it was given does not exist. (Files that cannot be read
/// are failures in the ``SymbolAuditResult``; the others are still audited.)
public enum SymbolAuditError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(path: String)

    public var description: String {
        switch self {
        case .notFound(let path): "no such file or folder: \(path)"
        }
    }
}
