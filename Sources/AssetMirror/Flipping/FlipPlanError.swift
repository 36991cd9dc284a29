/// Why a flip cannot be planned at all. Nothing has been written when one of these is thrown.
public enum FlipPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An input path names nothing.
    case inputNotFound(path: String)
    /// An input folder could not be listed, or an input's signature could not be read.
    case unreadable(FileIOError)
    /// An output would replace the file it is made from, which only `--in-place` may do.
    case outputOverwritesInput(path: String)
    /// Two different inputs would be written to the same output file.
    case duplicateOutput(destination: String, sources: [String])
    /// An output whose path differs from another output's, or from an input's, only in case:
    /// one file on macOS's default (case-insensitive) volumes, so one would silently replace the
    /// other there. Refused on every system, so that a plan is the same everywhere.
    case differsOnlyInCase(destination: String, other: String)
    /// Two outputs whose names are the same text written with different Unicode code points
    /// (`é` precomposed, NFC, and decomposed, NFD): two files on Linux, one on macOS, and equal
    /// as Swift strings. Refused, as a case difference is.
    case differsOnlyInNormalization(destination: String, other: String)
    /// A suffix that would change the folder or be invisible.
    case invalidSuffix(String)
    /// The output folder's path names an existing file.
    case outputIsAFile(path: String)
    /// The output folder is itself a symbolic link (to `target`, when it resolves): mirrors are
    /// never written through a link, so that a link cannot send them somewhere else.
    case outputIsALink(path: String, target: String?)

    public var description: String {
        switch self {
        case .inputNotFound(let path):
            "\(path): no such file or folder"
        case .unreadable(let error):
            error.description
        case .outputOverwritesInput(let path):
            "\(path): the output would overwrite its own input; choose another --output folder, add a --suffix, or pass --in-place"
        case .duplicateOutput(let destination, let sources):
            "\(destination): \(sources.joined(separator: " and ")) would both be written here; flip them into different --output folders"
        case .differsOnlyInCase(let destination, let other):
            "\(destination): the name differs from \(other) only in case, and on macOS's default (case-insensitive) file system they are one file; rename one, or flip them into different --output folders"
        case .differsOnlyInNormalization(let destination, let other):
            "\(destination): the same name as the mirror of \(other), in another Unicode normalisation (accents precomposed or decomposed); on macOS they are one file; rename one, or flip them into different --output folders"
        case .outputIsAFile(let path):
            "\(path): --output must be a folder, but this is a file"
        case .outputIsALink(let path, let target):
            "\(path): --output is a symbolic link\(target.map { " to \($0)" } ?? ""), and mirrors are never written through links; pass the folder it leads to if that is where they belong"
        case .invalidSuffix(let suffix):
            "invalid suffix \"\(suffix)\": it must be non-empty and contain no \"/\""
        }
    }
}
