/// Why a set was not changed: the file concerned (when one is) and a reason a user can act on.
public struct SetProblem: Sendable, Equatable, CustomStringConvertible {
    /// A file name in the set's folder, or `nil` when the problem is the set's own.
    public var file: String?
    public var reason: String

    public init(file: String?, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { file.map { "\($0): \(reason)" } ?? reason }
}
