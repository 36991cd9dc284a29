/// Something wrong in a catalog's structure, found while reading it.
///
/// Reading never stops at one: each problem is noted and the rest of the catalog is read.
/// Paths are inside the catalog, `/`-separated. `verify` turns these into findings.
public enum CatalogProblem: Sendable, Equatable {
    /// A `Contents.json` that is not JSON; `error` has the line and column.
    case malformedJSON(path: String, error: JSONSyntaxError)
    /// A `Contents.json` that is JSON but not of the shape Apple's format reference gives
    /// (the root is not an object, or the entries key is not an array of objects).
    case unexpectedStructure(path: String, detail: String)
    /// A file or folder that exists but could not be read or listed.
    case unreadable(path: String, error: FileIOError)
    /// A set of a type that needs a `Contents.json` has none; Xcode shows its files as
    /// "unassigned children".
    case missingContents(setPath: String)
    /// A folder whose extension is not an asset type assetmirror knows. It is kept as it is.
    case unknownFolderType(path: String, folderExtension: String)
    /// An entry's `filename` that would leave its set's folder: never read, never written.
    case unsafeFilename(contentsPath: String, entry: Int, filename: String)
    /// A symbolic link whose target lies outside the catalog (or nowhere): never followed.
    case linkOutsideCatalog(path: String, target: String?)
}

extension CatalogProblem: CustomStringConvertible {
    /// The path inside the catalog the problem is about: a `Contents.json`, a set folder, a link.
    public var path: String {
        switch self {
        case .malformedJSON(let path, _), .unexpectedStructure(let path, _), .unreadable(let path, _),
            .unknownFolderType(let path, _), .linkOutsideCatalog(let path, _):
            path
        case .missingContents(let setPath): setPath
        case .unsafeFilename(let contentsPath, _, _): contentsPath
        }
    }

    /// One sentence, without the path (reporters put it in front, as for ``JSONSyntaxError``).
    public var description: String {
        switch self {
        case .malformedJSON(_, let error):
            "malformed JSON at line \(error.line), column \(error.column): \(error)"
        case .unexpectedStructure(_, let detail):
            "not the shape of a Contents.json: \(detail)"
        case .unreadable(_, let error):
            "\(error)"
        case .missingContents:
            "no Contents.json, which this set type needs; Xcode shows its files as unassigned"
        case .unknownFolderType(_, let folderExtension):
            "\".\(folderExtension)\" is not an asset type assetmirror knows; the folder is kept as it is"
        case .unsafeFilename(_, let entry, let filename):
            "entry \(entry + 1) names \"\(filename)\", which is not a file in the set's folder; it is never read or written"
        case .linkOutsideCatalog(_, let target):
            target == nil
                ? "a symbolic link that leads nowhere; it is never followed"
                : "a symbolic link that leads outside the catalog; it is never followed"
        }
    }
}
