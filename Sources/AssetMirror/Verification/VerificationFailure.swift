/// A file `verify` could not read, so the catalog was not checked whole: a failure of the run,
/// not a finding, which no configuration can switch off.
public struct VerificationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the user would recognise it (the catalog as named, then the path inside).
    public var path: String
    public var error: FileIOError

    public init(path: String, error: FileIOError) {
        self.path = path
        self.error = error
    }

    public var description: String {
        error.naming(path).description
    }
}
