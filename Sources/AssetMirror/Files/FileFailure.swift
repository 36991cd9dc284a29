/// Why one file of a run could not be mirrored: the file, and the codec's or the file system's reason.
///
/// ``description`` is one line a user can act on: `"Icons/back.png: corrupt PNG: …"`.
public struct FileFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cause, from the layer that found it.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file could not be read or its mirror could not be written.
        case io(FileIOError)
        /// The file could not be decoded, mirrored or encoded.
        case codec(CodecError)

        public var description: String {
            switch self {
            case .io(let error): error.description
            case .codec(let error): error.description
            }
        }
    }

    /// The source file, as the user spelled the input it was found under.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
