/// Something wrong in a catalog's structure, found while reading it.
///
/// Reading never stops at one: each problem is recorded and the rest of the catalog is read.
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
